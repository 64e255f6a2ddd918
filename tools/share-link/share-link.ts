import { gatePath } from '../../app/lib/pages.ts';
import { publishedPath } from '../../app/lib/public-url.ts';
import type { CaseStudy } from '../../app/features/content/types.ts';
import { publicIdentity } from '../../app/features/content/public-identity.ts';
import { pbkdf2Iterations } from '../../app/features/gate/protected-payload.ts';
import {
  encodeShareToken,
  expiryAfter,
  maxRecipientLength,
  recipientFault,
  shareParameter,
  signedBytes,
  type RecipientFault,
} from '../../app/features/gate/share-token.ts';
import { passwordBits, projectKeyBytes, saltFor, shareKeyPair, signShare } from '../build/encrypt.ts';
import { passwordGroups } from '../build/project-keys.ts';

type Env = { CI?: string } & Record<string, string | undefined>;

export type ShareLinkRequest = {
  /** The project: its folder, its name or its codename, in any case. */
  project: string;
  /** How many days the link opens the project; none: until the password changes. */
  days: number | null;
  /** Who the link is for (`--for`): signed into it, sent only in analytics' "Share link opened", shown nowhere. */
  recipient?: string;
  studies: Record<string, CaseStudy>;
  siteUrl: string;
  env: Env;
  now?: number;
  iterations?: number;
};

export type ShareLink = { url: string; name: string; expires: Date | null; variable: string; warning?: string };

/** The folder of the private project a name means, or an error saying which names would do. */
export function findPrivateProject(name: string, studies: Record<string, CaseStudy>): string {
  const wanted = name.trim().toLowerCase();
  const privateSlugs = Object.keys(studies).filter((slug) => studies[slug]!.access === 'private');
  const slug = privateSlugs.find((candidate) => {
    const study = studies[candidate]!;
    return [candidate, study.name.toLowerCase(), publicIdentity(candidate, study).address].includes(wanted);
  });
  if (privateSlugs.length === 0)
    throw new Error(
      'The site has no private project: no case study in content/projects says "access: private", so there is no link to make or take back.',
    );
  if (!slug) {
    const names = privateSlugs.map((candidate) => publicIdentity(candidate, studies[candidate]!).name);
    throw new Error(`"${name}" is not a private project. The private projects: ${names.join(', ')}.`);
  }
  return slug;
}

/**
 * An address that opens one private project without typing: the gate, with
 * a fragment carrying the project's key and expiry, signed with the key pair
 * the password gives (tools/build/encrypt.ts, app/features/gate/share-token.ts).
 * It derives the keys as the build does, from the same password and the
 * site's address, so it needs no build and works with the published one.
 */
export function makeShareLink({
  project,
  days,
  recipient,
  studies,
  siteUrl,
  env,
  now = Date.now(),
  iterations = pbkdf2Iterations,
}: ShareLinkRequest): ShareLink {
  const slug = findPrivateProject(project, studies);
  const group = passwordGroups(env, studies, []).find((candidate) => candidate.projects.some((entry) => entry.slug === slug))!;
  const { address, name } = publicIdentity(slug, studies[slug]!);
  const bits = passwordBits(group.verdict.password, saltFor(siteUrl, group.name), iterations);
  const token = {
    address,
    expires: expiryAfter(days, now),
    key: new Uint8Array(projectKeyBytes(bits, address)),
    ...(recipient === undefined ? {} : { recipient }),
  };
  const signature = signShare(shareKeyPair(bits, address).privateKey, signedBytes(token));
  // The gate's address as every link names it, with its slash (decision 043).
  const gate = new URL(publishedPath(gatePath), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  gate.hash = `${shareParameter}=${encodeShareToken(token, signature)}`;
  return {
    url: gate.href,
    name,
    expires: token.expires === null ? null : new Date(token.expires * 1000),
    variable: group.variable,
    ...(group.verdict.stop || group.verdict.warn ? { warning: group.verdict.stop ?? group.verdict.warn } : {}),
  };
}

/** What the command says of a label it refuses. */
export function recipientProblem(label: string): string | undefined {
  const fault = recipientFault(label);
  if (!fault) return undefined;
  const problems: Record<RecipientFault, string> = {
    empty: 'is empty; name who the link is for, e.g. --for "Acme Recruiting"',
    'hidden-characters': 'holds a control or invisible character; type the name again with plain characters',
    'too-long': `is ${[...label].length} characters long; shorten it to at most ${maxRecipientLength}`,
    'spaces-around': 'starts or ends with a space; remove it',
  };
  return problems[fault];
}

/** How the command is called. */
export const shareLinkUsage =
  'Usage: npm run share-link -- <project> [--days N] [--for "<recipient>"]   or   npm run share-link -- revoke <project>';

export type ShareLinkCommand =
  { command: 'link'; project: string; days: number | null; recipient?: string } | { command: 'revoke'; project: string };

/** `<project> [--days N] [--for "<recipient>"]` or `revoke <project>`, or an error saying how to call it. */
export function parseShareLinkArgs(args: readonly string[]): ShareLinkCommand {
  const usage = shareLinkUsage;
  if (args[0] === 'revoke') {
    const [, project, ...rest] = args;
    if (!project || project.startsWith('-')) throw new Error(`Name the project whose links to take back. ${usage}`);
    if (rest.length > 0) throw new Error(`Unexpected "${rest[0]}". ${usage}`);
    return { command: 'revoke', project };
  }
  let project: string | undefined;
  let days: number | null = null;
  let recipient: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--for' || arg.startsWith('--for=')) {
      const value = arg === '--for' ? args[++i] : arg.slice('--for='.length);
      if (recipient !== undefined) throw new Error(`--for is given twice; a link is for one recipient. ${usage}`);
      const problem = value === undefined ? 'is missing' : recipientProblem(value);
      if (problem) throw new Error(`The recipient after --for ${problem}. ${usage}`);
      recipient = value;
      continue;
    }
    if (arg === '--days' || arg.startsWith('--days=')) {
      const value = arg === '--days' ? args[++i] : arg.slice('--days='.length);
      const parsed = Number(value);
      if (!value || !Number.isFinite(parsed) || parsed <= 0 || parsed > 3650)
        throw new Error(`--days takes a number of days above 0, at most 3650. ${usage}`);
      days = parsed;
    } else if (arg.startsWith('-') || project !== undefined) {
      throw new Error(`Unexpected "${arg}". ${usage}`);
    } else {
      project = arg;
    }
  }
  if (!project) throw new Error(`Name the project. ${usage}`);
  return { command: 'link', project, days, ...(recipient === undefined ? {} : { recipient }) };
}

/**
 * What the command says after a link, on standard error: how long it opens
 * the project, and what no date can stop.
 */
export function linkNotice(
  { name, expires, variable, recipient }: Pick<ShareLink, 'name' | 'expires' | 'variable'> & { recipient?: string },
  project: string,
): string {
  const until = expires ? `until ${expires.toUTCString()}` : `until ${variable} changes`;
  const forWhom =
    recipient === undefined ? '' : ` Made for "${recipient}": analytics, when the site has it on, names them when it is opened.`;
  return [
    `Opens ${name} ${until}. Anyone holding it can open the project: send it to one person.${forWhom}`,
    "The link stays in the recipient's browser history, key included, even after the page takes it off the",
    'address bar. The date stops the link, not the key: a key copied out of it keeps opening the project',
    `until its password changes. To take back every link to it: npm run share-link -- revoke ${project}`,
  ].join('\n');
}
