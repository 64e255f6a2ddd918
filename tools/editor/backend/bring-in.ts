import type { FailureReport } from './push-failure.ts';
import { hasHiddenCharacters, withoutHiddenCharacters } from '../../../app/features/content/hidden-characters.ts';
import { editableFolder } from './editable-folder.ts';

/** What bringing in the online changes did: how many came in, and how many saved changes now wait to be published. */
export type BringInResult = { broughtIn: number; pending: number } | FailureReport;

/** One file a commit changes, as `git diff-tree --raw` says it: its path, its mode afterwards, and how it changes (A, M, D, T). */
export type IncomingChange = { path: string; mode: string; status: string };

/** A commit the online copy has and this computer has not. */
export type IncomingCommit = { subject: string; changes: IncomingChange[] };

/**
 * What the online copy has that this computer has not, before any of it comes
 * in: each commit and the files it changes, the commit the list goes up to
 * (`tip`: bringing in takes exactly that), and, when some change is one the
 * editor does not bring in, why (`held`); nothing can be brought in then.
 */
export type IncomingReport = { tip: string; commits: { subject: string; files: string[] }[]; held: string | null };

/** git's modes for a symbolic link and for a link to another repository (a submodule). */
const linkMode = '120000';
const submoduleMode = '160000';

/** The changes of `git diff-tree -r -z --no-renames --no-commit-id` (with -m, a merge's changes against each parent). */
export function parseRawChanges(raw: string): IncomingChange[] {
  const fields = raw.split('\0');
  const changes: IncomingChange[] = [];
  for (let i = 0; i < fields.length - 1; i++) {
    const meta = /^:(\d{6}) (\d{6}) [0-9a-f]+ [0-9a-f]+ ([A-Z])\d*$/.exec(fields[i]!);
    if (!meta) continue;
    changes.push({ mode: meta[2]!, status: meta[3]!, path: fields[++i]! });
  }
  return changes;
}

/** A path as the owner reads it: quoted, with its odd characters spelt out, when it holds control characters. */
const shown = (file: string) => (hasHiddenCharacters(file) ? JSON.stringify(file) : file);

/** Why the editor does not bring in a change, or null when it does: only files in content/, never a link. */
export function heldReason({ path, mode, status }: IncomingChange): string | null {
  if (mode === linkMode) return 'a link (symbolic link), which could lead the editor and the site to files outside content/';
  if (mode === submoduleMode) return 'a link to another repository (a submodule)';
  if (!path.startsWith(`${editableFolder}/`))
    return status === 'D'
      ? `removed, and outside ${editableFolder}/: only the site's code and settings live there`
      : `outside ${editableFolder}/: a change to the site's code or settings runs on this computer as soon as it comes in`;
  return null;
}

/** The commits' files, each once, as the Publish panel lists them. */
export function incomingList(commits: readonly IncomingCommit[]) {
  return commits.map(({ subject, changes }) => ({
    subject: withoutHiddenCharacters(subject),
    files: [...new Set(changes.map((change) => shown(change.path)))],
  }));
}

/**
 * The report when the online changes hold a change the editor does not bring
 * in (outside content/, or a link): each such file and why, that nothing
 * changed, and how it comes in instead: by hand, after someone has read it.
 * Null when every change may come in.
 */
export function heldReport(commits: readonly IncomingCommit[], remote: string): FailureReport | null {
  const held = new Map<string, string>();
  for (const { subject, changes } of commits)
    for (const change of changes) {
      const reason = heldReason(change);
      if (reason && !held.has(change.path))
        held.set(change.path, `${shown(change.path)} (in “${withoutHiddenCharacters(subject)}”): ${reason}`);
    }
  if (held.size === 0) return null;
  return {
    failure: 'not-content',
    message:
      `Nothing was brought in: the online copy (${remote}) has changes the editor does not bring in by itself.\n` +
      `${[...held.values()].map((line) => `- ${line}`).join('\n')}\n` +
      'Your saved changes are still here and nothing on this computer changed. Ask whoever set up the project to read these changes ' +
      'and bring them in by hand (docs/editor.md, “Changes the editor does not bring in”); after that, publish again.',
  };
}

/** A file as the owner knows it: the entry it belongs to rather than its path, where there is one. */
const inWords = (file: string) => {
  const study = /^content\/projects\/([^/]+)\/index\.md$/.exec(file);
  if (study) return `the case study ${study[1]} (${file})`;
  return file;
};

const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * The report when the online changes and the saved ones change the same
 * lines: nothing was combined and nothing changed on this computer or online.
 * `files` are the files both sides changed, as git names them.
 */
export function conflictReport(files: readonly string[], remote: string): FailureReport {
  const where = files.length > 0 ? `both change the same lines of ${listed(files.map(inWords))}` : 'change the same lines';
  return {
    failure: 'conflict',
    message:
      `The changes made elsewhere and your saved changes ${where}, so they cannot be put together by themselves. ` +
      `Nothing was changed: your saved changes are still here, not yet online, and the online copy (${remote}) is as it was. ` +
      'Decide which wording to keep with whoever made the other change, then ask whoever set up the project to combine the two ' +
      '(docs/editor.md says how); after that, publish again.',
  };
}

/** What the panel says once the online changes are in. */
export function broughtInMessage({ broughtIn, pending }: { broughtIn: number; pending: number }): string {
  const saved = pending === 1 ? 'Your saved change' : `Your ${pending} saved changes`;
  if (broughtIn === 0)
    return pending === 0
      ? 'There were no online changes to bring in.'
      : `There were no online changes to bring in. ${saved} can be published now.`;
  const came = `Brought in ${broughtIn === 1 ? '1 change' : `${broughtIn} changes`} made elsewhere.`;
  if (pending === 0) return `${came} Everything you saved is online.`;
  return `${came} ${saved} now ${pending === 1 ? 'comes' : 'come'} after ${broughtIn === 1 ? 'it' : 'them'}, ready to publish: press Publish now.`;
}
