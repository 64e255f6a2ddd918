import { createReadStream, existsSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Plugin, ViteDevServer } from 'vite';
import { earlierTokens, editorBackend, newEditorToken } from './backend/editor-backend.ts';
import { contentFileAsked, contentFileHeaders, editorAnswerHeaders, sitePageHeaders } from './editor-headers.ts';
import { contentFileRefusal } from './backend/content-files.ts';
import { pageRefusal } from './backend/request-guard.ts';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { editorCollections, editorConfigYaml } from './editor-config.ts';
import { editorFolder } from '../../app/lib/server-addresses.ts';
import { contentSeenEvent, type ContentSeen } from './dev-server-events.ts';
import { ownerKey, withOwnerKey } from './dev-server-guard.ts';

/** Decap CMS's prebuilt app (one script and the chunks it loads), served from node_modules: nothing comes from the network. */
const decapDist = () => path.dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));

/** What the editor page's own script needs: the backend's address with this run's token, the site's path, the previews' names. */
type EditorSettings = { api: string; siteBase: string; previews: string[] };

/** Every entry of the editor has a preview: each folder collection and each file by its name. */
const previewNames = () => {
  const { projects, privateProjects, pages } = editorCollections();
  return [projects.name, privateProjects.name, ...pages.files.map((file) => file.name)];
};

/** JSON inside a script element: nothing in it may close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const adminPage = (settings: EditorSettings) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Content editor</title>
  </head>
  <body>
    <script type="application/json" id="editor-settings">${scriptJson(settings)}</script>
    <script>window.CMS_MANUAL_INIT = true;</script>
    <script src="decap-cms.js"></script>
    <script src="editor-page.js"></script>
  </body>
</html>
`;

/**
 * The editor page's own script (admin/editor-page.tsx), bundled with the site's React on each request.
 * Not through the dev server's module graph: that would bring its live-reload client, which reloads
 * every page it runs in when content changes, the editor with its unsaved form among them.
 */
function editorPageScript() {
  return () =>
    build({
      entryPoints: [fileURLToPath(new URL('./admin/editor-page.tsx', import.meta.url))],
      bundle: true,
      write: false,
      format: 'iife',
      minify: true,
      jsx: 'automatic',
      target: 'es2022',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    }).then((result) => result.outputFiles[0]!.text);
}

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Settles once the dev server listens and its file watcher has read the project through: from then on,
 * a saved file is seen (and a changed setting restarts the server). A restart makes a new server, whose
 * watcher starts over. It never fails: a port in use before Vite takes the next one, or an error of
 * the watcher (no file watcher left on the system; each logged by Vite), must not hold every request
 * for ever; nor does a server told to watch nothing (`server.watch: null`) wait for a watcher that
 * never starts.
 */
export function serverReady(server: Pick<ViteDevServer, 'httpServer' | 'watcher' | 'config'>): Promise<void> {
  const { httpServer, watcher } = server;
  // Not events.once: it gives up at the first 'error'.
  const event = (emitter: { once(name: string, listener: () => void): unknown }, name: string) =>
    new Promise<void>((resolve) => emitter.once(name, () => resolve()));
  const listening = !httpServer || httpServer.listening ? Promise.resolve() : event(httpServer, 'listening');
  // chokidar says `ready` once, after its first pass over the files; a watcher past it has it noted.
  const watching =
    server.config.server.watch === null || (watcher as typeof watcher & { _readyEmitted?: boolean })._readyEmitted
      ? Promise.resolve()
      : event(watcher, 'ready');
  return Promise.all([listening, watching]).then(() => undefined);
}

/**
 * The visual editor at /admin/, on the dev server only (`apply: 'serve'`):
 * the production build never contains it. /admin/config.yml is generated
 * from the content schema on each request; Decap CMS's app comes from its
 * npm package. Its backend, which reads and writes content/, answers at
 * /admin/api on the same server, to the editor page alone
 * (backend/request-guard.ts says how it tells). Every answer of the dev
 * server carries the headers of editor-headers.ts: the editor is never
 * framed by another page, and the files of content/ are served sandboxed.
 */
export function editorAdmin(): Plugin {
  return {
    name: 'portfolio:editor-admin',
    apply: 'serve',
    config: {
      // decap-cms installs react-router-dom 5 for its own prebuilt app. React Router's plugin pre-bundles
      // any react-router-dom it finds, which fails against React Router 7; the site never imports it.
      order: 'post',
      handler(config) {
        const include = config.optimizeDeps?.include;
        if (include) config.optimizeDeps!.include = include.filter((id) => id !== 'react-router-dom');
        // Vite answers cross-origin reads from any localhost port by default; no other page needs the dev server's files.
        config.server = { ...config.server, cors: false };
      },
    },
    // Each file of content/ the dev server has taken in (its modules invalidated: the next page read
    // afresh), told to the dev server's clients. The editor's tests wait for it after each save.
    hotUpdate({ file, type }) {
      if (this.environment.name !== 'client') return;
      const relative = path.relative(this.environment.config.root, file).split(path.sep).join('/');
      if (!relative.startsWith('content/')) return;
      const data: ContentSeen = { file: relative, type };
      this.environment.hot.send({ type: 'custom', event: contentSeenEvent, data });
    },
    async configureServer(server) {
      const admin = `${server.config.base}${editorFolder}`;
      const api = `${admin}/api`;
      const dist = decapDist();
      const token = newEditorToken();
      const staleTokens = earlierTokens(token);
      const port = () => (server.httpServer?.address() as AddressInfo | null)?.port ?? server.config.server.port ?? 5173;
      const refused = (line: string) => server.config.logger.warn(line, { timestamp: true });
      const script = editorPageScript();
      const backend = await editorBackend({ root: server.config.root, server: () => ({ port: port(), token, staleTokens }), refused });
      const roots = [...new Set([server.config.root, realpathSync(server.config.root)])];
      // Every request waits until the server is ready: whatever answers (a page, the editor, its backend)
      // comes from a server that sees the next save. Then it says so, at each start and restart: `npm run
      // edit` waits for that line, and so do the editor's tests (playwright.editor.config.ts).
      const ready = serverReady(server).then(() => {
        const site = `http://localhost:${port()}${server.config.base}`;
        const key = ownerKey();
        server.config.logger.info(
          `\nThe editor is ready: ${withOwnerKey(`${site}${editorFolder}/`, key)}\nThe site, reloading as you save: ${withOwnerKey(site, key)}\n` +
            'Open one of these addresses: the dev server answers only the browser that did (the key is for this run).\n',
        );
      });
      server.middlewares.use(function holdUntilReady(_request, _response, next) {
        void ready.then(() => next());
      });
      server.middlewares.use(async function serveContentFilesSandboxed(request, response, next) {
        const { pathname } = new URL(request.url ?? '/', 'http://localhost');
        const file = contentFileAsked(pathname, server.config.base, roots);
        for (const [name, value] of Object.entries(file === undefined ? sitePageHeaders : contentFileHeaders))
          response.setHeader(name, value);
        // A file of content/ is served only if it is a real file there: never through a link to a file elsewhere.
        const reason = file === undefined ? null : await contentFileRefusal(file, server.config.root);
        if (!reason) return next();
        refused(`Dev server refused ${request.method} ${pathname}: ${reason}`);
        response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end(reason);
      });
      server.middlewares.use(async function serveEditor(request, response, next) {
        const url = new URL(request.url ?? '/', 'http://localhost');
        if (url.pathname !== admin && !url.pathname.startsWith(`${admin}/`)) return next();
        for (const [name, value] of Object.entries(editorAnswerHeaders)) response.setHeader(name, value);
        if (url.pathname === api) return backend(request, response, next);
        // The page and its configuration carry the token: only for the editor's own address, asked by no other site.
        const reason = pageRefusal(
          {
            host: request.headers.host,
            origin: request.headers.origin,
            fetchSite: request.headers['sec-fetch-site'] as string | undefined,
          },
          port(),
        );
        if (reason) {
          refused(`Editor refused ${request.method} ${url.pathname}: ${reason}`);
          response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Forbidden');
          return;
        }
        if (url.pathname === admin) {
          response.writeHead(301, { Location: `${admin}/` }).end();
          return;
        }
        const file = url.pathname.slice(admin.length + 1);
        if (file === '' || file === 'index.html') {
          const settings = { api: `${api}?token=${token}`, siteBase: server.config.base, previews: previewNames() };
          response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(adminPage(settings));
        } else if (file === 'editor-page.js') {
          const text = await script().catch((error: Error) => next(error));
          if (typeof text === 'string') response.writeHead(200, { 'Content-Type': types['.js']!, 'Cache-Control': 'no-store' }).end(text);
        } else if (file === 'config.yml') {
          response
            .writeHead(200, { 'Content-Type': 'text/yaml; charset=utf-8', 'Cache-Control': 'no-store' })
            .end(editorConfigYaml({ backendUrl: `${api}?token=${token}` }));
        } else {
          const asset = path.join(dist, path.basename(file));
          const type = types[path.extname(asset)];
          if (!type || path.basename(file) !== file || !existsSync(asset)) return next();
          response.writeHead(200, { 'Content-Type': type, 'Content-Length': statSync(asset).size });
          createReadStream(asset).pipe(response);
        }
      });
    },
  };
}
