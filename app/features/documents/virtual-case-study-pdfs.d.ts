// Written by tools/build/case-study-pdfs.ts from the PDFs it builds.
declare module 'virtual:case-study-pdfs' {
  // An ambient module cannot import by a relative path: the type is named inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type Locale = import('../../i18n/locale.ts').Locale;

  /** Each public case study's PDF in each language: its file name at the site's root, and its size in bytes. A private project has none. */
  export const caseStudyPdfs: Readonly<Record<string, Readonly<Record<Locale, { fileName: string; bytes: number }>>>>;
}
