import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { pageRefusal } from './backend/request-guard.ts';

/**
 * The dev server (`npm run dev`, and `npm run edit`, which adds the editor)
 * answers only its own pages, on this computer. Besides the site's pages it
 * runs code on request: Vite compiles any module it is asked for, the
 * project's plugins draw PDFs and link previews, the editor writes files,
 * and Vite's /__open-in-editor starts a program on the owner's computer. A
 * page on another site can make the browser send any of these requests
 * (`<img src="http://localhost:5173/__open-in-editor?file=/etc/hostname">`)
 * even where it cannot read the answer. So the first thing on the dev
 * server's stack refuses every request that is not the dev server's own
 * (Host, Origin, Sec-Fetch-Site: backend/request-guard.ts, pageRefusal),
 * before any other middleware, Vite's, a plugin's or one added later, sees
 * it; and /__open-in-editor is switched off for everyone.
 *
 * tests/build/dev-server-middleware.test.ts lists the dev server's stack and
 * fails on any middleware it does not know, so a new one is looked at before
 * it ships. Vite's HMR WebSocket is not on the stack: Vite lets a page
 * connect only with the token it writes into its own client script, which no
 * other origin can read.
 */

/** Vite's route that opens a file in the owner's code editor (launch-editor). */
export const openInEditorRoute = '/__open-in-editor';

/** The answer to every request of /__open-in-editor, in place of starting a program. */
export const openInEditorOff = 'Opening files in a code editor from the browser is switched off on this dev server.';

type Request = Pick<IncomingMessage, 'headers' | 'method' | 'url'>;

/** Why the dev server refuses a request before anything else looks at it, or null: only its own pages, on this computer. */
export function devServerRefusal(request: Request, port: number): string | null {
  return pageRefusal(
    {
      host: request.headers.host,
      origin: request.headers.origin,
      fetchSite: request.headers['sec-fetch-site'] as string | undefined,
    },
    port,
  );
}

const forbidden = (response: ServerResponse, text: string) =>
  response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(text);

/** Vite's connect stack, whose layers the guard goes before, and in which it switches /__open-in-editor off. */
type Stack = { route: string; handle: Connect.NextHandleFunction | Connect.HandleFunction }[];
const stackOf = (server: ViteDevServer) => (server.middlewares as unknown as { stack: Stack }).stack;

export function devServerGuard(): Plugin {
  return {
    name: 'portfolio:dev-server-guard',
    apply: 'serve',
    configureServer(server) {
      const port = () => (server.httpServer?.address() as AddressInfo | null)?.port ?? server.config.server.port ?? 5173;
      const refused = (line: string) => server.config.logger.warn(line, { timestamp: true });
      // First on the stack: before Vite's own middlewares and every plugin's, whatever order they are added in.
      stackOf(server).unshift({
        route: '',
        handle: function refuseForeignRequests(request: Connect.IncomingMessage, response: ServerResponse, next: Connect.NextFunction) {
          const reason = devServerRefusal(request, port());
          if (!reason) return next();
          refused(`Dev server refused ${request.method} ${request.url}: ${reason}`);
          forbidden(response, 'Forbidden');
        },
      });
      // After Vite has added its own middlewares: its launch-editor one is replaced, so no request starts a program.
      return () => {
        for (const layer of stackOf(server).filter((each) => each.route === openInEditorRoute))
          layer.handle = function openInEditorSwitchedOff(request: Request, response: ServerResponse) {
            refused(`Dev server refused ${request.method} ${openInEditorRoute}${request.url}: switched off`);
            forbidden(response, openInEditorOff);
          };
      };
    },
  };
}
