import { hasPublicAccent, publicIdentity } from '../../../app/features/content/public-identity.ts';
import { caseStudies, projectOrder } from '../../../app/features/content/content.server.ts';
import type { Accent } from '../../../app/features/design-system/built-tokens.ts';

/**
 * Each project's accent pair from its case study, in home-page order
 * (docs/decisions/018), named by the project's public address: a private
 * project with a codename stays under its codename. `public` (tokens.json,
 * /design-system) leaves out a codename project's accent unless its content
 * opts in (`publicAccent: true`): its colours could name the client. `all`
 * (the contrast guard) keeps every colour the site draws, the unlocked case
 * studies' included.
 */
export function projectAccents(which: 'public' | 'all' = 'public'): Record<string, Accent> {
  return Object.fromEntries(
    projectOrder
      .filter((slug) => caseStudies[slug] && (which === 'all' || hasPublicAccent(caseStudies[slug])))
      .map((slug) => [publicIdentity(slug, caseStudies[slug]!).address, caseStudies[slug]!.accent]),
  );
}
