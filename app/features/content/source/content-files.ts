import { lstatSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { insideRefusal, linkOnTheWay } from '../../../lib/real-path.server.ts';
import { line } from '../issue-line.ts';
import { contentFolder } from './files.ts';

/**
 * The content is read only from ordinary files inside `content/`: a symbolic
 * link is never followed, since one could bring any file of the computer
 * (a key, `/etc/passwd`, the repository's settings) into the site or the
 * editor, under a name that looks like content.
 */

/** A path from the repository root, with forward slashes (`content/projects/<slug>/index.md`). */
const relative = (root: string, full: string) => path.relative(root, full).split(path.sep).join('/');

/**
 * Why the site may not read `file` (a path from `root`), as a problem line, or
 * undefined for a regular file whose real path lies inside content/.
 * A missing file is not this function's to report: undefined too.
 */
export function unreadableFile(root: string, file: string): string | undefined {
  const full = path.join(root, file);
  const stats = lstatSync(full, { throwIfNoEntry: false });
  if (!stats) return undefined;
  const link = linkOnTheWay(full, root);
  if (link === full)
    return line(
      file,
      '',
      `is a symbolic link (to ${readlinkSync(full)}), which the site never follows; the content is read only from files inside content/. Put the file itself here instead of the link, or delete it`,
    );
  if (link !== undefined)
    return line(
      file,
      '',
      `lies in ${relative(root, link)}, a symbolic link to a folder (to ${readlinkSync(link)}), which the site never follows; the content is read only from files inside content/. Replace the linked folder with the folder itself`,
    );
  if (!stats.isFile() && !stats.isDirectory()) return line(file, '', 'is not an ordinary file or folder, so the site cannot read it; replace it with an ordinary file, or delete it');
  const elsewhere = insideRefusal(full, path.join(root, contentFolder));
  if (elsewhere)
    return line(
      file,
      '',
      `lies outside content/ (it is ${elsewhere.kind === 'elsewhere' ? elsewhere.real : full}); the content is read only from files inside content/. Move it into content/`,
    );
  return undefined;
}

/** Whether `file` (a path from `root`) is there at all, a link included, without following it. */
export const isThere = (root: string, file: string) => lstatSync(path.join(root, file), { throwIfNoEntry: false }) !== undefined;

/**
 * Everything under `content/`: its ordinary files (paths from the repository
 * root with forward slashes, sorted) and a problem line for each entry that
 * is anything else. Folders are entered, symbolic links never.
 */
export function contentEntries(root: string): { files: string[]; refused: string[] } {
  const files: string[] = [];
  const refused: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push(relative(root, full));
      else refused.push(unreadableFile(root, relative(root, full)) ?? line(relative(root, full), '', 'cannot be read; delete it'));
    }
  };
  const top = unreadableFile(root, contentFolder);
  if (top === undefined) walk(path.join(root, contentFolder));
  else refused.push(top);
  return { files: files.sort(), refused };
}

/** Every ordinary file under `content/`, as paths from the repository root with forward slashes. */
export const listContentFiles = (root: string): string[] => contentEntries(root).files;
