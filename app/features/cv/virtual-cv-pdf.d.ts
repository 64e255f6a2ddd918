// Written by tools/build/cv-files.ts from the PDF it builds.
declare module 'virtual:cv-pdf' {
  import type { Locale } from '~/features/i18n/locale';

  /** Each language's PDF: its file name at the site's root, and its size in bytes. */
  export const cvPdfs: Readonly<Record<Locale, { fileName: string; bytes: number }>>;
}
