import { expect, expectHeadline, gotoReady, site, test, storageKeys } from './support.ts';

const plain = (text: string) => text.replaceAll('*', '');

test.describe('hero headline', () => {
  test('each click shows the next of five variants, wrapping after the fifth', async ({ page }) => {
    await gotoReady(page, '/');
    const variants = site.heroVariants.map(plain);
    expect(variants).toHaveLength(5);
    await expectHeadline(page, variants[0]!);
    for (let i = 0; i < 5; i++) {
      await page.getByRole('button', { name: variants[i], exact: true }).click();
      await expectHeadline(page, variants[(i + 1) % 5]!);
    }
  });

  test('is a real button: Enter and Space advance it', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: plain(site.heroVariants[0]!) }).focus();
    await page.keyboard.press('Enter');
    await expectHeadline(page, plain(site.heroVariants[1]!));
    await page.keyboard.press('Space');
    await expectHeadline(page, plain(site.heroVariants[2]!));
  });

  test('the index is stored under heroTextIndex and restored on reload without a jump', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: plain(site.heroVariants[0]!) }).click();
    await page.getByRole('button', { name: plain(site.heroVariants[1]!) }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.heroTextIndex)).toBe('2');
    await page.reload();
    await expectHeadline(page, plain(site.heroVariants[2]!));
  });

  test('a stored value that is not an integer 0..4 falls back to the first variant', async ({ page }) => {
    for (const garbage of ['5', '-1', '1.5', 'two', '{"i":1}']) {
      await page.goto('/');
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKeys.heroTextIndex, garbage] as const);
      await page.reload();
      await expectHeadline(page, plain(site.heroVariants[0]!));
    }
  });

  test('the page holds every variant of the content, in order, once', async ({ page }) => {
    await page.goto('/');
    const shown = page.locator('.hero__variant');
    await expect(shown).toHaveCount(site.heroVariants.length);
    for (const [i, variant] of site.heroVariants.entries()) await expect(shown.nth(i)).toHaveText(plain(variant));
  });
});
