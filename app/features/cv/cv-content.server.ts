import { about } from '../../../content/about/about.ts';
import { cv } from '../../../content/cv.ts';
import { caseStudies } from '../../../content/projects/index.ts';
import { projectOrder } from '../../../content/projects/order.ts';
import { site } from '../../../content/site.ts';
import type { CvContent } from './cv-view.ts';

/** The content the CV is made from, as the site is built from it (the page's loader and the build's PDF and JSON Resume). */
export function currentCvContent(): CvContent {
  return { site, about, cv, projects: projectOrder.map((slug) => ({ slug, study: caseStudies[slug] })) };
}
