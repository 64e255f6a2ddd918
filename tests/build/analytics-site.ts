// A copy of the site built with `analytics:` pointing at a collector of the
// test's own on this computer (tools/testing/analytics-collector.ts), served as
// `npm run serve` serves it, and the visitor's steps the analytics tests take
// on it. The projects they visit are read from the content (tools/testing/test-projects.ts).
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { expect } from 'vitest';
import { en } from '../../app/i18n/words/en.ts';
import { testContent } from '../../tools/testing/test-portfolio.ts';
import { pageIsReady } from '../../tools/testing/page-ready.ts';
import { pageHref } from '../../app/lib/public-url.ts';
import { buildWithAnalytics, type AnalyticsSetting } from '../../tools/bench/analytics-build.ts';
import { serveBuild, type ServedBuild } from '../../tools/bench/serve-build.ts';
import { chromiumArgs, requireChromium } from '../../tools/testing/find-chromium.ts';
import { copySite } from '../../tools/testing/copy-site.ts';
import { startCollector, type Collected, type Collector } from '../../tools/testing/analytics-collector.ts';
import { literal } from '../../app/lib/literal.ts';

export type AnalyticsSite = {
  /** `http://localhost:<port>`. */
  base: string;
  /** The copy's folder (its build, its tools). */
  dir: string;
  collector: Collector;
  /** An address of the served copy as the site's links write it, with its slash. */
  addressOf: (route: string) => string;
  /** Builds the copy with `analytics:` set to `setting` (its host the collector), and serves it. */
  build: (setting: Omit<AnalyticsSetting, 'host'>) => Promise<void>;
  /** A new visitor: a browser context of its own; `privacyControl` sets Global Privacy Control. */
  visitor: (options?: { privacyControl?: boolean }) => Promise<Page>;
  /** Until `count` requests `matching` have arrived (the page view waits for the load event, then for an idle moment). */
  waitFor: (matching: (request: Collected) => boolean, count?: number) => Promise<Collected[]>;
  close: () => Promise<void>;
};

/** `sitePort`: one of the build tests' ports (ports.ts); the collector takes any free port. */
export async function analyticsSite({ prefix, sitePort, collectorPort = 0 }: { prefix: string; sitePort: number; collectorPort?: number }): Promise<AnalyticsSite> {
  const base = `http://localhost:${sitePort}`;
  const collector = await startCollector(collectorPort);
  const copy = copySite(prefix);
  let server: ServedBuild | undefined;
  let browser: Browser | undefined;

  return {
    base,
    dir: copy.dir,
    collector,
    addressOf: (route) => `${base}${pageHref(route, '/')}`,
    async build(setting) {
      server?.stop();
      await buildWithAnalytics(copy, { ...setting, host: collector.origin });
      server = await serveBuild(String(sitePort), path.join(copy.dir, 'build'));
      collector.clear();
    },
    async visitor({ privacyControl = false } = {}) {
      browser ??= await chromium.launch({ executablePath: await requireChromium(), args: chromiumArgs });
      const context = await browser.newContext({ acceptDownloads: true });
      if (privacyControl) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
      return context.newPage();
    },
    async waitFor(matching, count = 1) {
      // Generous: a loaded machine delays the idle moment the page view waits for; a pass returns as soon as it arrives.
      await expect.poll(() => collector.received().filter(matching).length, { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(count);
      return collector.received().filter(matching);
    },
    async close() {
      await browser?.close();
      server?.stop();
      await collector.close();
      copy.remove();
    },
  };
}

/** Until the page's own script has started. */
export const ready = (page: Page) => page.waitForFunction(pageIsReady);

/** Downloads the CV's PDF from the CV page, as a visitor does. */
export async function downloadCv(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('main').getByRole('link', { name: new RegExp(literal(en.cv.download)) }).click();
  await download;
}

/**
 * A visit under Global Privacy Control: the CV page and its PDF, then, when
 * `readTo` names one, a case study read to its end; then the page's idle moment,
 * when it would send. Nothing of it should be sent to the collector.
 */
export async function visitUnderPrivacyControl(site: AnalyticsSite, { readTo }: { readTo?: string } = {}) {
  const page = await site.visitor({ privacyControl: true });
  const asked: string[] = [];
  page.on('request', (request) => request.url().startsWith(site.collector.origin) && asked.push(request.url()));
  await page.goto(site.addressOf('/cv'));
  await ready(page);
  await page.waitForLoadState('load');
  await downloadCv(page);
  if (readTo) {
    await page.goto(site.addressOf(`/${readTo}`));
    await ready(page);
    await readToTheEnd(page, readTo);
  }
  await idleAfterLoad(page);
  // Not even asked for: a request the page started would be here by now, whether or not it arrived.
  expect(asked).toEqual([]);
}

/**
 * Until the page has had its idle moment after its load, when it sends what it counts
 * (app/features/analytics/analytics.ts), and one more: whatever it would send by itself, it has sent.
 */
export const idleAfterLoad = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 2000 }), { timeout: 2000 })),
  );

/** Scrolls a case study down to its last section, as a reader does (a jump to the very end can pass over it between two frames). */
export async function readToTheEnd(page: Page, slug: string) {
  const [lastSection] = testContent.contentIn('en').studyOf(slug).sections.slice(-1);
  await page.getByRole('region', { name: new RegExp(`${literal(lastSection!.title)}$`) }).scrollIntoViewIfNeeded();
}
