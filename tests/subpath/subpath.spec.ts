import type { Page } from '@playwright/test';
import { subpathBase as base } from '../../playwright.subpath.config.ts';
import { gateParamsFile, snapshotFile } from '../../app/features/gate/protected-payload.ts';
import { pageHref } from '../../app/lib/public-url.ts';
import {
  crawl,
  testPassword,
  expect,
  gotoReady,
  nextPageView,
  pageReady,
  privateSlug,
  publicSlug,
  publicSlugs,
  site,
  test,
  studyOf,
} from '../e2e/support.ts';

/** Fails the test on any request of the page that does not succeed (but deliberate 404 navigations). */
function watchRequests(page: Page) {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.request().isNavigationRequest()) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A page left at once (a key holder sent on from the gate) cancels what it had started.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    failed.push(`failed ${request.url()}: ${request.failure()?.errorText}`);
  });
  return failed;
}

test('every link and asset of every page resolves under the sub-path', async ({ request }) => {
  // The not-found page answers at any unknown address under the sub-path, with status 404.
  const notFound = `${base}no-such-page`;
  const { visited, files } = await crawl(request, [base, notFound], notFound, (url, page) =>
    expect(url, `${url} on ${page}`).toMatch(new RegExp(`^${base}`)),
  );
  for (const file of files) expect((await request.get(file)).status(), file).toBe(200);
  for (const route of ['', 'about', ...publicSlugs, 'private']) expect(visited).toContain(pageHref(`/${route}`, base));
  // The gate reads its parameters and the encrypted page under the sub-path too.
  for (const file of [gateParamsFile(privateSlug), snapshotFile(privateSlug)]) {
    expect((await request.get(`${base}${file}`)).status(), file).toBe(200);
  }
  expect(files.size).toBeGreaterThan(50);
});

test('nothing is served outside the sub-path', async ({ request }) => {
  for (const path of ['/', `/${publicSlug}`, '/assets/', '/favicon.svg']) expect((await request.get(path)).status(), path).toBe(404);
  const bare = await request.get(base.slice(0, -1), { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe(base);
});

test('a visitor browses home, a case study and the about page under the sub-path', async ({ page, analytics }) => {
  const failed = watchRequests(page);
  await gotoReady(page, base);
  await page
    .getByRole('link', { name: new RegExp(studyOf(publicSlug).name) })
    .first()
    .click();
  await expect(page).toHaveURL(pageHref(`/${publicSlug}`, base));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(studyOf(publicSlug).name);
  await expect(page.locator('img').first()).toHaveJSProperty('complete', true);
  await page.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(pageHref('/about', base));
  const settled = nextPageView(analytics, base);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(base);
  await expect(page.getByRole('link', { name: site.name })).toBeVisible();
  // Loaded, and idle since: every file the page asks for on its own has been asked for, and its page view counted.
  await settled;
  expect(failed).toEqual([]);
});

test('the protected case study opens under the sub-path, and sends a visitor without the password to the gate', async ({ page }) => {
  const failed = watchRequests(page);
  await gotoReady(page, `${base}${privateSlug}`);
  await expect(page).toHaveURL(pageHref('/private', base));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This content is protected');
  await page.getByPlaceholder('Enter password').fill(testPassword);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page).toHaveURL(pageHref(`/${privateSlug}`, base));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(studyOf(privateSlug).name);
  expect(failed).toEqual([]);
});

test('an unknown address gets the 404 page with status 404, and it leads back under the sub-path', async ({ page }) => {
  const response = await page.goto(`${base}no-such-page`);
  expect(response?.status()).toBe(404);
  await pageReady(page);
  await page.getByRole('link', { name: site.notFound.workLink }).click();
  await expect(page).toHaveURL(base);
  await expect(page.getByRole('heading', { name: 'Selected work' })).toBeVisible();
});

test('canonical addresses, link previews and the sitemap carry the sub-path', async ({ page, request }) => {
  const origin = new URL(site.url).origin;
  await page.goto(`${base}${publicSlug}`);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin}${base}${publicSlug}/`);
  const image = await page.locator('head meta[property="og:image"]').getAttribute('content');
  expect(image).toBe(`${origin}${base}og/${publicSlug}.png`);
  const png = await request.get(new URL(image!).pathname);
  expect(png.headers()['content-type']).toBe('image/png');

  await page.goto(`${base}${privateSlug}`);
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', `${origin}${base}og/${privateSlug}.png`);

  const sitemap = await (await request.get(`${base}sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(listed).toContain(`${origin}${base}`);
  expect(listed).toContain(`${origin}${base}${publicSlug}/`);
  for (const url of listed) expect(url).toMatch(new RegExp(`^${origin}${base}`));
  expect(await (await request.get(`${base}robots.txt`)).text()).toContain(`Sitemap: ${origin}${base}sitemap.xml`);
});
