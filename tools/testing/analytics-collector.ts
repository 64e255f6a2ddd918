// A stand-in for an analytics provider's receiving host, on this machine: it
// takes whatever a page sends (Plausible's, Umami's or GoatCounter's
// requests), answers as a provider does, with the CORS headers a browser
// needs, and keeps each request so a test can read what arrived. It serves
// nothing of the site (that is tools/server/serve.ts, with sirv).
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as it arrived. */
export type Collected = {
  method: string;
  /** The path, without the query. */
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: string;
};

/**
 * Where a test's own request goes (`<origin>/test-marker?n=<id>`), sent from a page after whatever the
 * page sends by then: once it has arrived, a request the page made before it has too, so "nothing
 * arrived" is said after an event, not after a wait. Kept apart from what the page sent.
 */
export const markerPath = '/test-marker';

export type Collector = {
  /** `http://127.0.0.1:<port>`: what `analytics.host` names. */
  origin: string;
  /** Every request but CORS preflights and markers, in the order they arrived. */
  received: () => readonly Collected[];
  /** The ids of the markers that arrived (`n` of markerPath's query), in order. */
  markers: () => readonly string[];
  /** Forgets what arrived so far. */
  clear: () => void;
  close: () => Promise<void>;
};

/** Starts a collector on `port` (0: any free port) of the loopback address. */
export async function startCollector(port = 0): Promise<Collector> {
  let received: Collected[] = [];
  let markers: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://collector');
      const cors = {
        'Access-Control-Allow-Origin': request.headers.origin ?? '*',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? 'content-type',
      };
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors).end();
        return;
      }
      if (url.pathname === markerPath) markers.push(url.searchParams.get('n') ?? '');
      else
        received.push({
          method: request.method ?? '',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      response.writeHead(202, { ...cors, 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    received: () => received,
    markers: () => markers,
    clear: () => {
      received = [];
      markers = [];
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
