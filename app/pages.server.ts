import { caseStudies, projectOrder } from './features/content/content.server.ts';
import { publicIdentity } from './features/content/public-identity.ts';
import type { SiteProjects } from './lib/pages.ts';

/**
 * The content's part of the page table (app/lib/pages.ts): the projects the home
 * page lists, public and private. The route config and React Router's config
 * read this before the content is checked, so it must not throw on content
 * the check would refuse: an entry of `projects:` in content/site.yaml that
 * names no project is left out here, and the content check names it
 * (app/features/content/validation/projects.ts).
 */
const listed = projectOrder.filter((slug) => Object.hasOwn(caseStudies, slug)).map((slug) => ({ slug, study: caseStudies[slug]! }));

/** The public projects' addresses (their folders' names), in the home page's order. */
export const publicSlugs: readonly string[] = listed.filter(({ study }) => study.access === 'public').map(({ slug }) => slug);

/** The public addresses of the private projects: a codename's, where one is set (a codename without a name is the check's to report). */
export const privateAddresses: readonly string[] = listed
  .filter(({ study }) => study.access === 'private')
  .map(({ slug, study }) => (typeof study.codename?.name === 'string' ? publicIdentity(slug, study).address : slug));

export const siteProjects: SiteProjects = { publicSlugs, privateAddresses };
