import { defaultLocale, type Locale } from './locale.ts';
import { wordsFor } from './words.ts';

const names = new Map<Locale, Intl.DisplayNames>();

/** `ES` → `Spain` (`España` in Spanish); undefined for anything that is not an ISO 3166 two-letter country code. */
export function countryName(code: string, locale: Locale = defaultLocale): string | undefined {
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  let inLocale = names.get(locale);
  if (!inLocale) {
    inLocale = new Intl.DisplayNames(wordsFor(locale).format.locale, { type: 'region', fallback: 'none' });
    names.set(locale, inLocale);
  }
  try {
    return inLocale.of(code);
  } catch {
    return undefined;
  }
}
