import type { CaseStudy } from '../content/types.ts';

/** What the public may know of a project: its address, name and subtitle. */
export type PublicIdentity = { address: string; name: string; subtitle: string };

/**
 * A private project with a codename is known by it everywhere outside the
 * ciphertext: card, gate, link preview, page title and address. Any other
 * project is known by its own name, whose lower-cased form is its folder.
 */
export function publicIdentity(slug: string, study: Pick<CaseStudy, 'name' | 'subtitle' | 'access' | 'codename'>): PublicIdentity {
  const codename = study.access === 'private' ? study.codename : undefined;
  return codename
    ? { address: codename.name.toLowerCase(), name: codename.name, subtitle: codename.subtitle }
    : { address: slug, name: study.name, subtitle: study.subtitle };
}

/** The project (its folder's slug) at a public address, or undefined. */
export function slugAtAddress<S extends string>(
  address: string,
  studies: Record<S, Pick<CaseStudy, 'name' | 'subtitle' | 'access' | 'codename'>>,
): S | undefined {
  return (Object.keys(studies) as S[]).find((slug) => publicIdentity(slug, studies[slug]).address === address);
}
