import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { pageRefusal } from './backend/request-guard.ts';

/**
 * The dev server (`npm run dev`, and `npm run edit`, which adds the editor)
 * answers only its own pages, in the owner's browser. Besides the site's
 * pages it runs code on request: Vite compiles any module it is asked for,
 * the project's plugins draw PDFs and link previews, the editor writes files
 * and publishes with the owner's sign-in, and Vite's /__open-in-editor starts
 * a program on the owner's computer. A page on another site can make the
 * browser send any of these requests
 * (`<img src="http://localhost:5173/__open-in-editor?file=/etc/hostname">`)
 * even where it cannot read the answer; and any program on the computer, of
 * any user, can connect to localhost and send what it likes. So the first
 * thing on the dev server's stack refuses every request that is not the dev
 * server's own (Host, Origin, Sec-Fetch-Site: backend/request-guard.ts,
 * pageRefusal), and every one that does not carry the owner's key, before any
 * other middleware, Vite's, a plugin's or one added later, sees it. The same
 * check stands before Vite's WebSocket. And /__open-in-editor is switched off
 * for everyone.
 *
 * The owner's key is made for each run and printed in the terminal, in the
 * address to open (`http://localhost:5173/?key=…`): only the owner reads it.
 * Opening that address gives the browser the key as a cookie (HttpOnly,
 * SameSite=Strict: never sent with a request another site's page makes) and
 * takes it off the address.
 *
 * tests/build/dev-server-middleware.test.ts lists the dev server's stack and
 * fails on any middleware it does not know, so a new one is looked at before
 * it ships.
 */

/** Vite's route that opens a file in the owner's code editor (launch-editor). */
export const openInEditorRoute = '/__open-in-editor';

/** The answer to every request of /__open-in-editor, in place of starting a program. */
export const openInEditorOff = 'Opening files in a code editor from the browser is switched off on this dev server.';

/** The query parameter of the address printed in the terminal, which carries the owner's key. */
export const ownerKeyParameter = 'key';

/**
 * The environment variable that gives the dev server its key: `npm run edit` sets it, so that it
 * can print the editor's address with it. Without it, the dev server makes one.
 */
export const ownerKeyVariable = 'PORTFOLIO_DEV_KEY';

/** The cookie that carries the owner's key, one per port: two dev servers on one computer keep theirs apart. */
export const ownerKeyCookie = (port: number) => `portfolio-dev-key-${port}`;

/** The answer to a request without the owner's key: what the owner, having typed the address, needs to do. */
export const ownerKeyMissing =
  'This dev server answers only the browser that opened the address it printed in its terminal (the one ending in ?key=…). Open that address.';

/** Kept on globalThis: a restart of the dev server (its configuration changed) loads this module afresh, and keeps the key. */
const keyOfThisRun = Symbol.for('portfolio.dev-server.owner-key');

/** The owner's key for this run: from `ownerKeyVariable`, or made once for the process. */
export function ownerKey(): string {
  const given = process.env[ownerKeyVariable];
  if (given) return given;
  const store = globalThis as { [keyOfThisRun]?: string };
  return (store[keyOfThisRun] ??= randomBytes(32).toString('base64url'));
}

/** An address with the owner's key, as the terminal prints it. */
export function withOwnerKey(address: string, key: string): string {
  const url = new URL(address);
  url.searchParams.set(ownerKeyParameter, key);
  return url.href;
}

type Request = Pick<IncomingMessage, 'headers' | 'method' | 'url'>;

const sameKey = (given: string | undefined, key: string) => {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The value of one cookie of a request, or undefined. */
function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The key in a request's address (`?key=…`), or undefined. */
const keyInAddress = (request: Request) => new URL(request.url ?? '/', 'http://localhost').searchParams.get(ownerKeyParameter) ?? undefined;

export type DevServerRun = { port: number; key: string };
/** devServerRefusal's reason for a request that passed every check but the key. */
export const noOwnerKey = 'no owner’s key: not the browser that opened the address printed in the terminal';

/**
 * Why the dev server refuses a request before anything else looks at it, or
 * null: only its own pages, on this computer, in the browser that holds the
 * owner's key (its cookie, or the address printed in the terminal).
 */
export function devServerRefusal(request: Request, { port, key }: DevServerRun): string | null {
  const page = pageRefusal(
    {
      host: request.headers.host,
      origin: request.headers.origin,
      fetchSite: request.headers['sec-fetch-site'] as string | undefined,
    },
    port,
  );
  if (page) return page;
  if (sameKey(cookieOf(request, ownerKeyCookie(port)), key) || sameKey(keyInAddress(request), key)) return null;
  return noOwnerKey;
}

/**
 * The answer to the address printed in the terminal, once the request passed: the key as a cookie,
 * and the same address without it (so it stays in neither the address bar nor a copied link).
 * Null for every other request.
 */
export function keyExchange(request: Request, { port, key }: DevServerRun): { location: string; cookie: string } | null {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !sameKey(keyInAddress(request), key)) return null;
  const url = new URL(request.url ?? '/', 'http://localhost');
  url.searchParams.delete(ownerKeyParameter);
  return {
    // One slash: `//host` would lead to another site.
    location: `/${url.pathname.replace(/^\/+/, '')}${url.search}`,
    cookie: `${ownerKeyCookie(port)}=${key}; Path=/; HttpOnly; SameSite=Strict`,
  };
}

const forbidden = (response: ServerResponse, text: string) =>
  response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(text);

/** Vite's connect stack, whose layers the guard goes before, and in which it switches /__open-in-editor off. */
type Stack = { route: string; handle: Connect.NextHandleFunction | Connect.HandleFunction }[];
const stackOf = (server: ViteDevServer) => (server.middlewares as unknown as { stack: Stack }).stack;

type Upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

export function devServerGuard(): Plugin {
  return {
    name: 'portfolio:dev-server-guard',
    apply: 'serve',
    configureServer(server) {
      const port = () => (server.httpServer?.address() as AddressInfo | null)?.port ?? server.config.server.port ?? 5173;
      const key = ownerKey();
      const run = () => ({ port: port(), key });
      const refused = (line: string) => server.config.logger.warn(line, { timestamp: true });
      // First on the stack: before Vite's own middlewares and every plugin's, whatever order they are added in.
      stackOf(server).unshift({
        route: '',
        handle: function refuseForeignRequests(request: Connect.IncomingMessage, response: ServerResponse, next: Connect.NextFunction) {
          const reason = devServerRefusal(request, run());
          if (reason) {
            refused(`Dev server refused ${request.method} ${request.url}: ${reason}`);
            return forbidden(response, reason === noOwnerKey ? ownerKeyMissing : 'Forbidden');
          }
          const exchange = keyExchange(request, run());
          if (!exchange) return next();
          response.writeHead(303, { Location: exchange.location, 'Set-Cookie': exchange.cookie, 'Cache-Control': 'no-store' }).end();
        },
      });
      // Vite's WebSocket (live reload, and its ping) is no middleware: the same check stands before it.
      const http = server.httpServer;
      if (http) {
        const upgrades = http.listeners('upgrade') as Upgrade[];
        http.removeAllListeners('upgrade');
        http.on('upgrade', function refuseForeignUpgrades(request: IncomingMessage, socket: Duplex, head: Buffer) {
          const reason = devServerRefusal(request, run());
          if (!reason) return upgrades.forEach((upgrade) => upgrade.call(http, request, socket, head));
          refused(`Dev server refused the WebSocket ${request.url}: ${reason}`);
          socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        });
        // The addresses Vite prints (and opens) are the owner's: with the key.
        http.on('listening', () => {
          const urls = server.resolvedUrls;
          if (urls) server.resolvedUrls = { ...urls, local: urls.local.map((address) => withOwnerKey(address, key)) };
        });
      }
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
