import { existsSync, statSync } from 'node:fs';
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
  await moveInto(pagesDir, client);
  for (let dir = pagesDir; dir !== client; dir = path.dirname(dir)) await rmdir(dir);
}

/**
 * Moves every entry of `from` into `to`. A folder both have is merged (the
 * Spanish pages' `es/` beside the build's own `es/protected/` files); a file
 * both have is an error, never overwritten.
 */
async function moveInto(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from)) {
    const [source, target] = [path.join(from, entry), path.join(to, entry)];
    if (!existsSync(target)) {
      await rename(source, target);
      continue;
    }
    if (!statSync(source).isDirectory() || !statSync(target).isDirectory()) throw new Error(`postbuild: ${entry} exists twice in ${to}.`);
    await moveInto(source, target);
    await rmdir(source);
  }
}
