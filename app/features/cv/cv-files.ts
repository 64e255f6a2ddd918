import { defaultLocale, type Locale } from '../../i18n/locale.ts';
import { wordsFor } from '../../i18n/words.ts';

/** Where the build publishes the CV's files, relative to the site's base path. */

/**
 * `Nora Castell` → `nora-castell-cv.pdf` (`nora-castell-cv-es.pdf` in Spanish):
 * a file name that says whose CV it is, and in which language, once downloaded.
 */
export function cvPdfFileName(name: string, locale: Locale = defaultLocale): string {
  return `${fileNameSlug(name) || 'resume'}-cv${locale === defaultLocale ? '' : `-${locale}`}.pdf`;
}

/** `Nora Castell` → `nora-castell`, `Acme Recruiting, S.L.` → `acme-recruiting-s-l`: a name as part of a file name. */
export function fileNameSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `38211` → `38 KB`, `1460000` → `1.5 MB` (`1,5 MB` in Spanish): how a download's size reads beside its link. */
export function formatFileSize(bytes: number, locale: Locale = defaultLocale): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(wordsFor(locale).format.locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  if (bytes < 1000) return `${number(bytes, 0)} bytes`;
  if (bytes < 1_000_000) return `${number(Math.round(bytes / 1000), 0)} KB`;
  return `${number(bytes / 1_000_000, 1)} MB`;
}
