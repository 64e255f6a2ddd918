import type { CaseStudy } from './types.ts';
import { neutralAccent, type Accent } from '../../lib/accent.ts';

/** What the public may know of a project: its address, name and subtitle (a private project's teaser outcome). */
export type PublicIdentity = { address: string; name: string; subtitle: string };

type Identified = Pick<CaseStudy, 'name' | 'subtitle' | 'access' | 'codename' | 'teaser'>;

/**
 * A private project is known by its codename, where one is set, and by its
 * teaser's outcome, everywhere outside the ciphertext: card, gate, link
 * preview, CV, page title and address. Its own subtitle stays encrypted. Any
 * other project is known by its own name, whose lower-cased form is its folder.
 */
export function publicIdentity(slug: string, study: Identified): PublicIdentity {
  if (study.access !== 'private') return { address: slug, name: study.name, subtitle: study.subtitle };
  // The content check requires a teaser on a private project; without one, nothing is said rather than the private subtitle.
  const subtitle = study.teaser?.outcome ?? '';
  const name = study.codename?.name ?? study.name;
  return { address: name.toLowerCase(), name, subtitle };
}

/** The project (its folder's slug) at a public address, or undefined. */
export function slugAtAddress<S extends string>(address: string, studies: Record<S, Identified>): S | undefined {
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
