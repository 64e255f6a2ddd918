import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { privateSlugs, publicSlugs } from './routes-list';

// One route entry per case study (not a `:slug` pattern), so an unknown
// single-segment URL falls through to the not-found page.
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('design-system', 'routes/design-system.tsx'),
  ...publicSlugs.map((slug) => route(slug, 'routes/case-study.tsx', { id: `case-study-${slug}` })),
  route('private', 'routes/private.tsx'),
  ...privateSlugs.map((slug) => route(slug, 'routes/private-case-study.tsx', { id: `private-${slug}` })),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
