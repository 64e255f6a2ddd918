import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { insideRefusal, linkOnTheWay } from '../../../app/lib/real-path.server.ts';
import { editableFolder, isEditable } from './request-guard.ts';

/** A path from the project's folder, with forward slashes, as the editor names files. */
const fromRoot = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/**
 * Whether the editor may read, write or list a path: it lies in content/ as
 * written, no link (symbolic link) is on its way from the project's folder,
 * the file itself or any folder it lies in (a link is refused even when it
 * points inside content/: it could be changed to point anywhere), and its
 * real path lies in content/ too (real-path.server.ts). A path not written
 * yet counts by its nearest existing folder. And a file it is `writing` has
 * no other name (a hard link, which no real path reveals): its contents are
 * those of a file that may lie anywhere on the disk. Returns why not, naming
 * the path and the fix, or null.
 */
export async function contentFileRefusal(repoPath: string, root: string, { writing = false } = {}): Promise<string | null> {
  if (!isEditable(repoPath, root)) return `"${repoPath}" is outside ${editableFolder}/`;
  const absolute = path.resolve(root, repoPath);
  const link = linkOnTheWay(absolute, root);
  if (link === absolute)
    return `"${repoPath}" is a link (a symbolic link), not a file: the editor reads and writes only real files in ${editableFolder}/. Replace the link with a copy of the file it points to.`;
  if (link !== undefined)
    return `"${repoPath}" lies in "${fromRoot(root, link)}", a link (a symbolic link) to a folder: the editor reads and writes only real files in ${editableFolder}/. Replace the link with a copy of the folder it points to.`;
  if (insideRefusal(absolute, path.resolve(root, editableFolder))) return `"${repoPath}" leads outside ${editableFolder}/ through a link`;
  const stat = await lstat(absolute).catch(() => undefined);
  if (stat && !stat.isFile() && !stat.isDirectory()) return `"${repoPath}" is not a file`;
  if (writing && stat?.isFile() && stat.nlink > 1)
    return `"${repoPath}" is a hard link, another name of a file that may lie outside ${editableFolder}/: saving it would change that file too. Replace it with a copy of the file.`;
  return null;
}

/**
 * The files of a listing the editor may show: each entry whose path is refused
 * is left out, and `skipped` is told why, once for each.
 */
export async function usableEntries<T>(
  entries: readonly T[],
  pathOf: (entry: T) => unknown,
  root: string,
  skipped: (reason: string) => void,
) {
  const kept: T[] = [];
  for (const entry of entries) {
    const file = pathOf(entry);
    const reason = typeof file === 'string' ? await contentFileRefusal(file, root) : 'an entry without a path';
    if (reason) skipped(reason);
    else kept.push(entry);
  }
  return kept;
}
