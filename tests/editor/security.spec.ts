import { existsSync, lstatSync, readdirSync } from 'node:fs';
import { appendFile, link, mkdir, readFile, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { editorKey, editorPort } from '../../playwright.editor.config.ts';
import { staleEditorMessage, staleEditorStatus } from '../../tools/editor/stale-editor.ts';
import { reloadLabel } from '../../tools/editor/admin/stale-notice.ts';
import { openInEditorOff, ownerKeyMissing } from '../../tools/editor/dev-server-guard.ts';
import { codeEditorMarkOf } from '../../tools/testing/editor-sandbox.ts';
import {
  backendAddress,
  editorRemote,
  editorRoot,
  git,
  openEditor,
  overlayHolding,
  ownOrigin,
  privateStudy,
  publicStudy,
  send,
  startFromRemote,
  expect,
  test,
} from './editor-support.ts';

// Only the editor's own page drives the editor: not a page that frames it, not a file of content/
// opened in the browser, not a link in content/ to a file elsewhere, not a body built to crash it.

test.beforeEach(startFromRemote);

const media = publicStudy.media;

test('a page on another localhost origin cannot show the editor in a frame', async ({ page }) => {
  // The editor's page and its backend say they are never framed.
  for (const answer of [
    await send('/admin/'),
    await send(await backendAddress(), { method: 'POST', origin: ownOrigin, body: { action: 'publishStatus' } }),
  ]) {
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(answer.headers['x-frame-options']).toBe('DENY');
  }
  // The site's files may be framed by the editor's preview, on the same origin, only.
  const site = await send('/favicon.svg');
  expect(site.status).toBe(200);
  expect(site.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
  expect(site.headers['x-frame-options']).toBe('SAMEORIGIN');

  // Another local tool's page (answered here, without a server of its own) frames the editor.
  const elsewhere = `http://localhost:${editorPort + 1}/frames-the-editor`;
  await page.route(elsewhere, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Elsewhere</title><iframe title="The editor" src="${ownOrigin}/admin/" onload="document.title = 'Framed'"></iframe>`,
    }),
  );
  await page.goto(elsewhere);
  await expect(page).toHaveTitle('Framed');
  const frame = page.frameLocator('iframe[title="The editor"]');
  await expect(frame.getByRole('button', { name: 'Login' })).toHaveCount(0);
  // Chromium shows its own error page in the frame: not the editor's document.
  expect(page.frames().map((each) => each.url())).not.toContain(`${ownOrigin}/admin/`);
});

test('a page elsewhere gets nothing from the dev server on any path that acts, and starts no program', async () => {
  const api = await backendAddress();
  const openInEditor = (file: string) => `/__open-in-editor?file=${encodeURIComponent(file)}`;
  // Every kind of path that acts: opening a file in a code editor, the editor's page (it holds the token), its
  // configuration and backend, a page (its loaders run), a module compiled, a file by its path, a page's CSS, the
  // design tokens built, a link preview, a PDF and a private project's gate parameters drawn, a file of content/.
  const paths: { address: string; method?: string; body?: unknown }[] = [
    { address: openInEditor('/etc/hostname') },
    { address: openInEditor(path.join(editorRoot, 'package.json')) },
    { address: '/admin/' },
    { address: '/admin/config.yml' },
    { address: api, method: 'POST', body: { action: 'publishStatus' } },
    { address: '/' },
    { address: '/app/root.tsx' },
    { address: `/@fs${editorRoot}/package.json` },
    { address: '/@react-router/critical.css?pathname=/' },
    { address: '/tokens.json' },
    { address: `/og/${publicStudy.slug}.png` },
    { address: '/cv.pdf' },
    { address: `/protected/${privateStudy.slug}.gate.json` },
    { address: `/${publicStudy.file}` },
  ];
  // An <img> or a form on another site, that site's script, another tool on this computer, a name rebound to it.
  const senders = [
    { fetchSite: 'cross-site' },
    { origin: 'https://attacker.example', fetchSite: 'cross-site' },
    { origin: 'https://attacker.example' },
    { origin: `http://localhost:${editorPort + 1}`, fetchSite: 'same-site' },
    { host: `attacker.example:${editorPort}` },
  ];
  for (const { address, method, body } of paths)
    for (const sender of senders) {
      const answer = await send(address, { method, body, ...sender });
      expect(answer.status, `${method ?? 'GET'} ${address} ${JSON.stringify(sender)}`).toBe(403);
      expect(answer.body).toBe('Forbidden');
    }
  // The editor's own page may not open a code editor either: the path is switched off.
  const own = await send(openInEditor('/etc/hostname'), { origin: ownOrigin, fetchSite: 'same-origin' });
  expect(own).toMatchObject({ status: 403, body: openInEditorOff });
  // The dev server's own pages are still answered.
  expect((await send('/favicon.svg', { fetchSite: 'same-origin' })).status).toBe(200);
  // The code editor the dev server was given leaves a mark when started, as it would have for the first requests above.
  expect(existsSync(codeEditorMarkOf(editorRoot))).toBe(false);
});

test('a program on this computer that never saw the terminal gets nothing; the browser that opens the printed address gets in', async ({
  browser,
}) => {
  const api = await backendAddress();
  // Another user's program, or one without the owner's rights: it can reach localhost, and say what it likes, but holds no key.
  for (const { address, method, body } of [
    { address: '/admin/' },
    { address: '/admin/config.yml' },
    { address: api, method: 'POST', body: { action: 'publishStatus' } },
    { address: '/' },
    { address: `/${privateStudy.file}` },
    { address: `/@fs${editorRoot}/${privateStudy.file}` },
    { address: `/protected/${privateStudy.slug}.gate.json` },
    { address: '/@vite/client' },
  ]) {
    const answer = await send(address, { method, body, origin: method ? ownOrigin : undefined, key: false });
    expect(answer.status, address).toBe(403);
    expect(answer.body, address).toBe(ownerKeyMissing);
  }
  // A browser that has not opened the printed address is told to; once it has, the editor opens, and the key is off the address.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    expect((await page.goto(`${ownOrigin}/admin/`))?.status()).toBe(403);
    await expect(page.getByText(ownerKeyMissing)).toBeVisible();
    await page.goto(`${ownOrigin}/admin/?key=${editorKey}`);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    const opened = new URL(page.url());
    expect(`${opened.origin}${opened.pathname}${opened.search}`).toBe(`${ownOrigin}/admin/`);
  } finally {
    await context.close();
  }
});

test('an SVG with a script under content/, opened in the browser, runs nothing and cannot call the backend', async ({ page }) => {
  const file = `${media}/opened.svg`;
  await writeFile(
    path.join(editorRoot, file),
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><text id="said" x="4" y="24">script did not run</text>' +
      '<script>document.getElementById("said").textContent = "script ran";</script></svg>\n',
  );
  try {
    const api = await backendAddress();
    const response = await page.goto(`/${file}`);
    expect(response?.headers()['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    // Its own script: the text it would change is as written.
    await expect(page.getByText('script did not run')).toBeVisible();
    // What such a script would try, run in the file's page: read the token from the editor's page, then call the backend with it.
    const attempt = await page.evaluate(async (address) => {
      const answer = { origin: self.origin, page: 'unread', call: 0 };
      try {
        answer.page = await (await fetch('/admin/')).text();
      } catch {
        answer.page = 'refused';
      }
      try {
        const call = await fetch(address, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"action":"publishStatus"}',
        });
        answer.call = call.status;
      } catch {
        answer.call = -1;
      }
      return answer;
    }, api);
    expect(attempt.origin).toBe('null');
    expect(attempt.page).not.toContain(new URL(api, ownOrigin).searchParams.get('token')!);
    expect(attempt.call).not.toBe(200);
  } finally {
    await rm(path.join(editorRoot, file), { force: true });
  }
});

test('a link in content/ to a file elsewhere, or a linked folder, is refused by name, and left out of listings', async () => {
  const address = await backendAddress();
  const call = (body: unknown) => send(address, { method: 'POST', origin: ownOrigin, body });
  const linkedPicture = `${media}/settings.png`;
  const linkedEntry = 'content/projects/linked/index.md';
  const linkedFolder = `${media}/linked-folder`;
  const hardLinked = `${media}/hard-linked.png`;
  await symlink('../../../../.git/config', path.join(editorRoot, linkedPicture));
  await mkdir(path.join(editorRoot, path.dirname(linkedEntry)), { recursive: true });
  await symlink('../../../README.md', path.join(editorRoot, linkedEntry));
  const gitConfig = await readFile(path.join(editorRoot, '.git/config'), 'utf8');
  const picture = readdirSync(path.join(editorRoot, media), { withFileTypes: true }).find((entry) => entry.isFile())!.name;
  try {
    // The media folder lists its pictures, without the link.
    const listing = await call({ action: 'getMedia', params: { branch: 'main', mediaFolder: media } });
    expect(listing.status).toBe(200);
    const names = (JSON.parse(listing.body) as { path: string }[]).map((file) => file.path);
    expect(names).toContain(`${media}/${picture}`);
    expect(names).not.toContain(linkedPicture);
    expect(listing.body).not.toContain(Buffer.from(gitConfig).toString('base64').slice(0, 24));

    // Reading the linked picture, or the linked entry, is refused with a message that names it.
    for (const [body, named] of [
      [{ action: 'getMediaFile', params: { branch: 'main', path: linkedPicture } }, linkedPicture],
      [{ action: 'getEntry', params: { branch: 'main', path: linkedEntry } }, linkedEntry],
    ] as const) {
      const answer = await call(body);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ error: expect.stringContaining(`"${named}" is a link`) });
    }
    // The case studies are listed without the linked one.
    const entries = await call({
      action: 'entriesByFolder',
      params: { branch: 'main', folder: 'content/projects', extension: 'md', depth: 2 },
    });
    expect(entries.status).toBe(200);
    // (In Decap's names: a case study's English file is index.en.md.)
    expect(entries.body).toContain(`"${publicStudy.folder}/index.en.md"`);
    expect(entries.body).not.toContain('content/projects/linked/');
    // Writing through the link is refused too, and the file it points to stays as it was.
    const write = await call({
      action: 'persistMedia',
      params: {
        branch: 'main',
        asset: { path: linkedPicture, content: Buffer.from('[core]').toString('base64'), encoding: 'base64' },
        options: { commitMessage: 'x' },
      },
    });
    expect(write.status).toBe(403);
    expect(await readFile(path.join(editorRoot, '.git/config'), 'utf8')).toBe(gitConfig);
    expect(lstatSync(path.join(editorRoot, linkedPicture)).isSymbolicLink()).toBe(true);
    // Nor through a hard link, another name of the same file, which no real path reveals.
    await link(path.join(editorRoot, '.git/config'), path.join(editorRoot, hardLinked));
    const hardWrite = await call({
      action: 'persistMedia',
      params: {
        branch: 'main',
        asset: { path: hardLinked, content: Buffer.from('[core]').toString('base64'), encoding: 'base64' },
        options: { commitMessage: 'x' },
      },
    });
    expect(hardWrite.status).toBe(403);
    expect(JSON.parse(hardWrite.body)).toEqual({ error: expect.stringContaining(`"${hardLinked}" is a hard link`) });
    expect(await readFile(path.join(editorRoot, '.git/config'), 'utf8')).toBe(gitConfig);

    // Nor does the dev server hand out the file the link points to: not as a file of content/ …
    for (const asked of [`/${linkedPicture}`, `/@fs${editorRoot}/${linkedPicture}`]) {
      const answer = await send(asked);
      expect(answer.status).toBe(403);
      expect(answer.body).toContain(`"${linkedPicture}" is a link`);
    }
    // … nor in a page of the site, which holds nothing of it; the dev server names the link instead, as the
    // content check does, in the overlay of every page it serves.
    const home = await send('/');
    expect(gitConfig).toContain(editorRemote);
    expect(home.body).not.toContain(editorRemote);
    expect(await overlayHolding(`${linkedPicture}: is a symbolic link`)).toContain('Put the file itself here instead of the link');
    // A file in a folder that is a link is refused as well, even one that leads back inside content/: the media folder itself.
    await symlink('.', path.join(editorRoot, linkedFolder));
    const throughFolder = `${linkedFolder}/${picture}`;
    for (const asked of [`/${throughFolder}`, `/@fs${editorRoot}/${throughFolder}`]) {
      const answer = await send(asked);
      expect(answer.status, asked).toBe(403);
      expect(answer.body).toContain(`"${throughFolder}" lies in "${linkedFolder}", a link`);
    }
    expect((await send(`/${media}/${picture}`)).status).toBe(200);
    const read = await call({ action: 'getMediaFile', params: { branch: 'main', path: throughFolder } });
    expect(read.status).toBe(403);
    expect(JSON.parse(read.body)).toEqual({ error: expect.stringContaining(`"${throughFolder}" lies in "${linkedFolder}", a link`) });
  } finally {
    await rm(path.join(editorRoot, linkedFolder), { force: true });
    await rm(path.join(editorRoot, linkedPicture), { force: true });
    await rm(path.join(editorRoot, hardLinked), { force: true });
    await rm(path.join(editorRoot, 'content/projects/linked'), { recursive: true, force: true });
  }
});

test('a file name cannot forge a trailer in a saved change’s record, nor stage other files', async () => {
  const address = await backendAddress();
  const before = git(editorRoot, 'rev-parse', 'HEAD');
  const forged = `${media}/a\n\nSigned-off-by: Mallory <mallory@example.com>\n.png`;
  const answer = await send(address, {
    method: 'POST',
    origin: ownOrigin,
    body: {
      action: 'persistMedia',
      params: { branch: 'main', asset: { path: forged, content: 'cG5n', encoding: 'base64' }, options: { commitMessage: 'x' } },
    },
  });
  expect(answer.status).toBe(403);
  expect(JSON.parse(answer.body)).toEqual({ error: expect.stringContaining(JSON.stringify(forged)) });
  expect(existsSync(path.join(editorRoot, forged))).toBe(false);
  expect(git(editorRoot, 'rev-parse', 'HEAD')).toBe(before);

  // A file named content/*, saved while another file has unsaved changes: its record holds it alone.
  const site = path.join(editorRoot, 'content/site.yaml');
  await writeFile(site, (await readFile(site, 'utf8')).replace(/^email: .*$/m, 'email: unsaved@example.com'));
  const star = await send(address, {
    method: 'POST',
    origin: ownOrigin,
    body: {
      action: 'persistMedia',
      params: { branch: 'main', asset: { path: 'content/*', content: 'c3Rhcg==', encoding: 'base64' }, options: { commitMessage: 'x' } },
    },
  });
  try {
    expect(star.status).toBe(200);
    expect(git(editorRoot, 'show', '--format=', '--name-only', 'HEAD')).toBe('content/*');
    expect(git(editorRoot, 'log', '-1', '--format=%(trailers)')).toBe('');
    expect(git(editorRoot, 'status', '--porcelain', '--untracked-files=no')).toBe('M content/site.yaml');
  } finally {
    await rm(path.join(editorRoot, 'content/*'), { force: true });
  }
});

test('a deeply nested body gets 400, and the next call is answered', async () => {
  const address = await backendAddress();
  // 400 KB of well-formed JSON: a call whose parameters are arrays nested 200,000 deep.
  const raw = `{"action":"getEntry","params":{"path":${'['.repeat(200_000)}${']'.repeat(200_000)}}}`;
  const deep = await send(address, { method: 'POST', origin: ownOrigin, raw });
  expect(deep.status).toBe(400);
  const next = await send(address, {
    method: 'POST',
    origin: ownOrigin,
    body: { action: 'getEntry', params: { branch: 'main', path: 'content/site.yaml' } },
  });
  expect(next.status).toBe(200);
});

test('the backend takes a call only from the editor’s own origin, where the browser says where it comes from', async () => {
  const address = await backendAddress();
  for (const fetchSite of ['same-site', 'cross-site', 'none'])
    expect((await send(address, { method: 'POST', origin: ownOrigin, fetchSite, body: { action: 'publishStatus' } })).status).toBe(403);
  expect(
    (await send(address, { method: 'POST', origin: ownOrigin, fetchSite: 'same-origin', body: { action: 'publishStatus' } })).status,
  ).toBe(200);
});

test('after a settings change restarts the dev server, an open editor says it must be reloaded', async ({ page }) => {
  const config = path.join(editorRoot, 'vite.config.ts');
  const original = await readFile(config, 'utf8');
  const before = await backendAddress();
  await openEditor(page);
  await expect(page.getByRole('button', { name: /^Publish ·/ })).toBeVisible();

  /**
   * Makes `change`, and settles once the dev server has restarted: the editor's configuration then names
   * the backend with a new token, and only a server that is ready answers at all (admin-plugin.ts).
   */
  const restartedAfter = async (change: () => Promise<void>, previous: string) => {
    await change();
    let address = previous;
    await expect
      .poll(async () => {
        address = await backendAddress().catch(() => previous);
        return address;
      })
      .not.toBe(previous);
    return address;
  };
  // Each change is one system call that leaves a whole config behind: a rewrite truncates the file first, and a
  // dev server that reads it in that instant fails to restart and keeps its old token.
  try {
    const after = await restartedAfter(() => appendFile(config, '\n// changed\n'), before);
    // The old token is told apart from a wrong one: the page is told to reload.
    const stale = await send(before, { method: 'POST', origin: ownOrigin, body: { action: 'publishStatus' } });
    expect(stale.status).toBe(staleEditorStatus);
    expect(JSON.parse(stale.body)).toEqual({ error: staleEditorMessage });

    await page.getByRole('button', { name: /^Publish ·/ }).click();
    const notice = page.getByRole('alert').filter({ hasText: staleEditorMessage });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: reloadLabel }).click();
    // Reloaded with the new token (still signed in): the notice is gone and the panel has its state again.
    await expect(page.getByRole('button', { name: /^Publish ·/ })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: staleEditorMessage })).toHaveCount(0);
    expect(await send(after, { method: 'POST', origin: ownOrigin, body: { action: 'publishStatus' } })).toMatchObject({ status: 200 });
  } finally {
    // The configuration as it was, and the server restarted on it, for the tests after this one.
    await restartedAfter(() => truncate(config, Buffer.byteLength(original)), await backendAddress());
  }
});
