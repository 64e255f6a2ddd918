/**
 * The site's languages and how each one's addresses are written. English
 * pages keep their addresses (`/about`); a Spanish page is its English
 * page's address under `/es` (`/es/about`, and `/es` for the home page).
 * Pure functions of a path within the site (without the build's base path),
 * so pages, scripts, the build and the tests all derive from one rule.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale = 'en' satisfies Locale;
/** A language other than English: each has a translation of every content file. */
export type TranslatedLocale = Exclude<Locale, typeof defaultLocale>;

/** What each language is called in itself, its `lang` and its Open Graph locale. */
export const languages: Record<Locale, { name: string; lang: string; ogLocale: string }> = {
  en: { name: 'English', lang: 'en', ogLocale: 'en_GB' },
  es: { name: 'Español', lang: 'es', ogLocale: 'es_ES' },
};

const isLocale = (value: string | undefined): value is Locale => (locales as readonly string[]).includes(value ?? '');

/** The first segment of a locale's addresses: '' for English, '/es' for Spanish. */
export const localePrefix = (locale: Locale) => (locale === defaultLocale ? '' : `/${locale}`);

/** The language of the page at `path` (`/es/huru` → es). */
export function localeOfPath(path: string): Locale {
  const first = path.split('/')[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/**
 * `path` without its language prefix: the English page's address. A page's address as it is
 * served (`/es/about/`, with the slash of its folder) gives its route's (`/about`).
 */
export function basePathOf(path: string): string {
  const route = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  const locale = localeOfPath(route);
  if (locale === defaultLocale) return route;
  const rest = route.slice(localePrefix(locale).length);
  return rest === '' ? '/' : rest;
}

/** The same page in `locale`: `/about` → `/es/about`, `/es` → `/`, `/` → `/es`. */
export function pathIn(path: string, locale: Locale): string {
  const base = basePathOf(path);
  if (locale === defaultLocale) return base;
  return base === '/' ? localePrefix(locale) : `${localePrefix(locale)}${base}`;
}

/**
 * The base path of a language's pages and files: the site's base for English,
 * `<base>es/` for Spanish. Scripts that build addresses from a base (the gate's)
 * stay in the page's language with it.
 */
export const baseIn = (base: string, locale: Locale) => (locale === defaultLocale ? base : `${base}${locale}/`);

/** A build file in a language's folder: `404.html` in English, `es/404.html` in Spanish. */
export const fileIn = (locale: Locale, file: string) => (locale === defaultLocale ? file : `${locale}/${file}`);

/** The other languages than `locale`, in the table's order. */
export const otherLocales = (locale: Locale) => locales.filter((other) => other !== locale);
