import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backendRefusal, callRefusal, pageRefusal, pathsIn, staleTokenReason } from './request-guard.ts';

const server = { port: 5173, token: 'a-token-for-this-run' };
const editorCall = { method: 'POST', host: 'localhost:5173', origin: 'http://localhost:5173', token: server.token };

describe('who may call the editor’s backend', () => {
  it('lets the editor page through, by either loopback name', () => {
    expect(backendRefusal(editorCall, server)).toBeNull();
    expect(backendRefusal({ ...editorCall, host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173' }, server)).toBeNull();
  });

  it('refuses a rebound domain, even on the right port', () => {
    expect(backendRefusal({ ...editorCall, host: 'rebind.evil.example:5173', origin: 'http://rebind.evil.example:5173' }, server)).toMatch(
      /Host/,
    );
  });

  it('refuses this computer on another port, and a missing Host', () => {
    expect(backendRefusal({ ...editorCall, host: 'localhost:8081' }, server)).toMatch(/Host/);
    expect(backendRefusal({ ...editorCall, host: undefined }, server)).toMatch(/Host/);
  });

  it('refuses another local tool’s page and another site', () => {
    expect(backendRefusal({ ...editorCall, origin: 'http://localhost:3000' }, server)).toMatch(/Origin/);
    expect(backendRefusal({ ...editorCall, origin: 'https://evil.example' }, server)).toMatch(/Origin/);
    expect(backendRefusal({ ...editorCall, origin: 'null' }, server)).toMatch(/Origin/);
  });

  it('refuses a call without an Origin, without the token, or with another', () => {
    expect(backendRefusal({ ...editorCall, origin: undefined }, server)).toMatch(/Origin/);
    expect(backendRefusal({ ...editorCall, token: null }, server)).toMatch(/token/);
    expect(backendRefusal({ ...editorCall, token: 'a-token-for-this-ruN' }, server)).toMatch(/token/);
    expect(backendRefusal({ ...editorCall, token: 'short' }, server)).toMatch(/token/);
  });

  it('lets the editor page through where the browser says same-origin, and a program that says nothing', () => {
    expect(backendRefusal({ ...editorCall, fetchSite: 'same-origin' }, server)).toBeNull();
    expect(backendRefusal({ ...editorCall, fetchSite: undefined }, server)).toBeNull();
  });

  it('refuses a call the browser says another page made, even with the right Origin and token', () => {
    // A sandboxed file of content/ or a frame elsewhere: the browser says so, whatever else the request carries.
    for (const fetchSite of ['same-site', 'cross-site', 'none'])
      expect(backendRefusal({ ...editorCall, fetchSite }, server)).toMatch(/Sec-Fetch-Site/);
  });

  it('tells a token of an earlier run of the same dev server from a wrong one', () => {
    const restarted = { ...server, token: 'the-token-after-a-restart', staleTokens: new Set([server.token]) };
    expect(backendRefusal(editorCall, restarted)).toBe(staleTokenReason);
    expect(backendRefusal({ ...editorCall, token: 'a-guess' }, restarted)).toBe('wrong token');
    expect(backendRefusal({ ...editorCall, token: restarted.token }, restarted)).toBeNull();
    // Only from the editor's own address: elsewhere it is refused like any other call.
    expect(backendRefusal({ ...editorCall, origin: 'http://localhost:3000' }, restarted)).toMatch(/Origin/);
  });

  it('takes calls as POST only', () => {
    expect(backendRefusal({ ...editorCall, method: 'GET' }, server)).toMatch(/GET/);
    expect(backendRefusal({ ...editorCall, method: 'OPTIONS' }, server)).toMatch(/OPTIONS/);
  });

  it('serves the editor page to this computer’s own address, and to nothing else', () => {
    expect(pageRefusal({ host: 'localhost:5173', origin: undefined }, 5173)).toBeNull();
    expect(pageRefusal({ host: 'localhost:5173', origin: 'http://localhost:5173' }, 5173)).toBeNull();
    expect(pageRefusal({ host: 'rebind.evil.example:5173', origin: undefined }, 5173)).toMatch(/Host/);
    expect(pageRefusal({ host: 'localhost:5173', origin: 'http://localhost:3000' }, 5173)).toMatch(/Origin/);
  });

  it('serves the editor page typed in the address bar or asked by itself, never to another site’s page or frame', () => {
    expect(pageRefusal({ host: 'localhost:5173', origin: undefined, fetchSite: 'none' }, 5173)).toBeNull();
    expect(pageRefusal({ host: 'localhost:5173', origin: undefined, fetchSite: 'same-origin' }, 5173)).toBeNull();
    expect(pageRefusal({ host: 'localhost:5173', origin: undefined, fetchSite: 'same-site' }, 5173)).toMatch(/Sec-Fetch-Site/);
    expect(pageRefusal({ host: 'localhost:5173', origin: undefined, fetchSite: 'cross-site' }, 5173)).toMatch(/Sec-Fetch-Site/);
  });
});

const root = mkdtempSync(path.join(tmpdir(), 'editor-guard-'));
mkdirSync(path.join(root, 'content', 'projects', 'huru'), { recursive: true });
writeFileSync(path.join(root, 'package.json'), '{}');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('what the editor’s backend may touch', () => {
  it('finds every path a call names, however deep', () => {
    const params = {
      branch: 'main',
      dataFiles: [{ slug: 'huru', path: 'content/projects/huru/index.md', raw: 'x', newPath: 'content/projects/huru2/index.md' }],
      assets: [{ path: 'content/projects/huru/media/a.png', content: '', encoding: 'base64' }],
      entry: { path: 'content/a.md' },
      files: [{ path: 'content/site.yaml' }],
      paths: ['content/b.md', 'content/c.md'],
      mediaFolder: 'content/about/media',
      folder: 'content/projects',
    };
    expect(pathsIn(params).sort()).toEqual(
      [
        'content/a.md',
        'content/about/media',
        'content/b.md',
        'content/c.md',
        'content/projects',
        'content/projects/huru/index.md',
        'content/projects/huru/media/a.png',
        'content/projects/huru2/index.md',
        'content/site.yaml',
      ].sort(),
    );
  });

  it('lets reads and writes inside content/ through', () => {
    expect(callRefusal({ action: 'getEntry', params: { branch: 'main', path: 'content/site.yaml' } }, root)).toBeNull();
    expect(callRefusal({ action: 'info' }, root)).toBeNull();
  });

  it.each([
    ['.git/config', 'getEntry', { path: '.git/config' }],
    ['vite.config.ts', 'persistMedia', { asset: { path: 'vite.config.ts', content: '', encoding: 'base64' } }],
    ['a climb out of content/', 'getEntry', { path: 'content/../package.json' }],
    ['an absolute path', 'getEntry', { path: '/etc/passwd' }],
    ['content/ itself', 'deleteFiles', { paths: ['content'] }],
    ['a path that is not text', 'getEntry', { path: { toString: 'content/site.yaml' } }],
    ['one bad path among good ones', 'deleteFiles', { paths: ['content/a.md', 'package.json'] }],
    ['a move out of content/', 'persistEntry', { dataFiles: [{ path: 'content/a.md', newPath: 'app/root.tsx' }] }],
  ])('refuses %s', (_, action, params) => {
    expect(callRefusal({ action, params: { branch: 'main', ...params } }, root)).toMatch(/outside content\//);
  });

  it('refuses a path whose name holds a control character, naming it', () => {
    const forged = 'content/about/media/a\n\nSigned-off-by: Mallory <m@example.com>\n.png';
    expect(callRefusal({ action: 'persistMedia', params: { asset: { path: forged } } }, root)).toMatch(
      /^persistMedia names "content\/about\/media\/a\\n\\nSigned-off-by: .*control character/,
    );
    expect(callRefusal({ action: 'getEntry', params: { path: 'content/\u202Egnp.md' } }, root)).toMatch(/control character/);
  });

  it('lets the Publish panel’s calls through: they name no files', () => {
    expect(callRefusal({ action: 'publishStatus' }, root)).toBeNull();
    expect(callRefusal({ action: 'publish', params: {} }, root)).toBeNull();
    expect(callRefusal({ action: 'bringIn' }, root)).toBeNull();
    expect(callRefusal({ action: 'bringIn', params: { path: '../elsewhere' } }, root)).toMatch(/outside content\//);
    expect(callRefusal({ action: 'publish', params: { path: '.git/config' } }, root)).toMatch(/outside content\//);
  });

  it('refuses actions the editor never uses', () => {
    expect(callRefusal({ action: 'publishUnpublishedEntry', params: {} }, root)).toMatch(/not one the editor uses/);
    expect(callRefusal({}, root)).toMatch(/not one the editor uses/);
    expect(callRefusal(null, root)).toMatch(/not one the editor uses/);
  });
});
