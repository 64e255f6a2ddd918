import { spawnSync } from 'node:child_process';
import { constants, lstatSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { CaseStudy } from '../../app/features/content/types.ts';
import { leadsInto, liesWithin, realPathOf } from '../../app/lib/real-path.server.ts';
import { publicIdentity } from '../../app/features/content/public-identity.ts';
import { defaultLocale, locales, type Locale } from '../../app/i18n/locale.ts';

export const usage = 'Usage: npm run portfolio-pdf -- --for "Acme Recruiting" [--projects huru,mango] [--lang es] [--out deck.pdf]';

export type DeckRequest = {
  /** The projects as typed, in order; none: the home page's public projects. */
  projects: string[] | null;
  recipient: string;
  locale: Locale;
  /** Where to write the deck; none: a file named after the owner, the recipient and the day, in the current folder. */
  out: string | null;
};

/** `--for "Acme Recruiting" --projects huru,mango --lang es --out deck.pdf` (or `--name=value`), or an error of one line saying what is wrong. */
export function parseDeckArgs(args: readonly string[]): DeckRequest {
  const values = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const match = /^--(projects|for|lang|out)(?:=(.*))?$/s.exec(arg);
    if (!match) throw new Error(`Unexpected "${arg}". ${usage}`);
    const [, name, inline] = match as unknown as [string, string, string | undefined];
    const value = inline ?? args[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) {
      if (name === 'for') throw new Error(`--for needs the recipient's name, e.g. --for "Acme Recruiting".`);
      throw new Error(`--${name} needs a value. ${usage}`);
    }
    values.set(name, value);
  }
  const recipient = (values.get('for') ?? '').replace(/\s+/g, ' ').trim();
  if (!recipient) throw new Error(`--for needs the recipient's name, e.g. --for "Acme Recruiting".`);
  const lang = values.get('lang') ?? defaultLocale;
  if (!(locales as readonly string[]).includes(lang)) throw new Error(`--lang takes ${locales.join(' or ')}, not "${lang}".`);
  const projects = values.has('projects')
    ? values
        .get('projects')!
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : null;
  if (projects && projects.length === 0) throw new Error(`--projects needs at least one project, e.g. --projects huru,mango.`);
  const out = values.get('out')?.trim() || null;
  if (values.has('out') && !out) throw new Error(`--out needs a file name, e.g. --out deck.pdf.`);
  return { projects, recipient, locale: lang as Locale, out };
}

/** How many single-letter edits turn one word into the other (Levenshtein). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The name among `names` closest to `typed`, if it is close enough to be a typing slip (or `typed` starts it). */
export function suggestion(typed: string, names: readonly string[]): string | undefined {
  const wanted = typed.toLowerCase();
  const scored = names
    .map((name) => ({ name, distance: name.toLowerCase().startsWith(wanted) ? 0 : editDistance(wanted, name.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance);
  const best = scored[0];
  return best && best.distance <= Math.max(2, Math.floor(wanted.length / 3)) ? best.name : undefined;
}

/**
 * The project folders the names mean, in the order given: a folder, a name
 * or a codename, in any case. An unknown one is an error of one line, with
 * the nearest name when there is one.
 */
export function findProjects(names: readonly string[], studies: Readonly<Record<string, CaseStudy>>): string[] {
  const slugs = Object.keys(studies).sort();
  const known = (slug: string) => {
    const study = studies[slug]!;
    return [slug, study.name.toLowerCase(), publicIdentity(slug, study).address];
  };
  const found = names.map((name) => {
    const slug = slugs.find((candidate) => known(candidate).includes(name.toLowerCase()));
    if (slug) return slug;
    const near = suggestion(name, slugs);
    throw new Error(
      `No project "${name}" in content/projects.${near ? ` Did you mean "${near}"?` : ''} The projects: ${slugs.join(', ')}.`,
    );
  });
  const twice = found.find((slug, i) => found.indexOf(slug) !== i);
  if (twice) throw new Error(`--projects names ${twice} twice; name each project once.`);
  return found;
}

/** The home page's public projects, in its order: the deck's projects when none are named. */
export const defaultDeckProjects = (order: readonly string[], studies: Readonly<Record<string, CaseStudy>>) =>
  order.filter((slug) => studies[slug]?.access === 'public');

/**
 * A file with more than one name (a hard link): writing the deck into it
 * changes it under every name, and the others may lie anywhere on the same
 * disk, in build/client among them. Nothing says where they are.
 */
const hardLinkRefusal = (out: string) =>
  `Cannot write ${out}: it is a hard link, another name of a file that may be anywhere, and the deck would replace that file too. Choose another --out.`;

/**
 * Why the deck may not be written at `out`, in one line, or undefined. A deck
 * may hold private work, so it never goes into a folder a host publishes
 * (`published`: build/ and public/), judged by where `out` really leads
 * (real-path.server.ts): `outlink/deck.pdf`, where `outlink` is a link to
 * `build/client`, is inside `build/`. And `out` itself may not be a link
 * (symbolic link) nor a hard link: writing the deck would replace the file it
 * points to, or shares its contents with, wherever that is, the published
 * home page among them. Nor may it lie where git would add it with the
 * site's files (`wouldCommit`: committable), to be pushed with them.
 */
export function deckOutRefusal(
  out: string,
  published: readonly string[],
  wouldCommit: (file: string) => boolean = () => false,
): string | undefined {
  const stats = lstatSync(out, { throwIfNoEntry: false });
  if (stats?.isSymbolicLink())
    return `Cannot write ${out}: it is a link (a symbolic link), and the deck would replace the file it points to. Choose another --out.`;
  if (stats?.isFile() && stats.nlink > 1) return hardLinkRefusal(out);
  const folder = published.find((candidate) => leadsInto(out, candidate));
  if (folder !== undefined) {
    const how = liesWithin(out, folder) ? '' : ' through a link';
    return `Cannot write ${out}: it is inside ${folder}${how}, which is published. Choose another --out.`;
  }
  if (wouldCommit(out))
    return `Cannot write ${out}: it is inside the project's repository, where git would add it with the site's files and push it with them (a site's repository is often public). Choose a folder outside the project, or leave out --out.`;
  return undefined;
}

/**
 * Whether git would add `out` with the site's files: it leads into the
 * project's repository, and no .gitignore leaves it out (the project's leaves
 * out a deck under the name the command gives it). A deck there goes online
 * with the next `git add -A` and push. False where there is no repository.
 */
export function committable(out: string, root: string): boolean {
  if (!leadsInto(out, root)) return false;
  // 0: ignored; 1: git would add it; 128: no repository there.
  return spawnSync('git', ['check-ignore', '--quiet', '--', realPathOf(out)], { cwd: root }).status === 1;
}

/**
 * Writes the deck at `out`, checked again as it is opened: never through a
 * link (symbolic or hard) put there while the deck was drawn. The file is
 * opened without following a link (O_NOFOLLOW) and emptied only once it is
 * known to have no other name.
 */
export async function writeDeck(out: string, pdf: Uint8Array): Promise<void> {
  const file = await open(out, constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW, 0o644);
  try {
    if ((await file.stat()).nlink > 1) throw new Error(hardLinkRefusal(out));
    await file.truncate(0);
    await file.writeFile(pdf);
  } finally {
    await file.close();
  }
}
