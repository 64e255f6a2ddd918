// Serves the production build: prerendered pages, fingerprinted assets,
// precompressed siblings (for their original's address only), security
// headers, and the 404 page with status 404.
// A build made for a sub-path (BASE_PATH=/portfolio/) is served under it, as
// GitHub Pages serves a project site.
import { readFileSync, existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { buildDir, clientDir } from '../build/build-dir.ts';
import type { HeadersFile } from '../build/postbuild/headers-file.ts';
import { immutableCache } from '../build/security-headers.ts';
import { contentTypeFor, filePath, isNotFoundPage, isPrecompressedAddress, routeOf } from './addresses.ts';
import { notFoundFileIn } from '../../app/lib/build-output.ts';
import { localeOfPath, locales, type Locale } from '../../app/i18n/locale.ts';

const root = clientDir();
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';

if (!existsSync(path.join(root, '404.html'))) {
  console.error(
    `No build found in ${path.relative(process.cwd(), root)}. Run \`npm run build\` first (or \`npm start\` to build and serve).`,
  );
  process.exit(1);
}

const { basePath, common, pages, notFound } = JSON.parse(readFileSync(path.join(buildDir(), 'headers.json'), 'utf8')) as HeadersFile;
// Strict-Transport-Security is for production hosts; on http://localhost it would pin HTTPS.
const headers: Record<string, string> = { ...common };
delete headers['Strict-Transport-Security'];
// Each language's not-found page, for the unknown addresses under its prefix.
const notFoundPages = Object.fromEntries(
  locales.map((locale) => [locale, readFileSync(path.join(root, notFoundFileIn(locale)))]),
) as Record<Locale, Buffer>;

const assets = sirv(root, {
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? immutableCache : 'no-cache');
  },
});

function sendNotFound(res: ServerResponse, inner = '/'): void {
  res.statusCode = 404;
  for (const [name, value] of Object.entries(notFound)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(notFoundPages[localeOfPath(inner)]);
}

function sendBadRequest(res: ServerResponse): void {
  res.statusCode = 400;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Bad request');
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  // Request targets a browser never sends (`//x`, `http://…`, `/\\x`) are not paths of this site.
  const target = req.url ?? '/';
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return sendBadRequest(res);
  let url: URL;
  try {
    url = new URL(target, 'http://localhost');
    decodeURIComponent(url.pathname);
  } catch {
    return sendBadRequest(res);
  }
  // Like static hosts: the base path without its slash redirects to it.
  if (basePath !== '/' && url.pathname === basePath.slice(0, -1)) {
    res.writeHead(301, { Location: `${basePath}${url.search}` }).end();
    return;
  }
  if (!url.pathname.startsWith(basePath)) return sendNotFound(res);
  const inner = `/${url.pathname.slice(basePath.length)}`;
  // Precompressed siblings only at their original's address; the not-found page never as a page.
  const file = filePath(inner);
  if (file === null || isPrecompressedAddress(file)) return sendNotFound(res, inner);
  const route = routeOf(file);
  if (isNotFoundPage(route)) return sendNotFound(res, inner);
  for (const [name, value] of Object.entries(pages[route] ?? {})) res.setHeader(name, value);
  // sirv keeps a type set here; a missing file's 404 sets its own.
  const type = contentTypeFor(file);
  if (type) res.setHeader('Content-Type', type);
  req.url = `${inner}${url.search}`;
  assets(req, res, () => sendNotFound(res, inner));
}

const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch {
    // Whatever a request holds, it costs that request, never the server.
    if (!res.headersSent) sendBadRequest(res);
    else res.destroy();
  }
});

server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    console.error(`Port ${port} is already in use. Stop what is using it, or choose another: PORT=4174 npm run serve`);
  } else {
    console.error(error.message);
  }
  process.exit(1);
});

server.listen(port, host, () => {
  console.log(`Serving the production build at http://${host}:${port}${basePath}`);
});
