// How much JavaScript each route loads on first view, read from the build:
// every script the page's HTML names (module preloads and the inline
// imports that boot the router), gzipped as the server sends it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const client = path.join(path.resolve(process.env.BUILD_DIR || 'build'), 'client');

function htmlFileOf(route) {
  if (route.endsWith('.html')) return path.join(client, route);
  return path.join(client, route, 'index.html');
}

/** Script URLs in a page: `<link rel="modulepreload" href>`, `<script src>` and `import("…")`. */
export function scriptUrls(html) {
  return [...new Set([...html.matchAll(/["'](\/[^"'\s]+\.js)["']/g)].map(([, url]) => url))];
}

async function gzippedSize(file) {
  if (existsSync(`${file}.gz`)) return (await readFile(`${file}.gz`)).length;
  return gzipSync(await readFile(file), { level: 9 }).length;
}

export async function firstViewJs(routes) {
  const { basePath } = JSON.parse(await readFile(path.join(client, '..', 'headers.json'), 'utf8'));
  return Promise.all(
    routes.map(async (route) => {
      const html = await readFile(htmlFileOf(route), 'utf8');
      const files = scriptUrls(html).map((url) => path.join(client, url.slice(basePath.length - 1)));
      const sizes = await Promise.all(files.map(gzippedSize));
      return { route, files: files.length, gzipBytes: sizes.reduce((sum, size) => sum + size, 0) };
    }),
  );
}
