import path from 'node:path';

/**
 * The headers the dev server adds while the editor can run (admin-plugin.ts).
 *
 * - The editor's page and its backend's answers are never shown in a frame:
 *   a page elsewhere cannot put the editor under its own buttons.
 * - The site's pages may be framed by the dev server's own pages only: the
 *   editor's preview shows them in a frame.
 * - The files of content/ are served sandboxed: an SVG (or any page) there,
 *   opened in the browser, runs with no origin of its own, so it can neither
 *   read the editor's page nor call its backend; and a file is only ever read
 *   as the type it is served as.
 */
export const editorAnswerHeaders = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
} as const;

export const sitePageHeaders = {
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
} as const;

export const contentFileHeaders = {
  'Content-Security-Policy': "sandbox; frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** A request's path as the file system would read it: decoded, without dot segments. */
function plainPath(pathname: string) {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Left as written: the dev server refuses it too.
  }
  return path.posix.normalize(`/${decoded.replace(/\\/g, '/')}`);
}

/**
 * The file under content/ that a request of the dev server reads, as a path
 * from the project's folder (`content/projects/huru/media/cover/01.svg`), or
 * undefined when it reads none: asked by the site's path (`<base>content/…`)
 * or by the file's own path (`/@fs/<root>/content/…`), in any case of letters
 * (a Mac's disk ignores case). `roots` are the project's folder as configured
 * and as the file system resolves it.
 */
export function contentFileAsked(pathname: string, base: string, roots: readonly string[]): string | undefined {
  const asked = plainPath(pathname);
  const lower = asked.toLowerCase();
  for (const prefix of [base, '/', ...roots.map((root) => `/@fs/${root.split(path.sep).join('/')}`)]) {
    const folder = `${plainPath(prefix).replace(/\/$/, '')}/content`;
    const folderLower = folder.toLowerCase();
    if (lower === folderLower || lower.startsWith(`${folderLower}/`)) return asked.slice(folder.length - 'content'.length);
  }
  return undefined;
}
