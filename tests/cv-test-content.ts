import { about, cv, projectOrder, site, studyOf } from '../app/features/content/content.server.ts';
import type { CvContent } from '../app/features/cv/cv-view.ts';

/** A copy of the site's content for tests to change freely. */
export function cvTestContent(): CvContent {
  return structuredClone({ site, about, cv, projects: projectOrder.map((slug) => ({ slug, study: studyOf(slug) })) });
}
