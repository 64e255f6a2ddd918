// Written by tools/build/cv-files.ts from the PDF it builds.
declare module 'virtual:cv-pdf' {
  /** The PDF's file name at the site's root, and its size in bytes. */
  export const cvPdf: { fileName: string; bytes: number };
}
