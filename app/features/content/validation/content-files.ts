import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under `content/`, as paths from the repository root with forward slashes. */
export function listContentFiles(root: string): string[] {
  const folder = path.join(root, 'content');
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
