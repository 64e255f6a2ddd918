import { contentIn, projectOrder } from '../../app/features/content/content.server.ts';
import type { Locale } from '../../app/i18n/locale.ts';
import type { About, CaseStudy, Cv, Site } from '../../app/features/content/types.ts';

export type PreviewContent = {
  /** The language the previews are drawn in: its content, and its eyebrows. */
  locale: Locale;
  site: Site;
  about: About;
  cv: Cv;
  /** Projects in home-page order. */
  projects: { slug: string; study: CaseStudy }[];
};

/** What the link previews in a language are drawn from. */
export function previewContent(locale: Locale): PreviewContent {
  const { site, about, cv, studyOf } = contentIn(locale);
  return { locale, site, about, cv, projects: projectOrder.map((slug) => ({ slug, study: studyOf(slug) })) };
}
