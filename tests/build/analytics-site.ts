// A copy of the site built with `analytics:` pointing at a collector of the
// test's own on this computer (tools/testing/analytics-collector.ts), served as
// `npm run serve` serves it, and the visitor's steps the analytics tests take
// on it. The projects they visit are read from the content (tools/testing/test-projects.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { expect } from 'vitest';
import { en } from '../../app/features/i18n/words/en';
import { contentIn } from '../../app/features/content/content.server';
import { pageIsReady } from '../../app/start/page-ready';
import { pageHref } from '../../app/lib/public-url';
import { withAnalytics, type AnalyticsSetting } from '../../tools/bench/analytics-build.ts';
import { testPassword } from '../../tools/testing/test-password.ts';
import { chromiumArgs, requireChromium } from '../../tools/testing/find-chromium.ts';
import { copySite, type Copy } from '../../tools/testing/copy-site.ts';
import { startCollector, type Collected, type Collector } from '../../tools/testing/analytics-collector.ts';

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

export async function analyticsSite({ prefix, sitePort, collectorPort }: { prefix: string; sitePort: number; collectorPort: number }): Promise<AnalyticsSite> {
  const base = `http://localhost:${sitePort}`;
  const collector = await startCollector(collectorPort);
  const copy: Copy = copySite(prefix);
  const siteFile = path.join(copy.dir, 'content/site.yaml');
  const committed = await readFile(siteFile, 'utf8');
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;

  const stopServing = async () => {
    if (!server || server.exitCode !== null) return;
    server.kill();
    await once(server, 'exit');
  };

  return {
    base,
    dir: copy.dir,
    collector,
    addressOf: (route) => `${base}${pageHref(route, '/')}`,
    async build(setting) {
      await stopServing();
      await writeFile(siteFile, withAnalytics(committed, { ...setting, host: collector.origin }));
      await copy.run('npm', ['run', 'build'], { PORTFOLIO_PASSWORD: testPassword });
      server = spawn(process.execPath, ['--import', 'tsx', 'tools/server/serve.ts'], { cwd: copy.dir, env: { ...process.env, PORT: String(sitePort) } });
      await once(server.stdout!, 'data');
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
      await stopServing();
      await collector.close();
      copy.remove();
    },
  };
}

/** `text` matched literally inside a regular expression. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Until the page's own script has started. */
export const ready = (page: Page) => page.waitForFunction(pageIsReady);

/** Downloads the CV's PDF from the CV page, as a visitor does. */
export async function downloadCv(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('main').getByRole('link', { name: new RegExp(escaped(en.cv.download)) }).click();
  await download;
}

/** Scrolls a case study down to its last section, as a reader does (a jump to the very end can pass over it between two frames). */
export async function readToTheEnd(page: Page, slug: string) {
  const [lastSection] = contentIn('en').studyOf(slug).sections.slice(-1);
  await page.getByRole('region', { name: new RegExp(`${escaped(lastSection!.title)}$`) }).scrollIntoViewIfNeeded();
}
