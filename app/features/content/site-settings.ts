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

/** The site settings of the page being rendered. */
export function useSite(): Site {
  const site = use(SiteContext);
  if (!site) throw new Error('No site settings: render inside the root layout, which provides them from its loader.');
  return site;
}

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/** The site settings in a route's `meta`, from the root route's match. */
export function siteOf(matches: readonly MetaMatch[]): Site {
  const data = matches.find((match) => match?.id === rootRouteId)?.loaderData as RootData | undefined;
  if (!data) throw new Error('No site settings: the root route’s loader gave no data.');
  return data.site;
}
