import { test as base, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { parse } from 'yaml';
import { editorKeyCookie, editorPort, editorRemote, editorRoot } from '../../playwright.editor.config.ts';
import { editorCollections } from '../../tools/editor/editor-config.ts';
import { privateSlug, publicSlug } from '../../tools/testing/test-projects.ts';
import { savedEvent } from '../../tools/editor/admin/publish-panel.tsx';
import { contentSeenEvent, type ContentSeen } from '../../tools/editor/dev-server-events.ts';
import { collectInBrowser, type BrowserCollector } from '../../tools/testing/analytics-collector.ts';

export { editorRemote, editorRoot, expect };

/**
 * The test portfolio counts visits at a host on this computer, and the dev server's pages (the site,
 * the editor's preview) send them there: each test's browser answers that host itself, as the site's
 * own browser tests do (tests/e2e/support.ts), so every page view reaches somewhere that answers.
 */
const analyticsHost = (parse(readFileSync(path.join(editorRoot, 'content/site.yaml'), 'utf8')) as { analytics?: { host: string } })
  .analytics?.host;
export const test = base.extend<{ analytics: BrowserCollector | undefined }>({
  analytics: [async ({ context }, use) => use(analyticsHost ? await collectInBrowser(context, analyticsHost) : undefined), { auto: true }],
});

/** Git in the copy of the project the editor runs in, or in its remote. */
export const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** A file of the copy the editor writes into. */
export const readCopy = (file: string) => readFile(path.join(editorRoot, file), 'utf8');

/** A Markdown file's frontmatter, parsed, and its body exactly as written. */
export function readStudy(text: string) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error('the file does not start with a frontmatter block');
  return { front: parse(match[1]!) as Record<string, unknown> & { name: string; subtitle: string }, body: match[2]! };
}

/** The case studies the tests open and change, chosen from the content (tools/testing/test-projects.ts), and their files. */
const filesOf = (slug: string) => {
  const folder = `content/projects/${slug}`;
  return { slug, folder, file: `${folder}/index.md`, spanishFile: `${folder}/index.es.md`, media: `${folder}/media` };
};
export const publicStudy = filesOf(publicSlug);
export const privateStudy = filesOf(privateSlug);

/** The editor's own words for the case studies and the subtitle field, from its configuration. */
export const studies = editorCollections().projects;
export const privateStudies = editorCollections().privateProjects;
export const subtitleLabel = studies.fields.find((field) => field.name === 'subtitle')!.label;
export const sitePages = editorCollections().pages;

/**
 * The dev server's answer while it re-bundles a dependency it has just discovered (on a first start
 * after an install): the page reloads itself once it is done. Not an error of the site or the editor.
 */
const reoptimizing = /status of 504 \(Outdated Optimize Dep\)/;

/** Collects any error the page reports, as the site's own browser tests do. */
export function watchErrors(page: Page, problems: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error' && !reoptimizing.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
}

/** The dev server's clients' socket (Vite's HMR), as a page's client opens it, with the token its client script holds. */
async function devServerSocket(): Promise<WebSocket> {
  // The owner's browser, holding the owner's key (tools/editor/dev-server-guard.ts), as the editor's pages are.
  const headers = { Cookie: editorKeyCookie };
  const client = await (await fetch(`${ownOrigin}/@vite/client`, { headers })).text();
  const token = /const wsToken = "([^"]+)"/.exec(client)?.[1];
  if (!token) throw new Error("The dev server's client script names no socket token.");
  // Node's WebSocket (undici) takes request headers beside the protocols; the DOM's type knows only protocols.
  const init = { protocols: ['vite-hmr'], headers };
  const socket = new WebSocket(`ws://localhost:${editorPort}/?token=${token}`, init as unknown as string[]);
  await new Promise((opened, failed) => {
    socket.addEventListener('open', opened, { once: true });
    socket.addEventListener('error', failed, { once: true });
  });
  return socket;
}

/**
 * The report the dev server shows in its pages' error overlay (the content check's problems) once it
 * holds `text`: sent to each client as the check finds it, and again to each client that connects
 * while the problem stands (tools/build/content-validation.ts).
 */
export async function overlayHolding(text: string): Promise<string> {
  const socket = await devServerSocket();
  try {
    return await new Promise<string>((resolve) => {
      socket.addEventListener('message', (message) => {
        const payload = JSON.parse(String(message.data)) as { type: string; err?: { message?: string } };
        if (payload.type === 'error' && payload.err?.message?.includes(text)) resolve(payload.err.message);
      });
    });
  } finally {
    socket.close();
  }
}

/**
 * Listens, from now on, for the files of content/ the dev server says it has taken in
 * (admin-plugin.ts): `taken(files)` settles once it has said so of each of `files`, so the pages it
 * serves from then on show them.
 */
export async function watchDevServer() {
  const socket = await devServerSocket();
  const seen = new Set<string>();
  const waiting = new Set<() => void>();
  socket.addEventListener('message', (message) => {
    const payload = JSON.parse(String(message.data)) as { type: string; event?: string; data?: ContentSeen };
    if (payload.type !== 'custom' || payload.event !== contentSeenEvent || !payload.data) return;
    seen.add(payload.data.file);
    for (const check of waiting) check();
  });
  return {
    taken: (files: string[]) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!files.every((file) => seen.has(file))) return;
          waiting.delete(check);
          resolve();
        };
        waiting.add(check);
        check();
      }),
    close: () => socket.close(),
  };
}

/** The files of content/ that differ between two states of the copy (commits, or the files as they are). */
const contentChanges = (...between: string[]) =>
  git(editorRoot, 'diff', '--name-only', ...between, '--', 'content')
    .split('\n')
    .filter(Boolean);

/**
 * Every test starts from the copy as the remote has it: everything published, nothing pending, and
 * the dev server has taken in every file that changed back. Git's index is refreshed first: a file
 * written back with its committed content is then left alone, where `reset --hard` would write it
 * again and, for a configuration file, restart the dev server under the next test's feet.
 */
export async function startFromRemote() {
  git(editorRoot, 'fetch', '--quiet', 'origin');
  git(editorRoot, 'update-index', '-q', '--refresh');
  const changing = contentChanges('origin/main');
  const devServer = changing.length ? await watchDevServer() : undefined;
  git(editorRoot, 'reset', '--quiet', '--hard', 'origin/main');
  await devServer?.taken(changing);
  devServer?.close();
}

/** Opens the editor and logs in (decap-server's local backend asks for no password: one click). */
export async function openEditor(page: Page) {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens one case study's form. */
export async function openStudy(page: Page, front: { name: string; subtitle: string }) {
  await page.getByRole('link', { name: studies.label, exact: true }).click();
  await page.getByRole('link', { name: `${front.name} · ${front.subtitle}` }).click();
}

/**
 * Saves the open entry, as the owner does, and waits for the save to be done: the editor page says so
 * (`savedEvent`, admin/editor-page.tsx), or, after a save that renamed pictures, it reads the entry
 * again by reloading itself, and that reload has loaded (exactly one of the two happens); and the dev
 * server has taken in every file the save's commit changed, so the site's pages show it.
 */
export async function save(page: Page) {
  const devServer = await watchDevServer();
  const before = git(editorRoot, 'rev-parse', 'HEAD');
  // Heard in the page as it is now: a reload takes this listener away, and its promise with it.
  const said = page.evaluate((name) => new Promise<void>((resolve) => addEventListener(name, () => resolve(), { once: true })), savedEvent);
  const reloaded = page.waitForEvent('load');
  // Waited for only after a save that reloads: the test must not fail on it when none comes.
  reloaded.catch(() => undefined);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Save now' }).click();
  await said.then(
    () => undefined,
    () => reloaded,
  );
  await devServer.taken(contentChanges(before, 'HEAD'));
  devServer.close();
}

/**
 * A field of the open form, by its label, on one side: the form shows English on the left and
 * Spanish on the right (each field the site translates has one of each), or English alone once
 * the preview is shown in the Spanish side's place.
 */
export const formField = (page: Page, label: string, side: 'English' | 'Spanish' = 'English') =>
  page.getByLabel(label, { exact: true }).nth(side === 'English' ? 0 : 1);

/** Shows the preview beside the form, in the Spanish side's place (the form opens with both languages side by side). */
export async function showPreview(page: Page) {
  await page.getByRole('button', { name: 'Toggle preview' }).click();
  await expect(page.locator('#preview-pane')).toBeVisible();
}

/** The site's page inside the preview pane (Decap's preview frame, then the page's). */
export const previewPage = (page: Page) => page.frameLocator('#preview-pane').frameLocator('iframe[title="The page on the site"]');

/** Opens the Publish panel and returns it. */
export async function openPublish(page: Page) {
  await page.getByRole('button', { name: /^Publish ·/ }).click();
  return page.getByRole('dialog', { name: 'Publish to the site' });
}

export type Answer = { status: number; body: string; headers: IncomingHttpHeaders };

/**
 * A raw request to the editor's dev server, so that Host, Origin and Sec-Fetch-Site say what an
 * attacker's page would send. `body` is sent as JSON; `raw` as it is. It carries the owner's key
 * (the browser's cookie) unless `key` is false, as a program that never saw the terminal sends.
 */
export function send(
  address: string,
  {
    method = 'GET',
    host = `localhost:${editorPort}`,
    origin,
    fetchSite,
    body,
    raw,
    key = true,
  }: { method?: string; host?: string; origin?: string; fetchSite?: string; body?: unknown; raw?: string; key?: boolean } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: editorPort,
        path: address,
        method,
        // A connection of its own each time: a kept-alive one can be closed by the dev server, idle, just as it is reused.
        agent: false,
        headers: {
          Host: host,
          ...(origin ? { Origin: origin } : {}),
          ...(fetchSite ? { 'Sec-Fetch-Site': fetchSite } : {}),
          ...(key ? { Cookie: editorKeyCookie } : {}),
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The editor's own origin. */
export const ownOrigin = `http://localhost:${editorPort}`;

/** The backend's address with this run's token, as the editor page reads it from its configuration. */
export async function backendAddress() {
  const config = await send('/admin/config.yml');
  expect(config.status).toBe(200);
  return (parse(config.body) as { backend: { proxy_url: string } }).backend.proxy_url;
}
