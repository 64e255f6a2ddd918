import { publicIdentity } from '../../../app/features/gate/public-identity.ts';
import { caseStudies, projectOrder } from '../../../app/features/content/content.server.ts';
import type { Accent } from './build-tokens.ts';

/**
 * Each project's accent pair from its case study, in home-page order
 * (docs/decisions/018), named by the project's public address: a private
 * project with a codename stays under its codename in tokens.json and on
 * /design-system.
 */
export function projectAccents(): Record<string, Accent> {
  return Object.fromEntries(
    projectOrder
      .filter((slug) => caseStudies[slug])
      .map((slug) => [publicIdentity(slug, caseStudies[slug]!).address, caseStudies[slug]!.accent]),
  );
}
