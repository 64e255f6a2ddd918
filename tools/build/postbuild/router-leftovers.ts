import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { walk } from './files.ts';

/** The SPA fallback page React Router writes with `ssr: false`. */
export const spaFallbackFile = '__spa-fallback.html';

/**
 * What React Router writes for a client router that no page of this site
 * starts (docs/decisions/046): the `.data` file of every prerendered route
 * with a loader, read only when the router navigates in the browser, and the
 * SPA fallback page. Every route is prerendered and an unknown address gets
 * 404.html, so neither is ever asked for. Returns the files removed, relative
 * to `client`.
 */
export async function removeRouterLeftovers(client: string): Promise<string[]> {
  const removed: string[] = [];
  for await (const file of walk(client)) {
    const name = path.basename(file);
    if (name.endsWith('.data') || name === spaFallbackFile) {
      await rm(file);
      removed.push(path.relative(client, file));
    }
  }
  return removed.sort();
}

/**
 * With a base path, no page is at the build's root, and React Router 8 renames its SPA fallback to
 * `index.html` there: that file is the fallback, not a page, and goes before the pages move to the
 * root. Returns whether it was there.
 */
export async function removeRenamedSpaFallback(client: string, basePath: string): Promise<boolean> {
  const file = path.join(client, 'index.html');
  if (basePath === '/' || !existsSync(file)) return false;
  await rm(file);
  return true;
}
