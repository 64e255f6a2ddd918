// Serves the production build: prerendered pages, fingerprinted assets,
// precompressed siblings, security headers, and the 404 page with status 404.
// A build made for a sub-path (BASE_PATH=/portfolio/) is served under it, as
// GitHub Pages serves a project site.
import { readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { immutableCache } from './security-headers.mjs';

const buildDir = path.resolve(process.env.BUILD_DIR || 'build');
const root = path.join(buildDir, 'client');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';

if (!existsSync(path.join(root, '404.html'))) {
  console.error(`No build found in ${path.relative(process.cwd(), root)}. Run \`npm run build\` first (or \`npm start\` to build and serve).`);
  process.exit(1);
}

const { basePath, common, pages, notFound } = JSON.parse(readFileSync(path.join(buildDir, 'headers.json'), 'utf8'));
// Strict-Transport-Security is for production hosts; on http://localhost it would pin HTTPS.
const headers = { ...common };
delete headers['Strict-Transport-Security'];
const notFoundPage = readFileSync(path.join(root, '404.html'));

const assets = sirv(root, {
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? immutableCache : 'no-cache');
  },
});

function sendNotFound(res) {
  res.statusCode = 404;
  res.setHeader('Content-Security-Policy', notFound);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(notFoundPage);
}

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const url = new URL(req.url ?? '/', 'http://localhost');
  // Like static hosts: the base path without its slash redirects to it.
  if (basePath !== '/' && url.pathname === basePath.slice(0, -1)) {
    res.writeHead(301, { Location: `${basePath}${url.search}` }).end();
    return;
  }
  if (!url.pathname.startsWith(basePath)) return sendNotFound(res);
  const inner = `/${url.pathname.slice(basePath.length)}`;
  const route = inner.length > 1 ? inner.replace(/\/+$/, '') : inner;
  if (pages[route]) res.setHeader('Content-Security-Policy', pages[route]);
  req.url = `${inner}${url.search}`;
  assets(req, res, () => sendNotFound(res));
});

server.on('error', (error) => {
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
