import { parseSrcSet } from '../../app/lib/srcset.ts';
import { imageWidths } from '../../tools/build/responsive-images.ts';
import type { Request } from '@playwright/test';
import { nextFrameAfterMs } from '../../app/features/frames/frames-data.ts';
import {
  addressOf,
  expect,
  gotoReady,
  isAppScript,
  isPageScript,
  nextPageView,
  pageReady,
  privateSlug,
  publicRoutes,
  publicSlugs,
  test,
} from './support.ts';

test.describe('loading a page', () => {
  test('every image is offered as AVIF, then WebP, in every width up to its own, with its intrinsic size', async ({ page }) => {
    /** The widths a set of candidates offers (`a.avif 480w, b.avif 800w`). */
    const widths = (srcset: string | null) => parseSrcSet(srcset ?? '').map(({ width }) => width);
    let severalWidths = 0;
    // Case studies hold pictures wider than the screen (the test portfolio's Huru has two, 1600 px wide).
    for (const path of ['/', '/about', '/huru']) {
      await page.goto(path);
      const pictures = await page.locator('main picture').evaluateAll((all) =>
        all.map((picture) => ({
          sources: [...picture.querySelectorAll('source')].map((source) => ({
            type: source.getAttribute('type'),
            srcset: source.getAttribute('srcset'),
            sizes: source.getAttribute('sizes'),
          })),
          src: picture.querySelector('img')!.getAttribute('src')!,
          width: Number(picture.querySelector('img')!.getAttribute('width')),
          height: Number(picture.querySelector('img')!.getAttribute('height')),
        })),
      );
      expect(pictures.length, path).toBeGreaterThan(3);
      for (const picture of pictures) {
        const label = `${path}: ${picture.src}`;
        const [avif, webp] = picture.sources;
        expect(avif, label).toMatchObject({ type: 'image/avif', sizes: expect.stringMatching(/.+/) });
        // Every width of the build's up to the image's own, never more: a narrower one is never stretched.
        const expected = imageWidths.filter((width) => width <= picture.width);
        expect(widths(avif!.srcset), label).toEqual(expected.length ? expected : [picture.width]);
        // WebP next: a source of its own when there are several widths to choose from, the image's own file otherwise.
        if (webp) expect(webp, label).toMatchObject({ type: 'image/webp' });
        if (webp) expect(widths(webp.srcset), label).toEqual(widths(avif!.srcset));
        else expect(picture.src, label).toMatch(/\.webp$/);
        if (widths(avif!.srcset).length > 1) severalWidths += 1;
        expect(picture.width, label).toBeGreaterThan(0);
        expect(picture.height, label).toBeGreaterThan(0);
      }
    }
    expect(severalWidths).toBeGreaterThan(0);
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

  test('no page loads an app on first view: its own script is its only file of script', async ({ page, analytics }) => {
    for (const path of [...publicRoutes, `/${privateSlug}`, '/no-such-page']) {
      const scripts: string[] = [];
      let documents = 0;
      const onRequest = (request: Request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
        if (request.resourceType() === 'document') documents += 1;
      };
      page.on('request', onRequest);
      const since = analytics.received().length;
      await page.goto(path);
      // A private project's page sends a visitor without the password on to the gate.
      if (path === `/${privateSlug}`) await expect(page).toHaveURL(addressOf('/private'));
      await pageReady(page);
      // Loaded, and idle since (where a page that starts an app on its own would have): its page view is sent then.
      await nextPageView(analytics, new URL(page.url()).pathname, since);
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
