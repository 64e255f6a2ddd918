// Written by tools/build/content-modules.ts from content/site.yaml and its translations, as plain data.
declare module 'virtual:content/site' {
  import type { Site } from '~/features/content/types';
  import type { Locale } from '~/features/i18n/locale';

  /** The site settings in each language: name, role, email, headlines, footer, gate and not-found texts. */
  export const sites: Readonly<Record<Locale, Site>>;
}
