// How much JavaScript each route loads on first view, read from the build:
// every script the page's HTML names (module preloads and the inline
// imports that boot the router), gzipped as the server sends it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildDir, clientDir } from '../build/build-dir.ts';
import type { HeadersFile } from '../build/postbuild/headers-file.ts';
import type { Bundle } from './budgets.ts';

function htmlFileOf(route: string): string {
  const client = clientDir();
  if (route.endsWith('.html')) return path.join(client, route);
  return path.join(client, route, 'index.html');
}

/**
 * Script URLs in a page: `<link rel="modulepreload" href>`, `<script src>`,
 * `import("…")`, and the preloads the deferred start puts back, listed as
 * JSON in an attribute (tools/build/defer-hydration.ts).
 */
export function scriptUrls(html: string): string[] {
  const text = html.replaceAll('&quot;', '"');
  return [...new Set([...text.matchAll(/["'](\/[^"'\s]+\.js)["']/g)].map((match) => match[1] ?? ''))];
}

async function gzippedSize(file: string): Promise<number> {
  if (existsSync(`${file}.gz`)) return (await readFile(`${file}.gz`)).length;
  return gzipSync(await readFile(file), { level: 9 }).length;
}

export async function firstViewJs(routes: string[]): Promise<Bundle[]> {
  const client = clientDir();
  const { basePath } = JSON.parse(await readFile(path.join(buildDir(), 'headers.json'), 'utf8')) as HeadersFile;
  return Promise.all(
    routes.map(async (route) => {
      const html = await readFile(htmlFileOf(route), 'utf8');
      const files = scriptUrls(html).map((url) => path.join(client, url.slice(basePath.length - 1)));
      const sizes = await Promise.all(files.map(gzippedSize));
      return { route, files: files.length, gzipBytes: sizes.reduce((sum, size) => sum + size, 0) };
    }),
  );
}
