// What the production headers cost: the build served again with its
// isolation headers (tools/build/security-headers.ts `isolationHeaders`,
// Cross-Origin-Opener-Policy) flipped on every page, on or off, so that a
// page is measured alternately as hosts serve it and as it would be the other
// way, in the same run (decision 035).
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildDir } from '../build/build-dir.ts';
import type { HeadersFile } from '../build/postbuild/headers-file.ts';
import type { PageHeaders } from '../build/postbuild/page-headers.ts';
import { isolationHeaders } from '../build/security-headers.ts';

/** Whether a page's headers hold the isolation headers. */
export const isIsolated = (headers: PageHeaders | undefined): boolean =>
  Object.entries(isolationHeaders).every(([name, value]) => (headers as Record<string, string> | undefined)?.[name] === value);

/** A page's headers with the isolation headers taken off where they are, and put on where they are not. */
export function withIsolationFlipped(headers: PageHeaders): PageHeaders {
  if (!isIsolated(headers)) return { ...headers, ...isolationHeaders };
  const flipped: Record<string, string> = { ...headers };
  for (const name of Object.keys(isolationHeaders)) delete flipped[name];
  return flipped as PageHeaders;
}

/** The build with every page's isolation flipped, in a folder of its own. */
export type FlippedBuild = { dir: string; remove: () => Promise<void> };

/**
 * A folder the server (tools/server/serve.ts) serves like the build: its
 * `client/` a link to the build's own, so every file is byte for byte the
 * same, and a `headers.json` of its own, with every page's isolation
 * flipped (the not-found page's and the common headers as they are).
 */
export async function makeFlippedIsolationBuild(source: string = buildDir()): Promise<FlippedBuild> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-isolation-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await symlink(path.join(source, 'client'), path.join(dir, 'client'), 'dir');
    const headers = JSON.parse(await readFile(path.join(source, 'headers.json'), 'utf8')) as HeadersFile;
    const flipped: HeadersFile = {
      ...headers,
      pages: Object.fromEntries(Object.entries(headers.pages).map(([route, page]) => [route, withIsolationFlipped(page)])),
    };
    await writeFile(path.join(dir, 'headers.json'), JSON.stringify(flipped, null, 2));
    return { dir, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
