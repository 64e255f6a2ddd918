import type { CaseStudy } from '../content/types.ts';
import { neutralAccent, type Accent } from '../../lib/accent.ts';

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

/**
 * Whether a project's own accent pair may appear outside the ciphertext: a
 * codename project's colours can name the client as surely as its name, so
 * they stay private unless its content says `publicAccent: true`.
 */
export function hasPublicAccent(study: Pick<CaseStudy, 'access' | 'codename' | 'publicAccent'>): boolean {
  const hidesIdentity = study.access === 'private' && study.codename !== undefined;
  return !hidesIdentity || study.publicAccent === true;
}

/** The accent a project shows on public pages (its card, the gate): its own, or the neutral one. */
export function publicAccentOf(study: Pick<CaseStudy, 'access' | 'codename' | 'publicAccent' | 'accent'>): Accent {
  return hasPublicAccent(study) ? study.accent : neutralAccent;
}
