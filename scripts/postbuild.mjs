// After `react-router build`: pages moved to the base path's root, the 404 page,
// the app's scripts deferred until the page has loaded (defer-hydration.mjs),
// per-page security policies (header files and <meta>), precompressed files.
import { copyFile, readFile, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { commonHeaders, contentSecurityPolicy, immutableCache } from './security-headers.mjs';
import { deferHydration } from './defer-hydration.mjs';

const buildDir = path.resolve(process.env.BUILD_DIR || 'build');
const client = path.join(buildDir, 'client');
// Written by build-plugins/site-files.ts: the base path this build was made for.
const { basePath } = JSON.parse(await readFile(path.join(buildDir, 'site.json'), 'utf8'));

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

// React Router writes the pages of a sub-path build under that path
// (build/client/portfolio/…) but the assets at build/client/assets. A host
// serves the whole folder at the sub-path, so the pages move up beside them.
if (basePath !== '/') {
  const pagesDir = path.join(client, basePath);
  for (const entry of await readdir(pagesDir)) {
    if (existsSync(path.join(client, entry))) throw new Error(`postbuild: ${entry} exists twice in ${client}.`);
    await rename(path.join(pagesDir, entry), path.join(client, entry));
  }
  for (let dir = pagesDir; dir !== client; dir = path.dirname(dir)) await rmdir(dir);
}

// The splat route was prerendered at /404-page; static hosts look for 404.html.
const notFoundDir = path.join(client, '404-page');
await copyFile(path.join(notFoundDir, 'index.html'), path.join(client, '404.html'));
await rm(notFoundDir, { recursive: true });
await rm(path.join(client, '404-page.data'), { force: true });
// Every route is prerendered and 404.html is the app's own not-found page,
// which boots the client router at any address: the generic SPA fallback is never served.
await rm(path.join(client, '__spa-fallback.html'), { force: true });

/** `index.html` → `/`, `huru/index.html` → `/huru`, `404.html` → null. */
function routeOf(file) {
  const relative = path.relative(client, file).split(path.sep).join('/');
  if (relative === '404.html') return null;
  return `/${relative.replace(/(^|\/)index\.html$/, '')}`.replace(/(.)\/$/, '$1');
}

// Each page's policy allows its own inline scripts by hash, and nothing else
// inline. JSON-LD blocks are data, never run, so a policy need not list them.
// The policy also goes into the page as a <meta> (minus what only a header can
// say), for hosts without custom headers (GitHub Pages) and for the 404 page,
// which hosts answer at any address.
const pagePolicies = {};
let notFoundPolicy = '';
for await (const file of walk(client)) {
  if (!file.endsWith('.html')) continue;
  // Before hashing: the deferred boot script is run from the page's own inline copy, so it needs its hash too.
  const html = deferHydration(await readFile(file, 'utf8'));
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/ld\+json"/.test(attributes) || !body.trim()) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  const sorted = [...hashes].sort();
  const metaTag = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(sorted, { meta: true })}"/>`;
  const charset = '<meta charSet="utf-8"/>';
  if (!html.includes(charset)) throw new Error(`postbuild: ${file} has no ${charset} to put the policy after.`);
  await writeFile(file, html.replace(charset, `${charset}${metaTag}`));
  const route = routeOf(file);
  if (route === null) notFoundPolicy = contentSecurityPolicy(sorted);
  else pagePolicies[route] = contentSecurityPolicy(sorted);
}

const headers = { basePath, common: commonHeaders, pages: pagePolicies, notFound: notFoundPolicy };
await writeFile(path.join(buildDir, 'headers.json'), JSON.stringify(headers, null, 2));

// Netlify and Cloudflare Pages read `_headers`. Hosts join a header set by two
// matching rules into one value, so the policy is set per page only, never under
// `/*`. Each page is listed with and without its trailing slash.
const rules = [
  [`${basePath}*`, commonHeaders],
  [`${basePath}assets/*`, { 'Cache-Control': immutableCache }],
];
// Each page is reachable at its file's address too (`/about/index.html`), which must not lose the policy.
for (const [route, policy] of Object.entries(pagePolicies)) {
  const at = `${basePath}${route.slice(1)}`;
  rules.push([at, { 'Content-Security-Policy': policy }]);
  if (route !== '/') rules.push([`${at}/`, { 'Content-Security-Policy': policy }]);
  rules.push([`${route === '/' ? at : `${at}/`}index.html`, { 'Content-Security-Policy': policy }]);
}
rules.push([`${basePath}404.html`, { 'Content-Security-Policy': notFoundPolicy }]);
const headerLines = rules.flatMap(([at, values]) => [at, ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`)]);
// Cloudflare Pages' limits: 100 rules, 2,000 characters a line.
const tooLong = headerLines.find((line) => line.length > 2000);
if (rules.length > 100 || tooLong) {
  throw new Error(`postbuild: _headers exceeds host limits (${rules.length} rules${tooLong ? `, a ${tooLong.length}-character line` : ''}).`);
}
await writeFile(path.join(client, '_headers'), `${headerLines.join('\n')}\n`);

// Served as is, GitHub Pages would run the folder through Jekyll, which drops files starting with "_" (_root.data).
await writeFile(path.join(client, '.nojekyll'), '');

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
console.log(
  `postbuild: base path ${basePath}, 404.html, per-page policies for ${Object.keys(pagePolicies).length} pages, _headers (${rules.length} rules), precompressed assets`,
);
