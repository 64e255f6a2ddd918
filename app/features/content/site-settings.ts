import { createContext, use } from 'react';
import type { Site } from './types.ts';

/** What the root route's loader gives every page: the site settings in the page's language. */
export type RootData = { site: Site };

/** The root route's id, under which its loader data is found. */
export const rootRouteId = 'root';

/**
 * The site settings of the page being rendered (the owner's name, role, headlines, footer, gate and
 * not-found texts). The root layout provides them from its loader's data; a test gives them the same way.
 */
export const SiteContext = createContext<Site | null>(null);

/** The site settings, where they should be: every page is rendered inside the root layout, which has them from its loader. */
function present(site: Site | null | undefined): Site {
  if (!site) throw new Error('No site settings: render inside the root layout; the root route’s loader gives them to every page.');
  return site;
}

/** The site settings of the page being rendered. */
export const useSite = (): Site => present(use(SiteContext));

/** The site settings in the root route's loader data (`useRouteLoaderData(rootRouteId)`). */
export const siteIn = (data: unknown): Site => present((data as RootData | undefined)?.site);

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/** The site settings in a route's `meta`, from the root route's match. */
export const siteOf = (matches: readonly MetaMatch[]): Site => siteIn(matches.find((match) => match?.id === rootRouteId)?.loaderData);
