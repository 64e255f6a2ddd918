// @vitest-environment node
// Analytics turned on in a copy of the site, pointing at a collector of the
// test's own on this computer: what a visitor's browser sends, in Plausible's
// format, and that it sends nothing under Global Privacy Control.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventNames } from '../../app/features/analytics/events';
import { en } from '../../app/features/i18n/words/en';
import { contentIn } from '../../app/features/content/content.server';
import { pageIsReady } from '../../app/start/page-ready';
import { testPassword } from '../../tools/testing/test-password.ts';
import { chromiumArgs, requireChromium } from '../../tools/testing/find-chromium.ts';
import { copySite, type Copy } from '../../tools/testing/copy-site.ts';
import { startCollector, type Collector } from '../../tools/testing/analytics-collector.ts';
import { pageHref } from '../../app/lib/public-url';

const collectorPort = 4433;
const sitePort = 4434;
const base = `http://localhost:${sitePort}`;
const domain = 'noracastell.example.com';
const recipient = 'Acme Recruiting';

/** What Plausible's tracker posts to <host>/api/event. */
type Arrived = { path: string; origin?: string; contentType?: string; cookie?: string; body: { n: string; u: string; d: string; r: string | null; p?: Record<string, string> } };
/** An address as the site's links write it, with its slash. */
const addressOf = (route: string) => `${base}${pageHref(route, '/')}`;

describe('analytics, on, against a local collector (Plausible)', () => {
  let site: Copy;
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  let collector: Collector;
  /** What arrived, in the order it did, read as Plausible's format. */
  const arrivedNow = (): Arrived[] =>
    collector.received().map((request) => ({
      path: request.path,
      origin: request.headers.origin,
      contentType: request.headers['content-type'],
      cookie: request.headers.cookie,
      body: JSON.parse(request.body || 'null') as Arrived['body'],
    }));

  beforeAll(async () => {
    collector = await startCollector(collectorPort);

    site = copySite('portfolio-analytics-');
    appendFileSync(path.join(site.dir, 'content/site.yaml'), `analytics:\n  provider: plausible\n  host: ${collector.origin}\n  site: ${domain}\n`);
    await site.run('npm', ['run', 'build'], { PORTFOLIO_PASSWORD: testPassword });
    server = spawn(process.execPath, ['--import', 'tsx', 'tools/server/serve.ts'], { cwd: site.dir, env: { ...process.env, PORT: String(sitePort) } });
    await new Promise<void>((resolve) => server!.stdout!.once('data', () => resolve()));
    browser = await chromium.launch({ executablePath: await requireChromium(), args: chromiumArgs });
  }, 1_200_000);

  afterAll(async () => {
    await browser?.close();
    server?.kill();
    await collector?.close();
    site?.remove();
  });

  const named = (name: string) => arrivedNow().filter((request) => request.body.n === name);
  /** Until `count` events of `name` have arrived (the page view waits for the load event, then for an idle moment). */
  const waitFor = async (name: string, count = 1) => {
    const until = Date.now() + 15_000;
    while (named(name).length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(named(name).length, `${name} arrived`).toBeGreaterThanOrEqual(count);
  };
  const fresh = async (init?: () => void) => {
    const context = await browser!.newContext({ acceptDownloads: true });
    if (init) await context.addInitScript(init);
    return context.newPage();
  };
  const ready = (page: Page) => page.waitForFunction(pageIsReady);

  it('every page’s policy lets it connect to the collector, and to nothing else', async () => {
    const headers = JSON.parse(readFileSync(path.join(site.dir, 'build/headers.json'), 'utf8')) as {
      pages: Record<string, Record<string, string>>;
      notFound: Record<string, string>;
    };
    const policies = [...Object.values(headers.pages), headers.notFound].map((page) => page['Content-Security-Policy'] ?? '');
    expect(policies.length).toBeGreaterThan(10);
    for (const policy of policies) expect(policy.split('; ').filter((d) => d.startsWith('connect-src'))).toEqual([`connect-src 'self' ${collector.origin}`]);
    for (const route of ['/', '/cv', '/huru', '/private', '/missing-page']) {
      const response = await fetch(addressOf(route));
      expect(response.headers.get('content-security-policy'), route).toContain(`connect-src 'self' ${collector.origin};`);
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(await response.text())?.[1] ?? '';
      expect(meta.replace(/&#39;|&#x27;/g, "'"), route).toContain(`connect-src 'self' ${collector.origin};`);
    }
  });

  it('a page view, a CV download, a case study read, a prototype click, an unlock and a labelled share link each arrive once', async () => {
    const page = await fresh();
    await page.goto(addressOf('/es/cv'));
    await ready(page);
    await waitFor('pageview');
    expect(named('pageview')[0]!.body).toMatchObject({ d: domain, u: addressOf('/es/cv'), p: { language: 'es' } });

    await page.goto(addressOf('/cv'));
    await ready(page);
    await waitFor('pageview', 2);
    const download = page.waitForEvent('download');
    await page.getByRole('main').getByRole('link', { name: new RegExp(en.cv.download.replace(/[()]/g, '\\$&')) }).click();
    await download;
    await waitFor(eventNames.cvDownload);
    await page.getByRole('main').getByRole('link', { name: en.cv.jsonResume }).click();
    await waitFor(eventNames.cvDownload, 2);
    expect(named(eventNames.cvDownload).map((request) => request.body.p)).toEqual([
      { language: 'en', format: 'PDF' },
      { language: 'en', format: 'JSON' },
    ]);

    await page.goto(addressOf('/huru'));
    await ready(page);
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: new RegExp(`^${en.caseStudy.prototypeKinds.Mobile}`) }).click();
    await (await popup).close();
    await waitFor(eventNames.prototypeOpened);
    expect(named(eventNames.prototypeOpened)[0]!.body).toMatchObject({ u: addressOf('/huru'), p: { project: 'huru', kind: 'Mobile' } });
    expect(named(eventNames.caseStudyRead)).toEqual([]);
    // Read down to the last section, as a reader scrolls (a jump to the very end can pass over it between two frames).
    const [lastSection] = contentIn('en').studyOf('huru').sections.slice(-1);
    await page.getByRole('region', { name: new RegExp(`${lastSection!.title}$`) }).scrollIntoViewIfNeeded();
    await waitFor(eventNames.caseStudyRead);
    expect(named(eventNames.caseStudyRead)[0]!.body.p).toEqual({ project: 'huru', language: 'en' });

    await page.goto(addressOf('/mango'));
    await page.waitForURL(addressOf('/private'));
    await page.getByPlaceholder('Enter password').fill(testPassword);
    await page.getByPlaceholder('Enter password').press('Enter');
    await page.waitForURL(addressOf('/mango'));
    await waitFor(eventNames.privateProjectOpened);
    expect(named(eventNames.privateProjectOpened)[0]!.body.p).toEqual({ project: 'mango', by: 'password' });

    const made = spawnSync(process.execPath, ['--import', 'tsx', 'tools/share-link/index.ts', 'mango', '--days', '14', '--for', recipient], {
      cwd: site.dir,
      env: { ...process.env, PORTFOLIO_PASSWORD: testPassword },
      encoding: 'utf8',
    });
    expect(made.status, made.stderr).toBe(0);
    const link = new URL(made.stdout.trim());
    const shared = await fresh();
    await shared.goto(`${base}${link.pathname}${link.hash}`);
    await shared.waitForURL(addressOf('/mango'));
    await shared.getByRole('heading', { level: 1 }).waitFor();
    await waitFor(eventNames.shareLinkOpened);
    await waitFor(eventNames.privateProjectOpened, 2);
    expect(named(eventNames.shareLinkOpened)[0]!.body.p).toEqual({ project: 'mango', recipient });
    expect(named(eventNames.privateProjectOpened)[1]!.body.p).toEqual({ project: 'mango', by: 'share link' });
    // The label goes only to the collector: the page shows it nowhere.
    expect(await shared.locator('body').innerText()).not.toContain(recipient);

    // Once each, and nothing else: no engagement events, no key or fragment in any address.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const name of [eventNames.caseStudyRead, eventNames.prototypeOpened, eventNames.shareLinkOpened]) expect(named(name), name).toHaveLength(1);
    expect(named(eventNames.cvDownload)).toHaveLength(2);
    expect(named(eventNames.privateProjectOpened)).toHaveLength(2);
    expect(new Set(arrivedNow().map((request) => request.body.n))).toEqual(new Set(['pageview', ...Object.values(eventNames)]));
    for (const request of arrivedNow()) {
      expect(request.path).toBe('/api/event');
      expect(request.body.d).toBe(domain);
      expect(request.body.u).not.toContain('#');
      expect(request.cookie).toBeUndefined();
      expect(request.origin).toBe(base);
    }
    const pageViews = named('pageview').map((request) => new URL(request.body.u).pathname);
    expect(pageViews.filter((address) => address === new URL(addressOf('/huru')).pathname)).toHaveLength(1);
  }, 180_000);

  it('with Global Privacy Control on, nothing arrives', async () => {
    const before = collector.received().length;
    const page = await fresh(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await page.goto(addressOf('/cv'));
    await ready(page);
    await page.waitForLoadState('load');
    const download = page.waitForEvent('download');
    await page.getByRole('main').getByRole('link', { name: new RegExp(en.cv.download.replace(/[()]/g, '\\$&')) }).click();
    await download;
    await page.goto(addressOf('/huru'));
    await ready(page);
    const [lastSection] = contentIn('en').studyOf('huru').sections.slice(-1);
    await page.getByRole('region', { name: new RegExp(`${lastSection!.title}$`) }).scrollIntoViewIfNeeded();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(collector.received().slice(before)).toEqual([]);
  }, 60_000);
});
