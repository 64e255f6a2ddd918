import { pages, snapshotPath } from '../../../app/lib/pages.ts';
import { publicIdentity } from '../../../app/features/content/public-identity.ts';
import { aboutFile, cvFile, siteFile } from '../../../app/features/content/source/files.ts';
import { defaultLocale, pathIn, type Locale } from '../../../app/i18n/locale.ts';
import { pageHref } from '../../../app/lib/public-url.ts';

/**
 * What the preview needs to know of an entry: its file, for a case study its
 * access and codename (from the English file, which alone has them), and the
 * language it is shown in (English unless said).
 */
export type PreviewEntry = {
  path: string;
  data: { name?: unknown; subtitle?: unknown; access?: unknown; codename?: { name?: unknown; subtitle?: unknown } };
  locale?: Locale;
};

const caseStudyPath = /^content\/projects\/([^/]+)\/index\.md$/;

/**
 * One page an entry shows on: its label in the preview's bar, its address, and the link to bring
 * into view there, written exactly as the page writes it (with its slash, `pageHref`).
 */
export type PreviewView = { label: string; address: string; focus?: string };

/** A page's address in a language (`/huru` → `/es/huru`), from the site's address. */
const inLanguage =
  (siteBase: string, locale: Locale = defaultLocale) =>
  (path: string) =>
    `${siteBase.replace(/\/$/, '')}${pathIn(path, locale)}`;

/**
 * The pages of the site an entry shows on: a case study's own page, then its
 * card on the home page (where its subtitle shows); one page for the others.
 */
export function previewViews(entry: PreviewEntry, siteBase: string): PreviewView[] {
  const address = previewAddress(entry, siteBase);
  if (!address) return [];
  const slug = caseStudyPath.exec(entry.path)?.[1];
  if (!slug) return [{ label: 'Page', address }];
  const at = inLanguage(siteBase, entry.locale);
  return [
    { label: 'Case study', address },
    {
      label: 'Card',
      address: at(pages.home.path),
      focus: entry.data.access === 'private' ? undefined : pageHref(pathIn(`/${slug}`, entry.locale ?? defaultLocale), siteBase),
    },
  ];
}

/**
 * The page of the site that shows an entry, from the site's address (`/`, or
 * its sub-path), in the entry's language: the case study's page (a private
 * one's unlocked page, as the build renders it before encrypting it), the
 * home page for the site settings, the about page, the CV. Undefined for an
 * entry not saved yet.
 */
export function previewAddress(entry: PreviewEntry, siteBase: string): string | undefined {
  const at = inLanguage(siteBase, entry.locale);
  if (entry.path === siteFile) return at(pages.home.path);
  if (entry.path === aboutFile) return at(pages.about.path);
  if (entry.path === cvFile) return at(pages.cv.path);
  const slug = caseStudyPath.exec(entry.path)?.[1];
  if (!slug) return undefined;
  const { data } = entry;
  const codename =
    typeof data.codename?.name === 'string' && data.codename.name
      ? { name: data.codename.name, subtitle: String(data.codename.subtitle ?? '') }
      : undefined;
  if (data.access !== 'private') return at(`/${slug}`);
  const { address } = publicIdentity(slug, {
    name: String(data.name ?? slug),
    subtitle: String(data.subtitle ?? ''),
    access: 'private',
    codename,
  });
  return at(snapshotPath(address));
}
