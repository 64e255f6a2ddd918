// What the local server decides about a request before sirv looks for a
// file: whether it is addressed to this computer, which route's headers it
// gets, whether it is refused, the content type of the files sirv cannot name,
// and which encodings and range sirv may send. Every path here is inside the
// base path, with a leading slash, as sirv will resolve it.
import { isIP } from 'node:net';

/**
 * The path sirv will look up: decoded as sirv decodes it (`decodeURI`, so an
 * encoded `/` stays encoded), without trailing slashes (sirv drops them).
 * Null when it does not decode.
 */
export function filePath(inner: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURI(inner);
  } catch {
    return null;
  }
  const path = decoded.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * A precompressed sibling at its own address (`/assets/x.js.br`, `/index.html.gz`):
 * never served that way. sirv serves it for the original's address to a browser
 * that accepts its encoding, and most hosts do not publish it at all; served
 * directly it would skip its page's headers and arrive encoded to a client that
 * never asked for the encoding.
 */
export function isPrecompressedAddress(path: string): boolean {
  return /\.(br|gz)$/i.test(path);
}

/**
 * The route whose headers a path gets: sirv answers `/about`, `/about/index`
 * and `/about/index.html` with the same file, so they share the route's headers.
 */
export function routeOf(path: string): string {
  return path.replace(/\/index(\.html?)?$/, '') || '/';
}

/** The not-found page is never a page of its own, at any of its addresses (`/404`, `/404.html`). */
export function isNotFoundPage(route: string): boolean {
  return /^(\/[a-z]{2})?\/404(\.html?)?$/.test(route);
}

/**
 * Content types for the files the build writes that sirv does not know;
 * undefined leaves the type to sirv. `_headers` is the static hosts' header
 * rules, plain text.
 */
export function contentTypeFor(path: string): string | undefined {
  if (/(^|\/)_headers$/.test(path)) return 'text/plain; charset=utf-8';
  return undefined;
}

/**
 * A hidden file or folder (`/.nojekyll`, `/assets/.x`): never served, as static
 * hosts leave dot-files out; `/.well-known/` is the exception the web reserves.
 */
export function isHiddenPath(path: string): boolean {
  return /(^|\/)\.(?!well-known(\/|$))/.test(path);
}

/** The precompressed encodings the server has, in the order it prefers them. */
const precompressed = ['br', 'gzip'] as const;

/**
 * Which of the precompressed encodings a request's Accept-Encoding accepts,
 * written as sirv reads it (`br, gzip`, `gzip`, or nothing). A coding is
 * accepted when it is listed with a weight above zero, or not listed while
 * `*` is: `br;q=0, gzip` refuses br (RFC 9110, 12.5.3), where sirv, which
 * looks for the letters `br`, would send it. `x-gzip` is gzip.
 */
export function acceptedEncodings(header: string | string[] | undefined): string {
  const weights = new Map<string, number>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Number(q.slice(2)) : 0;
    weights.set(name === 'x-gzip' ? 'gzip' : name, weight);
  }
  return precompressed.filter((coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0).join(', ');
}

/**
 * The Range header to hand sirv, or undefined to send the whole file, which a
 * server may always do (RFC 9110, 14.2). sirv reads any Range loosely: the
 * last 500 bytes (`bytes=-500`) as the first 501, a range that ends before it
 * starts as a dropped connection, `bytes=abc` as all of it called partial.
 * Only one range from a first byte on (`bytes=100-`, `bytes=0-99`) is passed
 * on. And none with If-Range, which asks for the rest of a file only if it is
 * still the one the browser had: sirv cannot compare, and its validators are
 * weak, which never match If-Range (RFC 9110, 13.1.5), so a download resumed
 * after a rebuild would join the old file's start to the new one's end.
 */
export function usableRange(range: string | undefined, ifRange: string | string[] | undefined): string | undefined {
  if (range === undefined || ifRange !== undefined) return undefined;
  const found = /^\s*bytes\s*=\s*(\d+)-(\d*)\s*$/i.exec(range);
  if (!found) return undefined;
  const [, first = '', last = ''] = found;
  if (last !== '' && Number(last) < Number(first)) return undefined;
  return `bytes=${first}-${last}`;
}

/**
 * Whether a request's Host names this computer: `localhost` or an address
 * (127.0.0.1, [::1], the address another device on the network uses), with
 * any port. A page on a domain its owner points at this computer (DNS
 * rebinding) sends that domain, and is refused: otherwise its script could
 * read the local build, private work encrypted with the public default
 * password among it.
 */
export function isOwnHost(host: string | undefined): boolean {
  const name = /^(\[[^\]]+\]|[^:[\]]+)(?::\d+)?$/.exec(host ?? '')?.[1];
  if (name === undefined) return false;
  return name.toLowerCase() === 'localhost' || isIP(name.replace(/^\[(.*)\]$/, '$1')) !== 0;
}
