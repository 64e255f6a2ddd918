// Written by tools/build/cv-files.ts from the PDF it builds.
declare module 'virtual:cv-pdf' {
  // An ambient module cannot import by a relative path: the type is named inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type Locale = import('../../i18n/locale.ts').Locale;

  /** Each language's PDF: its file name at the site's root, and its size in bytes. */
  export const cvPdfs: Readonly<Record<Locale, { fileName: string; bytes: number }>>;
}
