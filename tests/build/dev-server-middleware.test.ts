// @vitest-environment node
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInEditorRoute } from '../../tools/editor/dev-server-guard.ts';

/**
 * Every middleware the dev server runs (Vite's, React Router's, the project's plugins'), what it
 * does, and why it is safe where it stands. Each is `guarded` (it acts: it compiles, draws, reads
 * or writes, so only the dev server's own pages may reach it, behind the guard that goes first),
 * `harmless` (it may stand anywhere: it answers without acting), or `off`.
 *
 * A middleware this table does not know fails the test below, with its name and the start of its
 * code. Before adding it here, read what it does: if a page on another site could make it act,
 * it must stand after the guard (tools/editor/dev-server-guard.ts), or be switched off there.
 */
type Layer = { route: string; handle: ((...args: never[]) => unknown) & { name: string } };
type Role = 'guard' | 'guarded' | 'harmless' | 'off';
const named = (name: string) => (layer: Layer) => layer.handle.name === name;
const written = (pattern: RegExp) => (layer: Layer) => layer.handle.name === '' && pattern.test(String(layer.handle));

const known: { what: string; is: (layer: Layer) => boolean; role: Role }[] = [
  { what: 'the guard: refuses every request but the dev server’s own pages’', is: named('refuseForeignRequests'), role: 'guard' },
  { what: 'Vite: a 400 for a request target holding a #', is: named('viteRejectInvalidRequestMiddleware'), role: 'harmless' },
  { what: 'Vite: refuses a Host that is not this computer', is: named('hostValidationMiddleware'), role: 'harmless' },
  { what: 'Vite: cross-origin headers (the editor turns them off: cors false)', is: named('corsMiddleware'), role: 'guarded' },
  { what: 'design tokens: builds tokens.json (Style Dictionary)', is: named('serveDesignTokens'), role: 'guarded' },
  { what: 'content images: the encodings this dev server made (from the build cache)', is: named('serveEncodedImages'), role: 'guarded' },
  { what: 'the editor: holds each request until the dev server watches the files (then says it is ready)', is: named('holdUntilReady'), role: 'guarded' },
  { what: 'the editor: sandbox headers, and refusal of links, for files of content/', is: named('serveContentFilesSandboxed'), role: 'guarded' },
  { what: 'the editor: its page (with the token) and its backend (writes content/)', is: named('serveEditor'), role: 'guarded' },
  { what: 'React Router: a page’s critical CSS (compiles its route modules)', is: written(/@react-router\/critical\.css/), role: 'guarded' },
  { what: 'private work: a project’s gate parameters (derives keys from the password)', is: named('serveGateParams'), role: 'guarded' },
  { what: 'link previews: draws every PNG', is: named('serveLinkPreviews'), role: 'guarded' },
  { what: 'the CV: draws its PDFs and JSON Resume', is: named('serveCvFiles'), role: 'guarded' },
  { what: 'case studies: draws their PDFs', is: named('serveCaseStudyPdfs'), role: 'guarded' },
  { what: 'Vite: 304 for a module the browser holds', is: named('viteCachedTransformMiddleware'), role: 'guarded' },
  { what: 'Vite: the site’s path (base) taken off', is: named('viteBaseMiddleware'), role: 'guarded' },
  { what: 'Vite: /__open-in-editor, which would start a program: switched off', is: named('openInEditorSwitchedOff'), role: 'off' },
  { what: 'Vite: answers its client’s ping', is: named('viteHMRPingMiddleware'), role: 'guarded' },
  { what: 'Vite: files of public/', is: named('viteServePublicMiddleware'), role: 'guarded' },
  { what: 'Vite: compiles any module asked for', is: named('viteTransformMiddleware'), role: 'guarded' },
  { what: 'Vite: files anywhere it may read, by path (/@fs/)', is: named('viteServeRawFsMiddleware'), role: 'guarded' },
  { what: 'Vite: the project’s files', is: named('viteServeStaticMiddleware'), role: 'guarded' },
  { what: 'React Router: renders a page (runs its loaders)', is: written(/createRequestHandler/), role: 'guarded' },
  { what: 'Vite: answers an error another middleware raised', is: named('viteErrorMiddleware'), role: 'harmless' },
];

let server: ViteDevServer;
let layers: Layer[];

beforeAll(async () => {
  // The project's own configuration, as `npm run dev` and `npm run edit` load it; nothing listens.
  server = await createServer({ configFile: 'vite.config.ts', logLevel: 'silent', server: { port: 5173, strictPort: true } });
  layers = [...(server.middlewares as unknown as { stack: Layer[] }).stack];
});
afterAll(() => server?.close());

const roleOf = (layer: Layer) => known.filter((entry) => entry.is(layer));
const shown = (layer: Layer, i: number) =>
  `${i}: ${layer.handle.name || 'an unnamed function'} on ${layer.route || 'every path'}: ${String(layer.handle).replace(/\s+/g, ' ').slice(0, 160)}`;

describe('the dev server’s middleware', () => {
  it('is each one that is known, and known once', () => {
    expect(layers.length).toBeGreaterThan(10);
    const unknown = layers.map((layer, i) => [layer, i] as const).filter(([layer]) => roleOf(layer).length !== 1);
    expect(unknown.map(([layer, i]) => shown(layer, i))).toEqual([]);
  });

  it('starts with the guard, so that every one that acts stands behind it', () => {
    expect(roleOf(layers[0]!)[0]?.role).toBe('guard');
    const acting = layers.filter((layer) => roleOf(layer)[0]?.role === 'guarded');
    expect(acting.length).toBeGreaterThan(10);
    for (const layer of acting) expect(layers.indexOf(layer), shown(layer, layers.indexOf(layer))).toBeGreaterThan(0);
  });

  it('answers a WebSocket only behind the guard: the one listener for upgrades is the guard’s', () => {
    // Vite's live-reload socket is no middleware; a plugin that listened for upgrades of its own would stand beside the guard.
    expect(server.httpServer!.listeners('upgrade').map((listener) => listener.name)).toEqual(['refuseForeignUpgrades']);
  });

  it('has /__open-in-editor switched off: nothing on the stack starts a program', () => {
    const openers = layers.filter((layer) => layer.route === openInEditorRoute);
    expect(openers.map((layer) => layer.handle.name)).toEqual(['openInEditorSwitchedOff']);
    expect(layers.map((layer) => layer.handle.name)).not.toContain('launchEditorMiddleware');
  });
});
