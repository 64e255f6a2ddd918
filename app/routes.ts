import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { sitePages } from './lib/pages.ts';
import { siteProjects } from './pages.server.ts';

// One route per page of the table (app/lib/pages.ts); the not-found page's is the route of every unknown address.
export default sitePages(siteProjects).map((page) => {
  // Each language's not-found page answers the unknown addresses under its prefix.
  if (page.role === 'not-found')
    return page.id === undefined ? route('*', page.module) : route(`${page.path.split('/')[1]}/*`, page.module, { id: page.id });
  if (page.path === '/') return index(page.module);
  return page.id === undefined ? route(page.path.slice(1), page.module) : route(page.path.slice(1), page.module, { id: page.id });
}) satisfies RouteConfig;
