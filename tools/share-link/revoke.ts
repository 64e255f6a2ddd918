import { randomInt } from 'node:crypto';
import * as en from '@zxcvbn-ts/language-en';
import type { CaseStudy } from '../../app/features/content/types.ts';
import { publicIdentity } from '../../app/features/content/public-identity.ts';
import { projectPasswordVariable, passwordGroups } from '../build/project-keys.ts';
import { findPrivateProject } from './share-link.ts';

type Env = { CI?: string } & Record<string, string | undefined>;

/** How many words a new password has: about 65 bits from 8,192 words, far past what the build asks. */
export const newPasswordWords = 5;

/**
 * The words a new password is drawn from: the 8,192 most common English words
 * of four to eight lowercase letters that are not also first or last names,
 * easy to read out and to type.
 */
export const passwordWordList: readonly string[] = (() => {
  const names = new Set([...en.dictionary['firstnames-en'], ...en.dictionary['lastnames-en']]);
  return en.dictionary['commonWords-en'].filter((word) => /^[a-z]{4,8}$/.test(word) && !names.has(word)).slice(0, 8192);
})();

/** A new password: `newPasswordWords` words drawn at random (crypto.randomInt), separated by spaces. */
export function newPassword(pick: (max: number) => number = randomInt): string {
  return Array.from({ length: newPasswordWords }, () => passwordWordList[pick(passwordWordList.length)]!).join(' ');
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
}: {
  project: string;
  studies: Record<string, CaseStudy>;
  env: Env;
  pick?: (max: number) => number;
}): Revocation {
  const slug = findPrivateProject(project, studies);
  const variable = projectPasswordVariable(slug);
  const group = passwordGroups(env, studies, []).find((candidate) => candidate.projects.some((entry) => entry.slug === slug))!;
  const { name, address } = publicIdentity(slug, studies[slug]!);
  return {
    name,
    variable,
    password: newPassword(pick),
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
