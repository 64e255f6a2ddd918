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

export type Collector = {
  /** `http://127.0.0.1:<port>`: what `analytics.host` names. */
  origin: string;
  /** Every request but CORS preflights, in the order they arrived. */
  received: () => readonly Collected[];
  /** Forgets what arrived so far. */
  clear: () => void;
  close: () => Promise<void>;
};

/** Starts a collector on `port` (0: any free port) of the loopback address. */
export async function startCollector(port = 0): Promise<Collector> {
  let received: Collected[] = [];
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
