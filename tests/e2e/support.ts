import type { Locator, Page } from '@playwright/test';
import { crawl, expect, test as checkedTest, urlsIn } from '../support/browser-checks.ts';
import { site, caseStudies, projectOrder, studyOf } from '../../app/features/content/content.server.ts';
import { sitePages } from '../../app/lib/pages.ts';
import { publicSlugs, siteProjects } from '../../app/pages.server.ts';
import { testPassword } from '../../tools/testing/test-password.ts';
import { privateSlug, publicSlug } from '../../tools/testing/test-projects.ts';
import { storageKeys } from '../../app/lib/storage.ts';
import { pageIsReady } from '../../tools/testing/page-ready.ts';
import { pageHref } from '../../app/lib/public-url.ts';
import { collectInBrowser, type BrowserCollector, type Collected } from '../../tools/testing/analytics-collector.ts';

// The checks every page is held to, shared with the check of the owner's own site (tests/site).
export { crawl, expect, urlsIn };
export { site, caseStudies, projectOrder, storageKeys, studyOf, publicSlugs };

export { privateSlug, publicSlug };
/** The private project's real name: what its case study's heading says once unlocked. */
export const privateName = studyOf(privateSlug).name;
/** What the test builds are encrypted with (npm run build:test). */
export { testPassword };

/**
 * A page's address as the site's links name it and a click on one arrives at, in the test build
 * (at the host's root): `/huru` → `/huru/`, `/` → `/` (app/lib/public-url.ts, decision 043).
 */
export const addressOf = (route: string) => pageHref(route, '/');

/** Every page a visitor can open without a password: every shipped page but a private project's own. */
export const publicRoutes = sitePages(siteProjects)
  .filter((page) => page.role === 'page' && page.per !== 'private project')
  .map((page) => page.path);

/**
 * One page of each kind, as a visitor without the password finds it: its layout, its components and
 * its script, whichever project or language fills them. Where a check holds for every page of a kind
 * alike, these prove it, and the crawls and the every-page tests prove each page is there.
 */
export const onePageOfEachKind = ['/', '/about', '/cv', '/design-system', '/huru', '/private', '/missing-page'];

/** The test portfolio counts visits (its site.yaml turns analytics on): where its pages send them. */
const analyticsHost = (() => {
  if (!site.analytics)
    throw new Error('The test portfolio turns analytics on (analytics: in its site.yaml): the browser tests answer its host.');
  return site.analytics.host;
})();

/** A Plausible request (the test portfolio's provider) as it arrived: its event name, page address and fields. */
export function plausibleEvent(request: Collected) {
  const { n, u, p } = JSON.parse(request.body) as { n: string; u: string; p?: Record<string, string> };
  return { name: n, path: new URL(u).pathname, props: p ?? {} };
}

/** Every page's visit is counted: `analytics` answers the analytics host in the browser and holds what arrived. */
export const test = checkedTest.extend<{ analytics: BrowserCollector }>({
  analytics: [async ({ context }, use) => use(await collectInBrowser(context, analyticsHost)), { auto: true }],
});

/** Waits until the page is ready: its script has started. */
export const pageReady = (page: Page, options?: { timeout?: number }) => page.waitForFunction(pageIsReady, null, options);

/** Opens a page and waits until it has loaded and its script has started its controls. */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await pageReady(page);
}

/**
 * The next page view of the page at `path` (its address as the browser shows it): asked for before
 * the page is opened (or given `since`, the count of requests the host had then), it settles once the
 * page has loaded and the browser has since had an idle moment (app/features/analytics/analytics.ts).
 * Everything a page does on its own by then, it has done.
 */
export const nextPageView = (analytics: BrowserCollector, path: string, since = analytics.received().length) =>
  analytics.arrival(
    (request) => plausibleEvent(request).name === 'pageview' && plausibleEvent(request).path === path,
    `page view of ${path}`,
    { since },
  );

export async function unlock(page: Page, password = testPassword) {
  await gotoReady(page, '/private');
  await page.getByPlaceholder('Enter password').fill(password);
  await page.getByRole('button', { name: 'Unlock' }).click();
}

/** The page's own script (app/start/page-script.ts): on every page, and on most the only file of script. */
export const isPageScript = (url: string | URL) => /\/assets\/page-script-[^/]+\.js$/.test(new URL(url).pathname);

/** Any other script: React, the router, or an island (the lightbox). */
export const isAppScript = (url: string | URL) => /\/assets\/[^/]+\.js$/.test(new URL(url).pathname) && !isPageScript(url);

/** Holds the page script until `release` is called: only the head script answers until then. */
export async function holdPageScript(page: Page) {
  return holdScripts(page, isPageScript);
}

async function holdScripts(page: Page, matches: (url: URL) => boolean) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(matches, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Makes a browser storage throw on every access, as privacy modes and blocked storage do. */
export async function blockStorage(page: Page, name: 'localStorage' | 'indexedDB') {
  await page.addInitScript((property) => {
    Object.defineProperty(window, property, {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  }, name);
}

/**
 * Fake timers that move only when the test says so (`page.clock.runFor`), from
 * `start`. A page holding a remembered key needs a start after the key was saved:
 * a key dated ahead of the clock counts as expired.
 */
export async function freezeClock(page: Page, start = new Date('2026-01-15T09:00:00Z')) {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** The accessible name of the page's h1: only what is shown counts. */
export async function expectHeadline(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(text.replaceAll('*', ''));
}

/**
 * Advances the frozen clock frame by frame and returns each image shown, the
 * current one first: at 699 ms the image must not have changed, at 700 ms it must.
 */
export async function framesOver(page: Page, image: Locator, steps: number): Promise<(string | null)[]> {
  const seen = [await image.getAttribute('src')];
  for (let step = 0; step < steps; step++) {
    const before = seen[seen.length - 1]!;
    await page.clock.runFor(699);
    await expect(image).toHaveAttribute('src', before);
    await page.clock.runFor(1);
    await expect(image).not.toHaveAttribute('src', before);
    seen.push(await image.getAttribute('src'));
  }
  return seen;
}
