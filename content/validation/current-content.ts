import { about } from '../about/about.ts';
import { cv } from '../cv.ts';
import { caseStudies } from '../projects/index.ts';
import { projectOrder } from '../projects/order.ts';
import { site } from '../site.ts';
import type { ContentInput } from './validate-content.ts';

/** The content as the site is built from it. */
export const currentContent: ContentInput = { site, about, cv, caseStudies, projectOrder };
