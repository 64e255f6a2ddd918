import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, publicRoutes, test, unlock } from './support';

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];
const themes = ['light', 'dark'] as const;
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

async function expectNoViolations(page: Page, label: string) {
  // Scan a settled page: with reduced motion, no frame changes under axe.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, label).toEqual([]);
}

for (const path of [...publicRoutes, '/mango', '/missing-page']) {
  test(`axe finds no violations on ${path}, light and dark, 390 and 1440 px`, async ({ page }) => {
    test.setTimeout(90_000);
    if (path === '/mango') {
      await unlock(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mango');
    }
    for (const theme of themes) {
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        await page.evaluate((t) => window.localStorage.setItem('theme', t), theme).catch(() => undefined);
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoViolations(page, `${path} (${theme}, ${viewport.name})`);
      }
    }
  });
}

test.describe('keyboard', () => {
  test('a skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  for (const theme of themes) {
    test(`header, hero and cards are reached in reading order with a visible focus ring (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      await gotoHydrated(page, '/');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const order: string[] = [];
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        const ring = await focused.evaluate((el) => {
          const style = getComputedStyle(el);
          return { width: parseFloat(style.outlineWidth), style: style.outlineStyle, color: style.outlineColor };
        });
        expect(ring.style).not.toBe('none');
        expect(ring.width).toBeGreaterThanOrEqual(2);
        expect(ring.color).not.toBe(background);
        order.push((await focused.evaluate((el) => el.textContent?.trim() || el.getAttribute('aria-label') || '')).slice(0, 20));
      }
      expect(order[0]).toBe('Skip to content');
      expect(order[1]).toBe('Nora Castell');
      expect(order[2]).toBe('About');
      expect(order[3]).toContain('Dark theme');
      expect(order[4]?.length).toBeGreaterThan(0); // the hero headline button
      expect(order[5]).toContain('Mango');
    });
  }

  test('a focused card cycles its cover like hover, and stops on blur', async ({ page }) => {
    await gotoHydrated(page, '/');
    const card = page.getByRole('link', { name: /Clubberize/ });
    const image = card.locator('img');
    const first = await image.getAttribute('src');
    await card.focus();
    await expect(image).not.toHaveAttribute('src', first!);
    await card.blur();
    await expect(image).toHaveAttribute('src', first!);
  });
});

test.describe('reduced motion', () => {
  test.use({ colorScheme: 'light' });

  test('no slideshow or card cycles on its own, and the video does not autoplay', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/stayforlong');
    const cover = page.locator('.cover img');
    const first = await cover.getAttribute('src');
    await page.waitForTimeout(1600);
    await expect(cover).toHaveAttribute('src', first!);
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();

    const card = page.getByRole('region', { name: 'Other projects' }).getByRole('link').last();
    const cardImage = card.locator('img');
    const cardFirst = await cardImage.getAttribute('src');
    await card.hover();
    await page.waitForTimeout(1600);
    await expect(cardImage).toHaveAttribute('src', cardFirst!);

    await gotoHydrated(page, '/about');
    const video = page.locator('video');
    await video.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(await video.evaluate((v) => (v as HTMLVideoElement).paused)).toBe(true);
    await expect(video).toHaveAttribute('controls', '');
  });
});

test.describe('reflow', () => {
  for (const width of [320, 640]) {
    test(`no horizontal scrolling at ${width} px (${width === 640 ? '200% zoom of 1280' : 'narrow phone'})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [...publicRoutes, '/missing-page']) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  }
});

test.describe('screen readers', () => {
  test('every page has landmarks, one h1 and headings that never skip a level', async ({ page }) => {
    for (const path of [...publicRoutes, '/missing-page']) {
      await page.goto(path);
      await expect(page.getByRole('banner'), path).toHaveCount(1);
      await expect(page.getByRole('main'), path).toHaveCount(1);
      await expect(page.getByRole('contentinfo'), path).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Main' }), path).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      const levels = await page
        .getByRole('heading')
        .evaluateAll((hs) => hs.filter((h) => h.checkVisibility()).map((h) => Number(h.tagName.slice(1))));
      expect(levels[0], path).toBe(1);
      for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `${path}: ${levels}`).toBeLessThanOrEqual(1);
    }
  });

  test('images carry the alt text from the content', async ({ page }) => {
    await page.goto('/stayforlong');
    const alts = await page.locator('main img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''));
    expect(alts.length).toBeGreaterThan(5);
    for (const alt of alts) expect(alt.length).toBeGreaterThan(10);
    await expect(page.getByRole('img', { name: /^Affinity map of interview notes/ })).toBeVisible();
  });

  test('external links say they open a new tab', async ({ page }) => {
    await page.goto('/huru');
    const external = page.locator('a[target="_blank"]');
    expect(await external.count()).toBeGreaterThan(3);
    for (const name of await external.evaluateAll((links) => links.map((l) => l.textContent ?? ''))) {
      expect(name).toContain('(opens in a new tab)');
    }
  });
});
