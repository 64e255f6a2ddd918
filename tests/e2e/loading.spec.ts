import { parseSrcSet } from '../../app/lib/srcset.ts';
import type { Request } from '@playwright/test';
import { nextFrameAfterMs } from '../../app/features/frames/frames-data.ts';
import { expect, gotoReady, isAppScript, isPageScript, pageReady, privateSlug, publicRoutes, publicSlugs, test } from './support.ts';

test.describe('loading a page', () => {
  test('every image is offered as AVIF, then WebP, in several widths, with its intrinsic size', async ({ page }) => {
    for (const path of ['/', '/about', `/${publicSlugs[0]}`]) {
      await page.goto(path);
      const images = page.locator('main picture');
      expect(await images.count()).toBeGreaterThan(3);
      for (const picture of await images.all()) {
        await expect(picture.locator('source').first()).toHaveAttribute('type', 'image/avif');
        await expect(picture.locator('source').nth(1)).toHaveAttribute('type', 'image/webp');
        await expect(picture.locator('source').first()).toHaveAttribute('srcset', /\.avif 480w, .*\.avif 800w/);
        await expect(picture.locator('source').first()).toHaveAttribute('sizes', /.+/);
        const img = picture.locator('img');
        await expect(img).toHaveAttribute('width', /^\d+$/);
        await expect(img).toHaveAttribute('height', /^\d+$/);
      }
    }
  });

  test('the cover is the first image fetched, at high priority; images below the fold wait', async ({ page }) => {
    const imageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') imageRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(`/${publicSlugs[0]}`);
    const cover = page.locator('.cover img');
    await expect(cover).toHaveAttribute('loading', 'eager');
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    // The cover may already be cycling: its first frame is the first of the frames it names.
    const frames = JSON.parse((await page.locator('.cover').getAttribute('data-frames')) ?? '[]') as { sources: { srcSet: string }[] }[];
    expect(frames[0]?.sources[0]?.srcSet).toContain(imageRequests[0]);
    await expect(page.locator('.image-block img').first()).toHaveAttribute('loading', 'lazy');
  });

  test("the cover's next frame is fetched a beat after the first has loaded", async ({ page }) => {
    await page.goto(`/${publicSlugs[0]}`);
    const frames = JSON.parse((await page.locator('.cover').getAttribute('data-frames')) ?? '[]') as {
      src: string;
      sources: { srcSet: string }[];
    }[];
    const files = (frame: (typeof frames)[number] | undefined) =>
      frame ? [frame.src, ...frame.sources.flatMap(({ srcSet }) => parseSrcSet(srcSet).map(({ url }) => url))] : [];
    const timings = () =>
      page.evaluate(
        ({ first, next }) => {
          const entry = (paths: string[]) =>
            (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((timing) =>
              paths.includes(new URL(timing.name).pathname),
            );
          return { firstLoaded: entry(first)?.responseEnd, nextAsked: entry(next)?.startTime };
        },
        { first: files(frames[0]), next: files(frames[1]) },
      );
    await expect.poll(async () => (await timings()).nextAsked).toBeDefined();
    const { firstLoaded, nextAsked } = await timings();
    // Its fetch and decoding stay out of the moments right after the cover's paint, when a first tap
    // comes in. (Less 1 ms: the page's clock is coarsened to a fraction of a millisecond.)
    expect(nextAsked! - firstLoaded!).toBeGreaterThanOrEqual(nextFrameAfterMs - 1);
  });

  test('the font is fetched with the stylesheet, not once the stylesheet names it', async ({ page }) => {
    let releaseStyles = () => {};
    const stylesHeld = new Promise<void>((resolve) => (releaseStyles = resolve));
    await page.route('**/assets/site-*.css', async (route) => {
      await stylesHeld;
      await route.continue();
    });
    for (const path of ['/', `/${publicSlugs[0]}`]) {
      const fontRequested = page.waitForRequest((request) => request.resourceType() === 'font', { timeout: 10_000 });
      const loading = page.goto(path);
      // The stylesheet has not arrived, so only the head can have asked for the font.
      await fontRequested;
      releaseStyles();
      await loading;
      expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
    }
  });

  test('no page loads an app on first view: its own script is its only file of script', async ({ page }) => {
    for (const path of [...publicRoutes, `/${privateSlug}`, '/no-such-page']) {
      const scripts: string[] = [];
      let documents = 0;
      const onRequest = (request: Request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
        if (request.resourceType() === 'document') documents += 1;
      };
      page.on('request', onRequest);
      await page.goto(path);
      await pageReady(page);
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      expect(
        scripts.filter((url) => isAppScript(url)),
        path,
      ).toEqual([]);
      // One per page loaded: a private project's page sends a visitor without the password on to /private.
      expect(
        scripts.filter((url) => isPageScript(url)),
        path,
      ).toHaveLength(documents);
    }
  });

  test('a link loads the next page as a document, which lands at the top', async ({ page }) => {
    await gotoReady(page, '/design-system');
    await page.evaluate(() => ((window as { marker?: string }).marker = 'same document'));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBeUndefined();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the controls start when an image never finishes loading', async ({ page }) => {
    // A stalled image holds back the load event; the page script must not wait on it.
    await page.route(/\.(avif|webp)$/, () => undefined);
    await page.goto('/design-system', { waitUntil: 'commit' });
    await pageReady(page, { timeout: 10_000 });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
