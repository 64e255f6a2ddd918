import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { editableFolder, isEditable, staysEditable } from './request-guard.ts';

/**
 * Whether the editor may read, write or list a path: it lies in content/ as
 * written, it is no link (a symbolic link is refused even when it points
 * inside content/: it could be changed to point anywhere), and its real path,
 * once every folder on the way is followed, lies in content/ too. A path not
 * written yet counts by its nearest existing folder. Returns why not, naming
 * the path and the fix, or null.
 */
export async function contentFileRefusal(repoPath: string, root: string): Promise<string | null> {
  if (!isEditable(repoPath, root)) return `"${repoPath}" is outside ${editableFolder}/`;
  const absolute = path.resolve(root, repoPath);
  const stat = await lstat(absolute).catch(() => undefined);
  if (!stat) return (await staysEditable(repoPath, root)) ? null : `"${repoPath}" leads outside ${editableFolder}/ through a link`;
  if (stat.isSymbolicLink())
    return `"${repoPath}" is a link (a symbolic link), not a file: the editor reads and writes only real files in ${editableFolder}/. Replace the link with a copy of the file it points to.`;
  if (!stat.isFile() && !stat.isDirectory()) return `"${repoPath}" is not a file`;
  const folder = await realpath(path.resolve(root, editableFolder));
  const relative = path.relative(folder, await realpath(absolute));
  if (relative.startsWith('..') || path.isAbsolute(relative)) return `"${repoPath}" leads outside ${editableFolder}/ through a link`;
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
