import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { notFoundPrerenderPath } from '../../../app/pages.ts';
import { notFoundFile } from '../../../app/lib/build-output.ts';

/**
 * The splat route was prerendered at /404-page; static hosts look for 404.html.
 * Every route is prerendered and 404.html is the app's own not-found page,
 * which boots the client router at any address: the generic SPA fallback is
 * never served, so it goes too.
 */
export async function makeNotFoundPage(client: string): Promise<void> {
  const notFoundPageSlug = notFoundPrerenderPath.slice(1);
  const notFoundDir = path.join(client, notFoundPageSlug);
  await copyFile(path.join(notFoundDir, 'index.html'), path.join(client, notFoundFile));
  await rm(notFoundDir, { recursive: true });
  await rm(path.join(client, `${notFoundPageSlug}.data`), { force: true });
  await rm(path.join(client, '__spa-fallback.html'), { force: true });
}
