import { fileNameSlug } from '../cv/cv-files.ts';
import { defaultLocale, type Locale } from '../../i18n/locale.ts';

/**
 * `Nora Castell`, `huru` → `nora-castell-huru.pdf` (`nora-castell-huru-es.pdf` in Spanish): a public case study's PDF,
 * at the site's root beside the CV's, named so that a downloaded file says whose work it is, and in which language.
 */
export function caseStudyPdfFileName(owner: string, slug: string, locale: Locale = defaultLocale): string {
  return `${[fileNameSlug(owner), slug].filter(Boolean).join('-')}${locale === defaultLocale ? '' : `-${locale}`}.pdf`;
}

/** `Nora Castell`, `Acme Recruiting`, 2026-11-28 → `nora-castell-portfolio-acme-recruiting-2026-11-28.pdf`: a deck's default file name. */
export function deckFileName(owner: string, recipient: string, date: Date): string {
  const day = date.toISOString().slice(0, 10);
  return `${[fileNameSlug(owner), 'portfolio', fileNameSlug(recipient), day].filter(Boolean).join('-')}.pdf`;
}
