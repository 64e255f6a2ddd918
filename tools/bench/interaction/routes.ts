// Which of the measured routes is the home page, a public case study or a
// gate, from the content and the build.
import { gatePath } from '../../../app/lib/pages.ts';
import { siteProjects } from '../../../app/pages.server.ts';
import { protectedSlugs } from '../../testing/unlock.ts';
import type { RouteSet } from './controls.ts';

/** The routes by kind; the card measured is the first public project's on the home page. */
export function routeSetOf(routes: string[], publicSlugs: readonly string[], privateSlugs: string[]): RouteSet {
  const [cyclingCard] = publicSlugs;
  if (!cyclingCard) throw new Error('No public project: the home page has no card to cycle.');
  return {
    routes,
    home: '/',
    caseStudies: publicSlugs.map((slug) => `/${slug}`),
    gates: [gatePath, ...privateSlugs.map((slug) => `/${slug}`)],
    cyclingCard,
  };
}

export async function interactionRoutes(routes: string[], clientDir: string): Promise<RouteSet> {
  return routeSetOf(routes, siteProjects.publicSlugs, await protectedSlugs(clientDir));
}
