import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { editorPort } from '../../playwright.editor.config.ts';
import {
  backendAddress,
  editorRemote,
  editorRoot,
  git,
  ownOrigin,
  readCopy,
  send,
  startFromRemote,
  expect,
  test,
} from './editor-support.ts';

// While `npm run edit` runs, its backend reads and writes the repository: only the editor page may use it.

const readSite = { action: 'getEntry', params: { branch: 'main', path: 'content/site.yaml' } };
const readGitConfig = { action: 'getEntry', params: { branch: 'main', path: '.git/config' } };
const overwriteViteConfig = {
  action: 'persistMedia',
  params: {
    branch: 'main',
    asset: { path: 'vite.config.ts', content: Buffer.from('export default {}').toString('base64'), encoding: 'base64' },
    options: { commitMessage: 'x' },
  },
};

test('the editor page, with its token, reads content', async () => {
  const answer = await send(await backendAddress(), { method: 'POST', origin: ownOrigin, body: readSite });
  expect(answer.status).toBe(200);
  // The site settings in both languages, as Decap keeps a page's languages: the English file and its translation.
  const entry = JSON.parse(answer.body) as { file: { path: string }; data: string };
  expect(entry.file.path).toBe('content/site.yaml');
  expect(parse(entry.data)).toEqual({ en: parse(await readCopy('content/site.yaml')), es: parse(await readCopy('content/site.es.yaml')) });
});

test('a rebound domain gets 403, for the backend and for the page that holds the token', async () => {
  const address = await backendAddress();
  const host = `rebind.evil.example:${editorPort}`;
  expect((await send(address, { method: 'POST', host, origin: `http://${host}`, body: readGitConfig })).status).toBe(403);
  expect((await send('/admin/config.yml', { host })).status).toBe(403);
  expect((await send('/admin/', { host })).status).toBe(403);
});

test('another local tool’s page gets 403, and cannot read the token either', async () => {
  const address = await backendAddress();
  const origin = 'http://localhost:8888';
  expect((await send(address, { method: 'POST', origin, body: readSite })).status).toBe(403);
  expect((await send(address, { method: 'OPTIONS', origin })).status).toBe(403);
  expect((await send('/admin/config.yml', { origin })).status).toBe(403);
});

test('a call without the token, or with another, gets 403', async () => {
  const address = new URL(await backendAddress(), ownOrigin);
  expect((await send(address.pathname, { method: 'POST', origin: ownOrigin, body: readSite })).status).toBe(403);
  expect((await send(`${address.pathname}?token=guess`, { method: 'POST', origin: ownOrigin, body: readSite })).status).toBe(403);
});

test('even the editor page gets 403 for a path outside content/, and nothing is written', async () => {
  const address = await backendAddress();
  const viteConfig = path.join(editorRoot, 'vite.config.ts');
  const before = await readFile(viteConfig, 'utf8');
  expect((await send(address, { method: 'POST', origin: ownOrigin, body: readGitConfig })).status).toBe(403);
  expect((await send(address, { method: 'POST', origin: ownOrigin, body: overwriteViteConfig })).status).toBe(403);
  expect(await readFile(viteConfig, 'utf8')).toBe(before);
});

test('Publish answers the editor page alone: no other page can push, bring in, or read what is pending', async () => {
  await startFromRemote();
  // A saved change waiting to be published.
  const site = path.join(editorRoot, 'content/site.yaml');
  await writeFile(site, (await readFile(site, 'utf8')).replace(/^email: .*$/m, 'email: pending@example.com'));
  git(editorRoot, 'commit', '--quiet', '-am', 'Site settings: email');
  const online = git(editorRemote, 'rev-parse', 'main');
  const address = await backendAddress();
  const bare = new URL(address, ownOrigin).pathname;
  const rebound = `rebind.evil.example:${editorPort}`;
  for (const action of ['publish', 'publishStatus', 'bringIn']) {
    expect((await send(address, { method: 'POST', origin: 'http://localhost:8888', body: { action } })).status).toBe(403);
    expect((await send(address, { method: 'POST', origin: 'https://evil.example', body: { action } })).status).toBe(403);
    expect((await send(address, { method: 'POST', host: rebound, origin: `http://${rebound}`, body: { action } })).status).toBe(403);
    expect((await send(bare, { method: 'POST', origin: ownOrigin, body: { action } })).status).toBe(403);
    expect((await send(address, { method: 'GET', origin: ownOrigin })).status).toBe(403);
  }
  expect(git(editorRemote, 'rev-parse', 'main')).toBe(online);
  expect(git(editorRoot, 'log', '-1', '--format=%s')).toBe('Site settings: email');

  // The editor page itself, with its token, sees the change and publishes it.
  const status = await send(address, { method: 'POST', origin: ownOrigin, body: { action: 'publishStatus' } });
  expect(JSON.parse(status.body)).toMatchObject({ pending: ['Site settings: email'], problems: [] });
  expect((await send(address, { method: 'POST', origin: ownOrigin, body: { action: 'publish' } })).status).toBe(200);
  expect(git(editorRemote, 'rev-parse', 'main')).toBe(git(editorRoot, 'rev-parse', 'HEAD'));
});
