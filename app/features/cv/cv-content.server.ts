import { about, cv, projectOrder, site, studyOf } from '../content/content.server.ts';
import type { CvContent } from './cv-view.ts';

/** The content the CV is made from, as the site is built from it (the page's loader and the build's PDF and JSON Resume). */
export function currentCvContent(): CvContent {
  return { site, about, cv, projects: projectOrder.map((slug) => ({ slug, study: studyOf(slug) })) };
}
