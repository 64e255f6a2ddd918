// What the local server decides about a request path before sirv looks for a
// file: which route's headers it gets, whether it is refused, and the content
// type of the files sirv cannot name. Every path here is inside the base path,
// with a leading slash, as sirv will resolve it.

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
