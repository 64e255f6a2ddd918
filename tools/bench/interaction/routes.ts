// Which of the measured routes is the home page, a public case study or a
// gate, from the content and the build.
import { projectOrder, studyOf } from '../../../app/features/content/content.server.ts';
import { protectedSlugs } from '../unlock.ts';
import type { RouteSet } from './controls.ts';

/** The routes by kind; the card measured is the first public project's on the home page. */
export function routeSetOf(routes: string[], publicSlugs: string[], privateSlugs: string[]): RouteSet {
  const [cyclingCard] = publicSlugs;
  if (!cyclingCard) throw new Error('No public project: the home page has no card to cycle.');
  return {
    routes,
    home: '/',
    caseStudies: publicSlugs.map((slug) => `/${slug}`),
    gates: ['/private', ...privateSlugs.map((slug) => `/${slug}`)],
    cyclingCard,
  };
}

export async function interactionRoutes(routes: string[], clientDir: string): Promise<RouteSet> {
  const publicSlugs = projectOrder.filter((slug) => studyOf(slug).access === 'public');
  return routeSetOf(routes, publicSlugs, await protectedSlugs(clientDir));
}
