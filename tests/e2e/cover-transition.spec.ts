import type { Page } from '@playwright/test';
import { expect, freezeClock, gotoReady, nextPageView, test, addressOf, publicSlugs } from './support.ts';

type Named = { name: string; className: string; src: string | null };
type Recorded = { side: 'old' | 'new'; path: string; named: Named[] };

/**
 * Records, for each cross-document view transition, the elements carrying a
 * view-transition-name in the old picture (as the page is left) and in the new
 * one (as the page arrived at is revealed), with the image each shows. The
 * records live in session storage, which both documents of the tab share.
 */
async function recordTransitions(page: Page) {
  await page.addInitScript(() => {
    const key = 'recorded-transitions';
    const named = () =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => getComputedStyle(el).viewTransitionName !== 'none')
        .map((el) => ({
          name: getComputedStyle(el).viewTransitionName,
          className: el.className,
          src: el.querySelector('img')?.getAttribute('src') ?? null,
        }));
    const record = (side: string) => {
      const all = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      sessionStorage.setItem(key, JSON.stringify([...all, { side, path: location.pathname, named: named() }]));
    };
    type WithTransition = Event & { viewTransition: { ready: Promise<void> } | null };
    // After the site's own listeners, which name what travels.
    document.addEventListener('DOMContentLoaded', () => {
      addEventListener('pageswap', (event) => {
        if ((event as WithTransition).viewTransition) record('old');
      });
    });
    addEventListener('pagereveal', (event) => {
      void (event as WithTransition).viewTransition?.ready.then(
        () => record('new'),
        () => undefined,
      );
    });
  });
}

const transitions = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('recorded-transitions') ?? '[]') as Recorded[]);

test.describe('the cover travels between card and case study', () => {
  test('the card’s first frame grows into the case study’s cover, mid-cycle or not, and back again on Back', async ({ page }) => {
    await recordTransitions(page);
    // The slideshows run on a clock the test holds: the case study's cover still shows the frame it arrived with when Back is pressed.
    await freezeClock(page);
    await gotoReady(page, '/');
    const card = page.getByRole('link', { name: /Huru/ });
    const image = card.locator('img');
    const first = await image.getAttribute('src');
    await card.hover();
    // The card is mid-cycle when clicked.
    await expect(image).not.toHaveAttribute('src', first!);
    await card.click();
    await expect(page).toHaveURL(addressOf('/huru'));
    await expect.poll(async () => (await transitions(page)).length).toBe(2);
    const [left, arrived] = await transitions(page);
    expect(left).toEqual({ side: 'old', path: '/', named: [{ name: 'cover-huru', className: 'project-card__media', src: first }] });
    expect(arrived).toEqual({
      side: 'new',
      path: addressOf('/huru'),
      named: [{ name: 'cover-huru', className: 'cover__frame', src: first }],
    });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Once arrived, nothing is named any more.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.querySelector('.cover__frame')!).viewTransitionName))
      .toBe('none');

    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect.poll(async () => (await transitions(page)).length).toBe(4);
    const [, , leftBack, arrivedBack] = await transitions(page);
    expect(leftBack!.named).toEqual([{ name: 'cover-huru', className: 'cover__frame', src: first }]);
    expect(arrivedBack!.named).toEqual([{ name: 'cover-huru', className: 'project-card__media', src: first }]);
  });

  test('from a case study’s other projects, only the clicked card travels', async ({ page }) => {
    await recordTransitions(page);
    await gotoReady(page, '/huru');
    const other = page.getByRole('region', { name: 'Other projects' }).getByRole('link').first();
    const href = await other.getAttribute('href');
    const first = await other.locator('img').getAttribute('src');
    // This page's cover has moved on from its first frame; the arriving one still starts on its own first.
    const cover = page.locator('.cover img');
    await expect(cover).not.toHaveAttribute('src', (await cover.getAttribute('src'))!);
    await other.click();
    await expect(page).toHaveURL(href!);
    await expect.poll(async () => (await transitions(page)).length).toBe(2);
    const [left, arrived] = await transitions(page);
    // The card leads to a case study's address, and its cover travels under that project's name.
    const slug = publicSlugs.find((candidate) => addressOf(`/${candidate}`) === href);
    expect(slug, href!).toBeDefined();
    const name = `cover-${slug}`;
    expect(left!.named).toEqual([{ name, className: 'project-card__media', src: first }]);
    expect(arrived!.named).toEqual([{ name, className: 'cover__frame', src: first }]);
  });

  test('arriving moves nothing on the page: no layout shift', async ({ page, analytics }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      });
      observer.observe({ type: 'layout-shift', buffered: true });
      // Every shift so far, those not yet handed to the callback included.
      (window as unknown as { shifts: () => number[] }).shifts = () => [
        ...shifts,
        ...observer.takeRecords().map((entry) => (entry as unknown as { value: number }).value),
      ];
    });
    await gotoReady(page, '/');
    const arrived = nextPageView(analytics, addressOf('/clubberize'));
    await page.getByRole('link', { name: /Clubberize/ }).click();
    await expect(page).toHaveURL(addressOf('/clubberize'));
    await expect(page.locator('.cover img')).toHaveJSProperty('complete', true);
    // Loaded, and settled since: its page view is sent at the first idle moment after the load.
    await arrived;
    const shifts = await page.evaluate(() => (window as unknown as { shifts: () => number[] }).shifts());
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
  });

  test('with reduced motion there is no transition, as in a browser without them: the page changes as before', async ({ page }) => {
    await recordTransitions(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, '/');
    await page.getByRole('link', { name: /Huru/ }).click();
    await expect(page).toHaveURL(addressOf('/huru'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Huru');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await transitions(page)).toEqual([]);
  });
});

test.describe('the next page is fetched ahead', () => {
  test('resting the pointer on a link fetches its page before the click, and the click is served from it', async ({ page }) => {
    // The browser reports its speculative fetches through DevTools' Preload domain.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Preload.enable');
    const fetchedAhead = new Promise<void>((resolve) =>
      devtools.on('Preload.prefetchStatusUpdated', (update) => {
        if (update.status === 'Ready' && new URL(update.prefetchUrl).pathname === addressOf('/huru')) resolve();
      }),
    );
    await gotoReady(page, '/');
    const card = page.getByRole('link', { name: /Huru/ });
    await card.hover();
    await fetchedAhead;
    await card.click();
    await expect(page).toHaveURL(addressOf('/huru'));
    // The page arrives from what was fetched ahead: the browser says so in its navigation entry.
    const delivery = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType,
    );
    expect(delivery).toBe('navigational-prefetch');
  });
});
