import { timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { liesWithin } from '../../../app/lib/real-path.server.ts';
import { hasHiddenCharacters } from '../../../app/features/content/hidden-characters.ts';
import { editableFolder } from './editable-folder.ts';

/**
 * Who may use the editor's backend, which reads and writes files on the
 * owner's computer while `npm run edit` runs. Three checks, each of which a
 * page from elsewhere fails:
 * - the Host header names this computer by address (a rebound domain that
 *   resolves to 127.0.0.1 still sends its own name);
 * - the Origin is the editor's own: not another site, nor another local tool
 *   on another port;
 * - the request carries the token made for this run, which only the editor
 *   page is given.
 * Where the browser says where a request comes from (Sec-Fetch-Site), a call
 * must come from the editor's own origin: a page of the site's content/
 * (served sandboxed, admin-plugin.ts) or a frame elsewhere is not it.
 * And whatever passes may only touch files under content/.
 */

export { editableFolder };

/** The names this computer answers to; each must come with the editor's own port. */
const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

export type EditorRequest = {
  method: string;
  host: string | undefined;
  origin: string | undefined;
  /** The browser's Sec-Fetch-Site header; programs other than browsers send none. */
  fetchSite?: string | undefined;
  token: string | null;
};

/** The dev server's port and this run's token; `staleTokens` are the tokens of earlier runs in the same process (a restart). */
export type EditorServer = { port: number; token: string; staleTokens?: ReadonlySet<string> };

/** Why a request for the editor's page or its configuration is refused, or null to serve it. */
export function pageRefusal(request: Pick<EditorRequest, 'host' | 'origin' | 'fetchSite'>, port: number): string | null {
  const host = request.host ?? '';
  if (!loopbackNames.some((name) => host === `${name}:${port}`)) return `Host "${host}" is not this computer on port ${port}`;
  // Browsers send Origin on every cross-origin request; a page of the editor's own fetching its config may omit it.
  if (request.origin !== undefined && request.origin !== `http://${host}`) return `Origin "${request.origin}" is not the editor's`;
  // Typed into the address bar (none) or asked by the editor's own page: never another site's page or frame.
  if (request.fetchSite !== undefined && request.fetchSite !== 'same-origin' && request.fetchSite !== 'none')
    return `Sec-Fetch-Site "${request.fetchSite}": asked by another site's page`;
  return null;
}

/** The reason backendRefusal gives for a token of an earlier run: the editor page is older than the dev server and must reload. */
export const staleTokenReason = 'a token of an earlier run: the editor page was opened before the dev server restarted';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Why a call to the backend is refused, or null to let it through to the files. */
export function backendRefusal(request: EditorRequest, server: EditorServer): string | null {
  if (request.method !== 'POST') return `${request.method} is not how the editor calls its backend`;
  const page = pageRefusal(request, server.port);
  if (page) return page;
  if (request.origin === undefined) return 'no Origin: not sent by the editor page';
  // Only the editor's own page calls it: where the browser says so, it must say same-origin.
  if (request.fetchSite !== undefined && request.fetchSite !== 'same-origin')
    return `Sec-Fetch-Site "${request.fetchSite}": not sent by the editor page`;
  if (!request.token) return 'no token';
  if (sameToken(request.token, server.token)) return null;
  if ([...(server.staleTokens ?? [])].some((stale) => sameToken(request.token!, stale))) return staleTokenReason;
  return 'wrong token';
}

/** The calls decap-server's file-system backend answers for the editor; the others belong to its git workflow. */
export const editorActions = new Set([
  'info',
  'entriesByFolder',
  'entriesByFiles',
  'getEntry',
  'persistEntry',
  'getMedia',
  'getMediaFile',
  'persistMedia',
  'deleteFile',
  'deleteFiles',
  'getDeployPreview',
]);

/**
 * The calls the editor's Publish panel makes: what is saved and not yet online, putting it online,
 * and, for the changes published from elsewhere, what they are and bringing them in. They name no paths.
 */
export const publishActions = new Set(['publishStatus', 'publish', 'incoming', 'bringIn']);

/** The calls that change files: each is recorded as a commit of what it changed. */
export const writeActions = new Set(['persistEntry', 'persistMedia', 'deleteFile', 'deleteFiles']);

/** The parameter names under which decap-server's actions take a repository path. */
const pathKeys = new Set(['path', 'newPath', 'folder', 'mediaFolder', 'paths']);

/** Every repository path a call names, at any depth of its parameters. */
export function pathsIn(params: unknown): string[] {
  if (Array.isArray(params)) return params.flatMap(pathsIn);
  if (typeof params !== 'object' || params === null) return [];
  return Object.entries(params).flatMap(([key, value]) => {
    if (!pathKeys.has(key)) return pathsIn(value);
    const values = Array.isArray(value) ? value : [value];
    // A path that is not a string is named as one, so that it is refused rather than skipped.
    return values.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  });
}

/** Whether a repository path lies inside content/ as written (links are judged by the caller: see content-files.ts). */
export function isEditable(repoPath: string, root: string): boolean {
  const folder = path.resolve(root, editableFolder);
  const resolved = path.resolve(root, repoPath);
  return resolved !== folder && liesWithin(resolved, folder) && !repoPath.includes('\0');
}

/** Why a call's action or paths are refused, or null. */
export function callRefusal(body: unknown, root: string): string | null {
  const { action, params } = (body ?? {}) as { action?: unknown; params?: unknown };
  if (typeof action !== 'string' || !(editorActions.has(action) || publishActions.has(action)))
    return `action ${JSON.stringify(action)} is not one the editor uses`;
  const paths = pathsIn(params);
  const odd = paths.find(hasHiddenCharacters);
  if (odd !== undefined)
    return `${action} names ${JSON.stringify(odd)}, whose name holds a control character (a line break, a tab, a direction mark): rename the file without it`;
  const outside = paths.find((repoPath) => !isEditable(repoPath, root));
  return outside === undefined ? null : `${action} names "${outside}", outside ${editableFolder}/`;
}
