import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './support';

type Named = { name: string; className: string; src: string | null };
type Recorded = { before: Named[]; after: Named[] };

/**
 * Wraps document.startViewTransition to record, for each transition, the
 * elements carrying a view-transition-name in the old picture (when it is
 * called) and in the new one (when its update has run), with the image each shows.
 */
async function recordTransitions(page: Page) {
  await page.addInitScript(() => {
    const seen: { before: unknown[]; after: unknown[] }[] = [];
    (window as unknown as { transitions: typeof seen }).transitions = seen;
    const named = () =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => getComputedStyle(el).viewTransitionName !== 'none')
        .map((el) => ({
          name: getComputedStyle(el).viewTransitionName,
          className: el.className,
          src: el.querySelector('img')?.getAttribute('src') ?? null,
        }));
    const original = document.startViewTransition?.bind(document);
    if (!original) return;
    document.startViewTransition = ((update: () => Promise<void> | void) => {
      const entry = { before: named(), after: [] as unknown[] };
      seen.push(entry);
      return original(async () => {
        await update();
        entry.after = named();
      });
    }) as typeof document.startViewTransition;
  });
}

const transitions = (page: Page) => page.evaluate(() => (window as unknown as { transitions: Recorded[] }).transitions);

test.describe('the cover travels between card and case study', () => {
  test('the card’s first frame grows into the case study’s cover, mid-cycle or not, and back again on Back', async ({ page }) => {
    await recordTransitions(page);
    await gotoHydrated(page, '/');
    const card = page.getByRole('link', { name: /Huru/ });
    const image = card.locator('img');
    const first = await image.getAttribute('src');
    await card.hover();
    // The card is mid-cycle when clicked.
    await expect(image).not.toHaveAttribute('src', first!);
    await card.click();
    await expect(page).toHaveURL('/huru');
    await expect.poll(async () => (await transitions(page)).length).toBe(1);
    await expect.poll(async () => (await transitions(page))[0]!.after.length).toBeGreaterThan(0);
    const [forward] = await transitions(page);
    expect(forward!.before).toEqual([{ name: 'cover-huru', className: 'project-card__media', src: first }]);
    expect(forward!.after).toEqual([{ name: 'cover-huru', className: 'cover__frame', src: first }]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Once arrived, nothing is named any more.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.querySelector('.cover__frame')!).viewTransitionName))
      .toBe('none');

    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect.poll(async () => (await transitions(page)).length).toBe(2);
    await expect.poll(async () => (await transitions(page))[1]!.after.length).toBeGreaterThan(0);
    const back = (await transitions(page))[1]!;
    expect(back.before).toEqual([{ name: 'cover-huru', className: 'cover__frame', src: first }]);
    expect(back.after).toEqual([{ name: 'cover-huru', className: 'project-card__media', src: first }]);
  });

  test('from a case study’s other projects, only the clicked card travels', async ({ page }) => {
    await recordTransitions(page);
    await gotoHydrated(page, '/huru');
    const other = page.getByRole('region', { name: 'Other projects' }).getByRole('link').first();
    const href = await other.getAttribute('href');
    const first = await other.locator('img').getAttribute('src');
    // This page's cover has moved on from its first frame; the arriving one still starts on its own first.
    const cover = page.locator('.cover img');
    await expect(cover).not.toHaveAttribute('src', (await cover.getAttribute('src'))!);
    await other.click();
    await expect(page).toHaveURL(href!);
    await expect.poll(async () => (await transitions(page))[0]?.after.length ?? 0).toBeGreaterThan(0);
    const [step] = await transitions(page);
    const name = `cover-${href!.slice(1)}`;
    expect(step!.before.filter((el) => el.name === name)).toHaveLength(1);
    expect(step!.after).toEqual([{ name, className: 'cover__frame', src: first }]);
    // Every name appears once per picture, or the transition would abort.
    for (const picture of [step!.before, step!.after]) expect(new Set(picture.map((el) => el.name)).size).toBe(picture.length);
  });

  test('arriving moves nothing on the page: no layout shift', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoHydrated(page, '/');
    // Only what moves from the click on counts.
    await page.evaluate(() => ((window as unknown as { shifts: number[] }).shifts.length = 0));
    await page.getByRole('link', { name: /Clubberize/ }).click();
    await expect(page).toHaveURL('/clubberize');
    await expect(page.locator('.cover img')).toHaveJSProperty('complete', true);
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
  });

  test('with reduced motion there is no transition: the page changes as before', async ({ page }) => {
    await recordTransitions(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/');
    await page.getByRole('link', { name: /Huru/ }).click();
    await expect(page).toHaveURL('/huru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Huru');
    await page.goBack();
    await expect(page).toHaveURL('/');
    expect(await transitions(page)).toEqual([]);
  });

  test('without the View Transitions API the page changes as before', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Document.prototype as { startViewTransition?: unknown }).startViewTransition;
    });
    await gotoHydrated(page, '/');
    await page.getByRole('link', { name: /Huru/ }).click();
    await expect(page).toHaveURL('/huru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Huru');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
