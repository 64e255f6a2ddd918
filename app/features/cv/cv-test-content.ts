import { about } from '../../../content/about/about.ts';
import { cv } from '../../../content/cv.ts';
import { caseStudies } from '../../../content/projects/index.ts';
import { projectOrder } from '../../../content/projects/order.ts';
import { site } from '../../../content/site.ts';
import type { CvContent } from './cv-view.ts';

/** A copy of the site's content for tests to change freely. */
export function cvTestContent(): CvContent {
  return structuredClone({ site, about, cv, projects: projectOrder.map((slug) => ({ slug, study: caseStudies[slug] })) });
}
