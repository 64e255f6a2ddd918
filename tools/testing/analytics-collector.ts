// A stand-in for an analytics provider's receiving host, on this machine: it
// takes whatever a page sends (Plausible's, Umami's or GoatCounter's
// requests), answers as a provider does, with the CORS headers a browser
// needs, and keeps each request so a test can read what arrived. It serves
// nothing of the site (that is tools/server/serve.ts, with sirv).
//
// Two ways in: `startCollector`, a server on a port of its own, for a build
// made with its address; and `collectInBrowser`, which answers the same way
// inside a browser context for a host nothing listens on (the test portfolio's
// `analytics.host`), so no port is taken and two runs on one machine never meet.
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from '@playwright/test';

/** One request as it arrived. */
export type Collected = {
  method: string;
  /** The path, without the query. */
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: string;
};

export type Collector = {
  /** `http://127.0.0.1:<port>`: what `analytics.host` names. */
  origin: string;
  /** Every request but CORS preflights, in the order they arrived. */
  received: () => readonly Collected[];
  /** Forgets what arrived so far. */
  clear: () => void;
  close: () => Promise<void>;
};

/** A provider's answer to a request from a page of `origin`: a preflight's (not kept), or a taken event's. */
export function collectorAnswer(request: { method: string; origin?: string; requestedHeaders?: string }) {
  const headers = {
    'Access-Control-Allow-Origin': request.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': request.requestedHeaders ?? 'content-type',
  };
  if (request.method === 'OPTIONS') return { kept: false, status: 204, headers, body: '' };
  return { kept: true, status: 202, headers: { ...headers, 'Content-Type': 'text/plain' }, body: 'ok' };
}

/** Starts a collector on `port` (0: any free port) of the loopback address. */
export async function startCollector(port = 0): Promise<Collector> {
  let received: Collected[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://collector');
      const answer = collectorAnswer({
        method: request.method ?? '',
        origin: request.headers.origin,
        requestedHeaders: request.headers['access-control-request-headers'],
      });
      if (answer.kept)
        received.push({
          method: request.method ?? '',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      response.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    received: () => received,
    clear: () => {
      received = [];
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** What the pages of a browser context have sent to the analytics host. */
export type BrowserCollector = {
  received: () => readonly Collected[];
  /**
   * The first request `matching` to arrive (at once if one has, among those
   * from the `since`th on): a promise that settles on the request itself, or
   * fails after `timeout` ms saying what it waited for.
   */
  arrival: (matching: (request: Collected) => boolean, what: string, options?: { since?: number; timeout?: number }) => Promise<Collected>;
};

/**
 * Answers, in `context`, every request to `host` as the collector does, and
 * keeps it: the browser's request never leaves it, so nothing need listen there.
 */
export async function collectInBrowser(context: BrowserContext, host: string): Promise<BrowserCollector> {
  const received: Collected[] = [];
  const waiting = new Set<{ matching: (request: Collected) => boolean; arrived: (request: Collected) => void }>();
  await context.route(`${new URL(host).origin}/**`, async (route) => {
    const request = route.request();
    const headers = await request.allHeaders();
    const answer = collectorAnswer({
      method: request.method(),
      origin: headers.origin,
      requestedHeaders: headers['access-control-request-headers'],
    });
    if (answer.kept) {
      const url = new URL(request.url());
      const collected = {
        method: request.method(),
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers,
        body: request.postData() ?? '',
      };
      received.push(collected);
      for (const waiter of waiting) if (waiter.matching(collected)) waiter.arrived(collected);
    }
    await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
  });
  return {
    received: () => received,
    arrival: (matching, what, { since = 0, timeout = 30_000 } = {}) => {
      const already = received.slice(since).find(matching);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = {
          matching,
          arrived: (request: Collected) => {
            waiting.delete(waiter);
            clearTimeout(limit);
            resolve(request);
          },
        };
        const limit = setTimeout(() => {
          waiting.delete(waiter);
          reject(
            new Error(
              `No ${what} reached the analytics host within ${timeout} ms; it received: ${JSON.stringify(received.map((r) => r.body))}`,
            ),
          );
        }, timeout);
        waiting.add(waiter);
      });
    },
  };
}
