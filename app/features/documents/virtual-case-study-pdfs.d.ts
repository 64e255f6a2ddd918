// Written by tools/build/case-study-pdfs.ts from the PDFs it builds.
declare module 'virtual:case-study-pdfs' {
  import type { Locale } from '~/features/i18n/locale';

  /** Each public case study's PDF in each language: its file name at the site's root, and its size in bytes. A private project has none. */
  export const caseStudyPdfs: Readonly<Record<string, Readonly<Record<Locale, { fileName: string; bytes: number }>>>>;
}
