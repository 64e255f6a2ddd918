// @vitest-environment node
// Analytics turned on in a copy of the site, pointing at a collector of the
// test's own on this computer: what a visitor's browser sends, in Plausible's
// format, and that it sends nothing under Global Privacy Control.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventNames } from '../../app/features/analytics/events.ts';
import { en } from '../../app/i18n/words/en.ts';
import { testPassword } from '../../tools/testing/test-password.ts';
import type { Collected } from '../../tools/testing/analytics-collector.ts';
import { privateSlug, prototyped } from '../../tools/testing/test-projects.ts';
import { analyticsSite, downloadCv, idleAfterLoad, readToTheEnd, ready, visitUnderPrivacyControl, type AnalyticsSite } from './analytics-site.ts';
import { buildTestPorts } from './ports.ts';

const domain = 'noracastell.example.com';
const recipient = 'Acme Recruiting';

/** What Plausible's tracker posts to <host>/api/event. */
type Arrived = { path: string; origin?: string; contentType?: string; cookie?: string; body: { n: string; u: string; d: string; r: string | null; p?: Record<string, string> } };
const asPlausible = (request: Collected): Arrived => ({
  path: request.path,
  origin: request.headers.origin,
  contentType: request.headers['content-type'],
  cookie: request.headers.cookie,
  body: JSON.parse(request.body || 'null') as Arrived['body'],
});

describe('analytics, on, against a local collector (Plausible)', () => {
  let site: AnalyticsSite;
  /** What arrived, in the order it did, read as Plausible's format. */
  const arrivedNow = () => site.collector.received().map(asPlausible);
  const named = (name: string) => arrivedNow().filter((request) => request.body.n === name);
  const waitFor = (name: string, count = 1) => site.waitFor((request) => asPlausible(request).body.n === name, count);
  const addressOf = (route: string) => site.addressOf(route);

  beforeAll(async () => {
    site = await analyticsSite({ prefix: 'portfolio-analytics-', sitePort: buildTestPorts.analyticsSite });
    await site.build({ provider: 'plausible', site: domain });
  }, 1_200_000);

  afterAll(() => site?.close());

  it('every page’s policy lets it connect to the collector, and to nothing else', async () => {
    const headers = JSON.parse(readFileSync(path.join(site.dir, 'build/headers.json'), 'utf8')) as {
      pages: Record<string, Record<string, string>>;
      notFound: Record<string, string>;
    };
    const policies = [...Object.values(headers.pages), headers.notFound].map((page) => page['Content-Security-Policy'] ?? '');
    expect(policies.length).toBeGreaterThan(10);
    for (const policy of policies) expect(policy.split('; ').filter((d) => d.startsWith('connect-src'))).toEqual([`connect-src 'self' ${site.collector.origin}`]);
    for (const route of ['/', '/cv', `/${prototyped.slug}`, '/private', '/missing-page']) {
      const response = await fetch(addressOf(route));
      expect(response.headers.get('content-security-policy'), route).toContain(`connect-src 'self' ${site.collector.origin};`);
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(await response.text())?.[1] ?? '';
      expect(meta.replace(/&#39;|&#x27;/g, "'"), route).toContain(`connect-src 'self' ${site.collector.origin};`);
    }
  });

  it('a page view, a CV download, a case study read, a prototype click, an unlock and a labelled share link each arrive once', async () => {
    const page = await site.visitor();
    await page.goto(addressOf('/es/cv'));
    await ready(page);
    await waitFor('pageview');
    expect(named('pageview')[0]!.body).toMatchObject({ d: domain, u: addressOf('/es/cv'), p: { language: 'es' } });

    await page.goto(addressOf('/cv'));
    await ready(page);
    await waitFor('pageview', 2);
    await downloadCv(page);
    await waitFor(eventNames.cvDownload);
    await page.getByRole('main').getByRole('link', { name: en.cv.jsonResume }).click();
    await waitFor(eventNames.cvDownload, 2);
    expect(named(eventNames.cvDownload).map((request) => request.body.p)).toEqual([
      { language: 'en', format: 'PDF' },
      { language: 'en', format: 'JSON' },
    ]);

    await page.goto(addressOf(`/${prototyped.slug}`));
    await ready(page);
    const popup = page.waitForEvent('popup');
    // The chip that names its kind (a figure's caption may start with the same word).
    await page.getByRole('link', { name: new RegExp(`^${en.caseStudy.prototypeKinds[prototyped.kind]}`) }).and(page.locator(`[href="${prototyped.href}"]`)).click();
    await (await popup).close();
    await waitFor(eventNames.prototypeOpened);
    expect(named(eventNames.prototypeOpened)[0]!.body).toMatchObject({ u: addressOf(`/${prototyped.slug}`), p: { project: prototyped.slug, kind: prototyped.kind } });
    expect(named(eventNames.caseStudyRead)).toEqual([]);
    await readToTheEnd(page, prototyped.slug);
    await waitFor(eventNames.caseStudyRead);
    expect(named(eventNames.caseStudyRead)[0]!.body.p).toEqual({ project: prototyped.slug, language: 'en' });

    await page.goto(addressOf(`/${privateSlug}`));
    await page.waitForURL(addressOf('/private'));
    await page.getByPlaceholder('Enter password').fill(testPassword);
    await page.getByPlaceholder('Enter password').press('Enter');
    await page.waitForURL(addressOf(`/${privateSlug}`));
    await waitFor(eventNames.privateProjectOpened);
    expect(named(eventNames.privateProjectOpened)[0]!.body.p).toEqual({ project: privateSlug, by: 'password' });

    const made = spawnSync(process.execPath, ['--import', 'tsx', 'tools/share-link/index.ts', privateSlug, '--days', '14', '--for', recipient], {
      cwd: site.dir,
      env: { ...process.env, PORTFOLIO_PASSWORD: testPassword },
      encoding: 'utf8',
    });
    expect(made.status, made.stderr).toBe(0);
    const link = new URL(made.stdout.trim());
    const shared = await site.visitor();
    await shared.goto(`${site.base}${link.pathname}${link.hash}`);
    await shared.waitForURL(addressOf(`/${privateSlug}`));
    await shared.getByRole('heading', { level: 1 }).waitFor();
    await waitFor(eventNames.shareLinkOpened);
    await waitFor(eventNames.privateProjectOpened, 2);
    expect(named(eventNames.shareLinkOpened)[0]!.body.p).toEqual({ project: privateSlug, recipient });
    expect(named(eventNames.privateProjectOpened)[1]!.body.p).toEqual({ project: privateSlug, by: 'share link' });
    // The label goes only to the collector: the page shows it nowhere.
    expect(await shared.locator('body').innerText()).not.toContain(recipient);

    // Once each, and nothing else: no engagement events, no key or fragment in any address. Each page still
    // open has had its idle moment since, when it would have sent anything more.
    for (const open of [page, shared]) await idleAfterLoad(open);
    for (const name of [eventNames.caseStudyRead, eventNames.prototypeOpened, eventNames.shareLinkOpened]) expect(named(name), name).toHaveLength(1);
    expect(named(eventNames.cvDownload)).toHaveLength(2);
    expect(named(eventNames.privateProjectOpened)).toHaveLength(2);
    expect(new Set(arrivedNow().map((request) => request.body.n))).toEqual(new Set(['pageview', ...Object.values(eventNames)]));
    for (const request of arrivedNow()) {
      expect(request.path).toBe('/api/event');
      expect(request.body.d).toBe(domain);
      expect(request.body.u).not.toContain('#');
      expect(request.cookie).toBeUndefined();
      expect(request.origin).toBe(site.base);
    }
    const pageViews = named('pageview').map((request) => new URL(request.body.u).pathname);
    expect(pageViews.filter((address) => address === new URL(addressOf(`/${prototyped.slug}`)).pathname)).toHaveLength(1);
  }, 180_000);

  it('with Global Privacy Control on, nothing arrives', async () => {
    const before = site.collector.received().length;
    await visitUnderPrivacyControl(site, { readTo: prototyped.slug });
    expect(site.collector.received().slice(before)).toEqual([]);
  }, 120_000);
});
