// Serves the production build: prerendered pages, fingerprinted assets,
// precompressed siblings, security headers, and the 404 page with status 404.
import { readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

const root = path.resolve('build/client');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';

if (!existsSync(path.join(root, 'index.html'))) {
  console.error('No build found in build/client. Run `npm run build` first (or `npm start` to build and serve).');
  process.exit(1);
}

const headers = JSON.parse(readFileSync(path.resolve('build/headers.json'), 'utf8'));
// Strict-Transport-Security is for production hosts; on http://localhost it would pin HTTPS.
delete headers['Strict-Transport-Security'];
const notFoundPage = readFileSync(path.join(root, '404.html'));

const assets = sirv(root, {
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(res, pathname) {
    if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    else res.setHeader('Cache-Control', 'no-cache');
  },
});

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  assets(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(notFoundPage);
  });
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
  console.log(`Serving the production build at http://${host}:${port}`);
});
