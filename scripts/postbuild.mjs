// After `react-router build`: the 404 page, security headers, precompressed files.
import { copyFile, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { securityHeaders } from './security-headers.mjs';

const client = path.resolve('build/client');
const notFoundDir = path.join(client, '404-page');

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

// The splat route was prerendered at /404-page; static hosts look for 404.html.
await copyFile(path.join(notFoundDir, 'index.html'), path.join(client, '404.html'));
await rm(notFoundDir, { recursive: true });
await rm(path.join(client, '404-page.data'), { force: true });

// Every inline script of every page is allowed by its hash, and nothing else inline.
const scriptHashes = new Set();
for await (const file of walk(client)) {
  if (!file.endsWith('.html')) continue;
  const html = await readFile(file, 'utf8');
  for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (body.trim()) scriptHashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
}
const headers = securityHeaders([...scriptHashes].sort());
await writeFile(path.resolve('build/headers.json'), JSON.stringify(headers, null, 2));
const headerLines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
await writeFile(
  path.join(client, '_headers'),
  ['/*', ...headerLines, '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', ''].join('\n'),
);

// Static hosts compress on the fly; the local server serves these siblings instead.
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
for await (const file of walk(client)) {
  if (!/\.(html|js|css|json|svg|data|xml|txt|map)$/.test(file)) continue;
  const source = await readFile(file);
  if (source.length < 1024) continue;
  await writeFile(`${file}.br`, await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, await gz(source, { level: 9 }));
}
console.log(`postbuild: 404.html, _headers (${scriptHashes.size} inline script hashes), precompressed assets`);
