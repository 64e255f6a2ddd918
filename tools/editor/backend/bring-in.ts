import type { FailureReport } from './push-failure.ts';

/** What bringing in the online changes did: how many came in, and how many saved changes now wait to be published. */
export type BringInResult = { broughtIn: number; pending: number } | FailureReport;

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
