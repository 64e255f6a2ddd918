import { expect, expectHeadline, gotoHydrated, publicRoutes, site, test } from './support';

const garbage = ['', 'undefined', 'null', '{"a":1}', '💥'.repeat(1000), '-0', 'true'];

test.describe('storage faults', () => {
  test('garbage in every storage key: every page renders on defaults', async ({ page }) => {
    for (const value of garbage) {
      await page.addInitScript((v) => {
        for (const key of ['theme', 'heroTextIndex', 'storedPassword', 'authenticated', 'caseStudyKey']) {
          window.localStorage.setItem(key, v);
        }
      }, value);
    }
    for (const path of [...publicRoutes, '/mango']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.locator('html'), path).toHaveAttribute('data-theme', 'light');
    }
    await page.goto('/');
    await expectHeadline(page, site.heroVariants[0]!);
  });

  test('storage that throws on every call: theme, headline and pages still work for the visit', async ({ page }) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      const broken = { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 };
      Object.defineProperty(window, 'localStorage', { get: () => broken });
    });
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: site.heroVariants[0]!.replaceAll('*', '') }).click();
    await expectHeadline(page, site.heroVariants[1]!);
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('no local storage at all: pages render on defaults', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', { get: () => undefined });
    });
    for (const path of publicRoutes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page shows its text and images from the prerendered HTML', async ({ page }) => {
    for (const path of publicRoutes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
    }
    await page.goto('/');
    await expectHeadline(page, site.heroVariants[0]!);
    await expect(page.locator('.project-card img')).toHaveCount(6);

    await page.goto('/stayforlong');
    const images = page.locator('main img');
    expect(await images.count()).toBeGreaterThan(5);
    await expect(page.getByRole('heading', { name: /01/ })).toBeVisible();
  });
});

test.describe('console', () => {
  test('no console error or warning on any route, in either theme', async ({ page }) => {
    for (const theme of ['light', 'dark']) {
      await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      for (const path of [...publicRoutes, '/mango', '/missing-page']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      }
    }
    // The consoleProblems fixture fails the test on any problem it saw.
  });
});
