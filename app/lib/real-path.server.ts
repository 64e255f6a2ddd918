import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a path really leads, for every inside/outside decision the project
 * makes about files on the owner's computer: the content check and the dev
 * server (only real files inside content/ are read), the editor's backend
 * (only those are written), and the portfolio deck (never into a folder that
 * is published). A path is judged by where it leads once every link
 * (symbolic link) on the way is followed, never by how it is written:
 * `outlink/deck.pdf`, where `outlink` is a link to `build/client`, is inside
 * `build/`. Node only.
 */

/** Whether `file` is `folder` or lies under it, comparing the two paths as given (both absolute, or both from the same folder). */
export function liesWithin(file: string, folder: string): boolean {
  const relative = path.relative(path.resolve(folder), path.resolve(file));
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

/** Whether something is at `file` itself, a link included, without following it. */
const lstatOf = (file: string) => {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
};

/**
 * The real path of `file`: absolute, every link on the way followed. The
 * part of it that does not exist yet (a file about to be written, a new
 * folder) is kept as written, after the real path of its nearest existing
 * folder. Throws when a link on the way leads nowhere (its target is gone):
 * such a path has no place to judge.
 */
export function realPathOf(file: string): string {
  let existing = path.resolve(file);
  const notYet: string[] = [];
  while (!lstatOf(existing)) {
    const parent = path.dirname(existing);
    if (parent === existing) break;
    notYet.unshift(path.basename(existing));
    existing = parent;
  }
  return path.join(realpathSync(existing), ...notYet);
}

/** Whether `file` leads into `folder`: as written, or once the links on the way of either are followed. */
export function leadsInto(file: string, folder: string): boolean {
  if (liesWithin(file, folder)) return true;
  try {
    return liesWithin(realPathOf(file), realPathOf(folder));
  } catch {
    // A link that leads nowhere: where it would lead once its target is made is unknown, so it may be there.
    return true;
  }
}

/**
 * The first link on the way from `folder` down to `file`, `file` itself
 * included and `folder` not, as an absolute path; undefined when there is
 * none. The parts that do not exist yet are no link.
 */
export function linkOnTheWay(file: string, folder: string): string | undefined {
  const base = path.resolve(folder);
  let current = base;
  for (const part of path.relative(base, path.resolve(file)).split(path.sep).filter(Boolean)) {
    current = path.join(current, part);
    const stats = lstatOf(current);
    if (!stats) return undefined;
    if (stats.isSymbolicLink()) return current;
  }
  return undefined;
}

/** Why a path does not lie inside its folder: written outside it, through a link, or (with no link on the way) really elsewhere. */
export type InsideRefusal = { kind: 'outside' } | { kind: 'link'; link: string } | { kind: 'elsewhere'; real: string };

/**
 * Why `file` is not really inside `folder`, or undefined when it is: written
 * inside it, with no link on the way from `folder` down to `file` (`file`
 * itself included, even a link that points inside: it could be changed to
 * point anywhere), and with its real path inside the folder's. A file not
 * written yet counts by its nearest existing folder.
 */
export function insideRefusal(file: string, folder: string): InsideRefusal | undefined {
  if (!liesWithin(file, folder) || file.includes('\0')) return { kind: 'outside' };
  const link = linkOnTheWay(file, folder);
  if (link !== undefined) return { kind: 'link', link };
  let real: string;
  try {
    real = realPathOf(file);
    if (liesWithin(real, realPathOf(folder))) return undefined;
  } catch {
    return { kind: 'elsewhere', real: path.resolve(file) };
  }
  return { kind: 'elsewhere', real };
}
