import { contentIn, projectOrder } from '../content/content.server.ts';
import { defaultLocale, type Locale } from '../../i18n/locale.ts';
import type { CvContent } from './cv-view.ts';

/** The content the CV is made from, as the site is built from it (the page's loader and the build's PDF and JSON Resume). */
export function currentCvContent(locale: Locale = defaultLocale): CvContent {
  const { site, about, cv, studyOf } = contentIn(locale);
  return { site, about, cv, projects: projectOrder.map((slug) => ({ slug, study: studyOf(slug) })) };
}
