import type { MetaDescriptor } from 'react-router';
import type { Site } from '../content/types.ts';
import { previewImageFile, previewSize, type PreviewKey } from './link-preview.ts';
import { fileUrl, pageUrl } from '../../lib/public-url.ts';
import { defaultLocale, languages, locales, otherLocales, pathIn, type Locale } from '../../i18n/locale.ts';

type PageMeta = {
  /** The page's language: its `og:locale` and its alternates in the other languages. */
  locale: Locale;
  /** The site settings in the page's language (the root route's loader data): the owner's name and the site's address. */
  site: Site;
  /** The page's own title; the owner's name closes it. Omitted on the home page. */
  title?: string;
  description?: string;
  /**
   * The route's path (`/huru`). It gives the canonical address and `og:url`;
   * a page without one (the 404, answered at any address) gets neither.
   */
  path?: string;
  /** The page's link-preview image and what it shows. */
  preview?: { key: PreviewKey; alt: string };
  type?: 'website' | 'article' | 'profile';
  /** Kept out of search results: a `robots` noindex, and no canonical address. */
  noindex?: boolean;
  /** JSON-LD for search engines (schema.org). */
  structuredData?: Record<string, unknown>;
};

/** The build's base path (`/` or `/portfolio/`), which Vite sets from the site's URL. */
const basePath = import.meta.env.BASE_URL;

export const absolutePageUrl = (site: Site, path: string) => pageUrl(site.url, basePath, path);
export const absoluteFileUrl = (site: Site, file: string) => fileUrl(site.url, basePath, file);

/**
 * The page in every language, for search engines: one `alternate` per
 * language, each naming its `hreflang`, and `x-default` (English) for
 * visitors whose language has no page of its own.
 */
function alternates(site: Site, path: string): MetaDescriptor[] {
  return [
    ...locales.map((locale) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: languages[locale].lang,
      href: absolutePageUrl(site, pathIn(path, locale)),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolutePageUrl(site, pathIn(path, defaultLocale)) },
  ];
}

/** The first whole words of a text that fit in `max` characters, for descriptions. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > max / 2 ? cut.slice(0, end) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** Every tag a page needs in search results and link previews. */
export function pageMeta({
  locale,
  site,
  title,
  description = site.description,
  path,
  preview,
  type = 'website',
  noindex = false,
  structuredData,
}: PageMeta): MetaDescriptor[] {
  const fullTitle = title ? `${title} · ${site.name}` : `${site.name} · ${site.role}`;
  const url = path === undefined ? undefined : absolutePageUrl(site, path);
  const image = preview && absoluteFileUrl(site, previewImageFile(preview.key, locale));
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    ...(url && !noindex ? [{ tagName: 'link', rel: 'canonical', href: url }] : []),
    ...(path !== undefined && !noindex ? alternates(site, path) : []),
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: languages[locale].ogLocale },
    ...otherLocales(locale).map((other) => ({ property: 'og:locale:alternate', content: languages[other].ogLocale })),
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    ...(image && preview
      ? [
          { property: 'og:image', content: image },
          { property: 'og:image:type', content: 'image/png' },
          { property: 'og:image:width', content: String(previewSize.width) },
          { property: 'og:image:height', content: String(previewSize.height) },
          { property: 'og:image:alt', content: preview.alt },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    ...(image && preview
      ? [
          { name: 'twitter:image', content: image },
          { name: 'twitter:image:alt', content: preview.alt },
        ]
      : []),
    ...(structuredData ? [{ 'script:ld+json': structuredData }] : []),
  ];
}
