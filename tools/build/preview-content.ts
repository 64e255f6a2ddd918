import { about } from '../../content/about/about.ts';
import { cv } from '../../content/cv.ts';
import { caseStudies } from '../../content/projects/index.ts';
import { projectOrder } from '../../content/projects/order.ts';
import { site } from '../../content/site.ts';
import type { PreviewContent } from './link-previews.ts';

/** What the link previews are drawn from. */
export function previewContent(): PreviewContent {
  return { site, about, cv, projects: projectOrder.map((slug) => ({ slug, study: caseStudies[slug] })) };
}
