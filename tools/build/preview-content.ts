import { contentIn, projectOrder } from '../../app/features/content/content.server.ts';
import type { Locale } from '../../app/features/i18n/locale.ts';
import type { PreviewContent } from './link-previews.ts';

/** What the link previews in a language are drawn from. */
export function previewContent(locale: Locale): PreviewContent {
  const { site, about, cv, studyOf } = contentIn(locale);
  return { locale, site, about, cv, projects: projectOrder.map((slug) => ({ slug, study: studyOf(slug) })) };
}
