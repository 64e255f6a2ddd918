import { caseStudies } from '../../content/projects/index.ts';
import { projectOrder } from '../../content/projects/order.ts';
import type { Accent } from './build-tokens.ts';

/** Each project's accent pair from its case study, in home-page order (docs/decisions/018). */
export function projectAccents(): Record<string, Accent> {
  return Object.fromEntries(
    projectOrder.filter((slug) => caseStudies[slug]).map((slug) => [slug, caseStudies[slug]!.accent]),
  );
}
