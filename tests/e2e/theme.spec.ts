import { expect, gotoReady, test, storageKeys } from './support.ts';

test.describe('theme', () => {
  test('is light by default and alternates with the header toggle, stored under "theme"', async ({ page }) => {
    await gotoReady(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.theme)).toBe('dark');

    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.theme)).toBe('light');
  });

  test('a stored dark theme is applied before the first paint, on reload and on deep links', async ({ page }) => {
    // Record the theme at the moment <body> starts: anything applied later would flash.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as { themeAtBody?: string | null }).themeAtBody = document.documentElement.getAttribute('data-theme');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Dark theme' }).click();

    for (const path of ['/', '/about', '/stayforlong', '/private', '/no-such-page']) {
      await page.goto(path);
      expect(await page.evaluate(() => (window as { themeAtBody?: string }).themeAtBody), path).toBe('dark');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background, path).toBe('rgb(18, 18, 17)');
    }
  });

  test('rapid toggles never lose a click', async ({ page }) => {
    await gotoReady(page, '/about');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    for (let i = 0; i < 9; i++) await toggle.click({ delay: 0 });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.theme)).toBe('dark');
  });
});
