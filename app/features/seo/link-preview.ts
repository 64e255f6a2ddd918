import { previewFolder } from '../../lib/build-output.ts';
import { defaultLocale, localePrefix, type Locale } from '../../i18n/locale.ts';

/**
 * Link-preview images: one PNG per page kind, drawn at build time
 * (tools/build/link-previews.ts) and named in each page's meta tags.
 */
export const previewSize = { width: 1200, height: 630 } as const;

/** `home`, `about`, or a project's slug. */
export type PreviewKey = string;

/** Where the build writes a page's preview image in a language, relative to the site's base path (`og/huru.png`, `og/es/huru.png`). */
export function previewImageFile(key: PreviewKey, locale: Locale = defaultLocale): string {
  return `${previewFolder}${localePrefix(locale)}/${key}.png`;
}
