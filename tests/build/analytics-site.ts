// A copy of the site built with `analytics:` pointing at a collector of the
// test's own on this computer (tools/testing/analytics-collector.ts), served as
// `npm run serve` serves it, and the visitor's steps the analytics tests take
// on it. The projects they visit are read from the test portfolio (tools/testing/test-projects.ts).
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
import { markerPath, startCollector, type Collected, type Collector } from '../../tools/testing/analytics-collector.ts';
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
  /**
   * Until whatever `page` sends by now has arrived: the page, once loaded and at its next idle moment
   * (when its own analytics sends), sends a marker of the test's to the collector, and the marker has
   * arrived. After it, "nothing else arrived" is an observation, not a guess about time.
   */
  settle: (page: Page) => Promise<void>;
  close: () => Promise<void>;
};

export async function analyticsSite({ prefix, sitePort, collectorPort }: { prefix: string; sitePort: number; collectorPort: number }): Promise<AnalyticsSite> {
  const base = `http://localhost:${sitePort}`;
  const collector = await startCollector(collectorPort);
  const copy = copySite(prefix);
  let server: ServedBuild | undefined;
  let browser: Browser | undefined;
  let markers = 0;

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
    async settle(page) {
      const id = String((markers += 1));
      await page.evaluate(
        (url) =>
          new Promise<void>((resolve) => {
            // Registered after the page's own, so it runs after them (app/features/analytics/analytics.ts).
            const send = () =>
              requestIdleCallback(
                () => {
                  navigator.sendBeacon(url);
                  resolve();
                },
                { timeout: 2000 },
              );
            if (document.readyState === 'complete') send();
            else addEventListener('load', send, { once: true });
          }),
        `${collector.origin}${markerPath}?n=${id}`,
      );
      await expect.poll(() => collector.markers(), { timeout: 60_000, interval: 100 }).toContain(id);
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
 * `readTo` names one, a case study read to its end; each page settled before
 * the next (whatever it sends has arrived). Nothing of it should reach the collector.
 */
export async function visitUnderPrivacyControl(site: AnalyticsSite, { readTo }: { readTo?: string } = {}) {
  const page = await site.visitor({ privacyControl: true });
  await page.goto(site.addressOf('/cv'));
  await ready(page);
  await page.waitForLoadState('load');
  await downloadCv(page);
  await site.settle(page);
  if (readTo) {
    await page.goto(site.addressOf(`/${readTo}`));
    await ready(page);
    await readToTheEnd(page, readTo);
    await site.settle(page);
  }
}

/** Scrolls a case study down to its last section, as a reader does (a jump to the very end can pass over it between two frames). */
export async function readToTheEnd(page: Page, slug: string) {
  const [lastSection] = testContent.contentIn('en').studyOf(slug).sections.slice(-1);
  await page.getByRole('region', { name: new RegExp(`${literal(lastSection!.title)}$`) }).scrollIntoViewIfNeeded();
}
