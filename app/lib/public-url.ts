/**
 * Where the site is published, and the public address of each page.
 *
 * The site may live at a host's root (`https://nora.example.com/`) or under a
 * sub-path (a GitHub Pages project site, `https://nora.github.io/portfolio/`).
 * Every page is a folder with an `index.html`, and static hosts answer such a
 * folder at its address with a trailing slash (GitHub Pages, Netlify and
 * Cloudflare Pages redirect `/huru` to `/huru/`), so canonical addresses end in
 * a slash: they are the ones that answer 200 on every host.
 */

/** `portfolio`, `/portfolio` and `/portfolio/` all become `/portfolio/`; empty becomes `/`. */
export function normalizeBasePath(path: string): string {
  const trimmed = path.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** The sub-path the site is served under: an explicit override, else the path of its public URL. */
export function basePathFor(siteUrl: string, override?: string): string {
  if (override !== undefined && override.trim() !== '') return normalizeBasePath(override);
  return normalizeBasePath(new URL(siteUrl).pathname);
}

/** A route's path below the base, as it is published: `/` → ``, `/huru` → `huru/`. */
export function publishedPath(routePath: string): string {
  const trimmed = routePath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
}

/** The canonical address of a route: the site's origin, the base path, the route with a trailing slash. */
export function pageUrl(siteUrl: string, basePath: string, routePath: string): string {
  return `${new URL(siteUrl).origin}${pageHref(routePath, basePath)}`;
}

/** The public address of a file in the build (`og/huru.png`, `sitemap.xml`). */
export function fileUrl(siteUrl: string, basePath: string, file: string): string {
  return `${new URL(siteUrl).origin}${normalizeBasePath(basePath)}${file.replace(/^\/+/, '')}`;
}

/**
 * A page's address as the site's own links write it: below the base path, with the slash its
 * folder is served at (`/huru` → `/portfolio/huru/`), so no host answers a click with a redirect.
 */
export function pageHref(routePath: string, basePath: string = import.meta.env.BASE_URL): string {
  return `${normalizeBasePath(basePath)}${publishedPath(routePath)}`;
}

/** Whether a path is a page of the site rather than a file it links to (an image, the CV's PDF): no extension but `.html`. */
export function isPagePath(pathname: string): boolean {
  return !/\.(?!html$)[a-z0-9]+$/i.test(pathname);
}
