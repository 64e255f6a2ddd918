import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { defaultPassword } from '../../app/features/gate/protected-payload.ts';

/**
 * Build-time rules for PORTFOLIO_PASSWORD. There is no server to slow
 * guesses down, so the only defence of a published private case study is
 * how long its password takes to guess offline (docs/private-work.md, threat model).
 */

/** Below this many estimated guesses the build stops; below `warnBelow` it warns. */
export const stopBelow = 1e10;
export const warnBelow = 1e12;

/** One GPU running PBKDF2-SHA-256 at 600,000 iterations: about ten thousand guesses a second. */
export const gpuGuessesPerSecond = 1e4;

const where =
  '  GitHub Pages: Settings → Secrets and variables → Actions → New repository secret\n' +
  '  Netlify: Site configuration → Environment variables\n' +
  '  Vercel: Project Settings → Environment Variables\n' +
  '  Cloudflare Pages: Settings → Variables and Secrets (type Secret)\n' +
  '  Step by step: docs/deploying.md';

const advice = 'Use four or more random words, e.g. "plum tractor ceiling wisdom" (not this one).';

/** "3 hours", "41 years": how long one GPU takes to try this many guesses (half of them on average; we say all). */
export function crackTime(guesses: number): string {
  const seconds = guesses / gpuGuessesPerSecond;
  const units: [string, number][] = [
    ['year', 365.25 * 86_400],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
    ['second', 1],
  ];
  if (seconds >= 1e4 * units[0]![1]) return 'more than ten thousand years';
  for (const [unit, size] of units) {
    const count = Math.round(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'}`;
  }
  return 'under a second';
}

let factory: ZxcvbnFactory | null = null;

/** zxcvbn's estimate of how many guesses the password takes, knowing the site's own words. */
export function estimateGuesses(password: string, siteWords: string[] = []): number {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return factory.check(password, siteWords).guesses;
}

/** The words a guesser tries first for this site: the owner's name and the projects' names and codenames. */
export function siteWordsOf(ownerName: string, studies: Readonly<Record<string, { name: string; codename?: { name: string } }>>): string[] {
  return [
    ...ownerName.split(' '),
    ...Object.values(studies).flatMap((study) => [study.name, study.codename?.name ?? '']),
    'portfolio',
  ].filter(Boolean);
}

export type PasswordVerdict = { password: string; stop?: string; warn?: string };

type Env = { CI?: string } & Record<string, string | undefined>;

/** The site's password: every private project without one of its own opens with it. */
export const sitePasswordVariable = 'PORTFOLIO_PASSWORD';

/**
 * The password a build encrypts with, and what to say about it. A deploy
 * (CI set, as every host's build sets it) refuses a missing or default
 * password; a local build keeps the documented default, with a warning.
 */
export function checkBuildPassword(env: Env, siteWords: string[], estimate = estimateGuesses, variable = sitePasswordVariable): PasswordVerdict {
  const given = env[variable] ?? '';
  const deploy = Boolean(env.CI) && env.CI !== 'false';
  if (!given.trim() || given.trim() === defaultPassword) {
    if (deploy) {
      return {
        password: defaultPassword,
        stop:
          `${variable} is ${given.trim() ? 'the public default' : 'not set'}, and this is a deploy build (CI is set): ` +
          `the private case studies would be published under the password "${defaultPassword}", which the README prints.\n` +
          `Set ${variable} as a secret on your host, then build again:\n${where}`,
      };
    }
    return {
      password: defaultPassword,
      warn:
        `The private case studies are encrypted with the default password "${defaultPassword}".\n` +
        "Set your own for a real deploy: PORTFOLIO_PASSWORD='four random words' npm run build",
    };
  }
  const guesses = estimate(given, siteWords);
  const time = crackTime(guesses);
  if (guesses < stopBelow) {
    return {
      password: given,
      stop: `${variable} is too easy to guess: one GPU would find it in about ${time}, with no server to slow it down. ${advice}`,
    };
  }
  if (guesses < warnBelow) {
    return {
      password: given,
      warn: `${variable} could be guessed by one GPU in about ${time}. ${advice}`,
    };
  }
  return { password: given };
}
