// Serves the production build: prerendered pages, fingerprinted assets,
// precompressed siblings (for their original's address only), security
// headers, and the 404 page with status 404.
// A build made for a sub-path (BASE_PATH=/portfolio/) is served under it, as
// GitHub Pages serves a project site.
// It serves the build as it is on disk at each request, as a host serves its
// latest deploy: a rebuild under a running server (after `share-link revoke`,
// say) is served at once, with the new files' validators, never a 304 for the
// old ones; a file that is gone (a precompressed sibling among them) is not
// offered, and one that goes while it is being sent costs that request only;
// a download resumed across a rebuild starts again. It answers only requests
// addressed to this computer, never to a domain rebound to it.
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sirv from 'sirv';
import { buildDir, clientDir } from '../build/build-dir.ts';
import type { HeadersFile } from '../build/postbuild/headers-file.ts';
import { immutableCache } from '../build/security-headers.ts';
import {
  acceptedEncodings,
  contentTypeFor,
  filePath,
  isHiddenPath,
  isNotFoundPage,
  isOwnHost,
  isPrecompressedAddress,
  routeOf,
  usableRange,
} from './addresses.ts';
import { freshFile } from './fresh-file.ts';
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

/** The build's headers (build/headers.json), read again whenever a build rewrites it. */
const headersFile = freshFile(path.join(buildDir(), 'headers.json'), (bytes) => JSON.parse(bytes.toString('utf8')) as HeadersFile);
/** Each language's not-found page, for the unknown addresses under its prefix, read again when rebuilt. */
const notFoundPages = Object.fromEntries(
  locales.map((locale) => [locale, freshFile(path.join(root, notFoundFileIn(locale)), (bytes) => bytes)]),
) as Record<Locale, () => Buffer>;

/** The headers every answer carries. Strict-Transport-Security is for production hosts; on http://localhost it would pin HTTPS. */
function commonHeaders(): Record<string, string> {
  const headers: Record<string, string> = { ...headersFile().common };
  delete headers['Strict-Transport-Security'];
  return headers;
}

// `dev`: sirv looks each request's file up on disk (its size and time give the ETag), instead of a list made at start.
const assets = sirv(root, {
  dev: true,
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? immutableCache : 'no-cache');
  },
});

function sendNotFound(res: ServerResponse, inner = '/'): void {
  res.statusCode = 404;
  for (const [name, value] of Object.entries(headersFile().notFound)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(notFoundPages[localeOfPath(inner)]());
}

function sendForbidden(res: ServerResponse): void {
  res.statusCode = 403;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Forbidden');
}

function sendBadRequest(res: ServerResponse): void {
  res.statusCode = 400;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Bad request');
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  const { basePath, pages } = headersFile();
  for (const [name, value] of Object.entries(commonHeaders())) res.setHeader(name, value);
  // Only a request addressed to this computer: never one a rebound domain's page sends.
  if (!isOwnHost(req.headers.host)) return sendForbidden(res);
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
  // Precompressed siblings only at their original's address; no hidden file; the not-found page never as a page.
  const file = filePath(inner);
  if (file === null || isPrecompressedAddress(file) || isHiddenPath(file)) return sendNotFound(res, inner);
  const route = routeOf(file);
  if (isNotFoundPage(route)) return sendNotFound(res, inner);
  for (const [name, value] of Object.entries(pages[route] ?? {})) res.setHeader(name, value);
  // sirv keeps a type set here; a missing file's 404 sets its own.
  const type = contentTypeFor(file);
  if (type) res.setHeader('Content-Type', type);
  req.url = `${inner}${url.search}`;
  // Only the encodings the request accepts: `br;q=0` refuses br, which sirv alone would send.
  req.headers['accept-encoding'] = acceptedEncodings(req.headers['accept-encoding']);
  // Only a range sirv reads right, and none a rebuild may have made stale: otherwise the whole file.
  const range = usableRange(req.headers.range, req.headers['if-range']);
  if (range) req.headers.range = range;
  else delete req.headers.range;
  // sirv pipes the file it found into the answer; a file gone by the time it opens fails that answer alone.
  res.once('pipe', (file: Readable) => file.once('error', () => (res.headersSent ? res.destroy() : sendNotFound(res, inner))));
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
  // The port it listens on: PORT=0 lets the system choose one.
  const { port: listening } = server.address() as AddressInfo;
  console.log(`Serving the production build at http://${host}:${listening}${headersFile().basePath}`);
});
