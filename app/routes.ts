import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { privateAddresses, publicSlugs, snapshotPath } from './routes-list';

// One route entry per case study (not a `:slug` pattern), so an unknown
// single-segment URL falls through to the not-found page.
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('cv', 'features/cv/cv-route.tsx'),
  route('design-system', 'routes/design-system.tsx'),
  ...publicSlugs.map((slug) => route(slug, 'routes/case-study.tsx', { id: `case-study-${slug}` })),
  route('private', 'routes/private.tsx'),
  ...privateAddresses.map((address) => route(address, 'routes/private-case-study.tsx', { id: `private-${address}` })),
  // Rendered at build time only, encrypted and deleted by postbuild (see snapshotPath).
  ...privateAddresses.map((address) => route(snapshotPath(address).slice(1), 'routes/protected-snapshot.tsx', { id: `snapshot-${address}` })),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
