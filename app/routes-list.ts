import { projectOrder } from '../content/projects/order.ts';
import { caseStudies } from '../content/projects/index.ts';
import { designSystemPath } from './features/design-system/path.ts';

/** Path of the page that becomes `404.html` (the splat route renders it). */
export const notFoundPrerenderPath = '/404-page';

// `?.`: an order entry without a project must not stop the config loading
// before the content check can name it.
export const publicSlugs = projectOrder.filter((slug) => caseStudies[slug]?.access === 'public');
export const privateSlugs = projectOrder.filter((slug) => caseStudies[slug]?.access === 'private');

/** The pages that belong in search results and the sitemap: not the gate, not the protected page. */
export function indexablePaths(): string[] {
  return ['/', '/about', ...publicSlugs.map((slug) => `/${slug}`), designSystemPath];
}

export function prerenderPaths(): string[] {
  return [
    '/',
    '/about',
    ...publicSlugs.map((slug) => `/${slug}`),
    designSystemPath,
    '/private',
    ...privateSlugs.map((slug) => `/${slug}`),
    notFoundPrerenderPath,
  ];
}
