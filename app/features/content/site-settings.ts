import { sites } from 'virtual:content/site';
import type { Locale } from '../i18n/locale';
import { useLocale } from '../i18n/use-locale';

/** The site settings in a language: the owner's name, role, headlines, footer, gate and not-found texts. */
export const siteIn = (locale: Locale) => sites[locale];

/** The site settings in the language of the page being rendered. */
export const useSite = () => siteIn(useLocale());
