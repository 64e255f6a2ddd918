import { projectOrder, studyOf } from './features/content/content.server.ts';
import { publicIdentity } from './features/gate/public-identity.ts';
import { designSystemPath } from './features/design-system/path.ts';
import { notFoundPageSlug } from './features/layout/not-found-slug.ts';
import { snapshotFolder } from './lib/build-output.ts';

export { snapshotFolder };


/** Path of the page that becomes `404.html` (the splat route renders it). */
export const notFoundPrerenderPath = `/${notFoundPageSlug}`;

// `?.`: an order entry without a project must not stop the config loading
// before the content check can name it.
export const publicSlugs = projectOrder.filter((slug) => studyOf(slug).access === 'public');
/** The public addresses of the private projects: a codename's, where one is set. */
export const privateAddresses = projectOrder
  .filter((slug) => studyOf(slug).access === 'private')
  .map((slug) => publicIdentity(slug, studyOf(slug)).address);

/**
 * Build only: each private project's unlocked case study, rendered like any
 * page so that postbuild can encrypt it as the snapshot a key holder sees
 * before the app arrives, then delete it (tools/build/postbuild/protected-snapshots.ts).
 * Never shipped, never linked.
 */
export const snapshotPath = (address: string) => `/${snapshotFolder}/${address}`;

/** The pages that belong in search results and the sitemap: not the gate, not the protected page. */
export function indexablePaths(): string[] {
  return ['/', '/about', '/cv', ...publicSlugs.map((slug) => `/${slug}`), designSystemPath];
}

/** Every page the site ships. */
export function pagePaths(): string[] {
  return [
    '/',
    '/about',
    '/cv',
    ...publicSlugs.map((slug) => `/${slug}`),
    designSystemPath,
    '/private',
    ...privateAddresses.map((address) => `/${address}`),
    notFoundPrerenderPath,
  ];
}

/** What the build renders: every page, and the protected snapshots postbuild encrypts and deletes. */
export function prerenderPaths(): string[] {
  return [...pagePaths(), ...privateAddresses.map(snapshotPath)];
}
