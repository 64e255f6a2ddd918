import { existsSync } from 'node:fs';
import { readdir, rename, rmdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * React Router writes the pages of a sub-path build under that path
 * (build/client/portfolio/…) but the assets at build/client/assets. A host
 * serves the whole folder at the sub-path, so the pages move up beside them.
 */
export async function movePagesToBase(client: string, basePath: string): Promise<void> {
  if (basePath === '/') return;
  const pagesDir = path.join(client, basePath);
  for (const entry of await readdir(pagesDir)) {
    if (existsSync(path.join(client, entry))) throw new Error(`postbuild: ${entry} exists twice in ${client}.`);
    await rename(path.join(pagesDir, entry), path.join(client, entry));
  }
  for (let dir = pagesDir; dir !== client; dir = path.dirname(dir)) await rmdir(dir);
}
