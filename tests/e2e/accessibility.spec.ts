import { wordsFor } from '../../app/features/i18n/words.ts';
import { localeOfPath } from '../../app/features/i18n/locale.ts';
import { axeViolations } from '../support/browser-checks.ts';
import type { Page } from '@playwright/test';
import { expect, gotoReady, publicRoutes, test, unlock, storageKeys, privateName } from './support.ts';
import { literal } from '../../app/lib/literal.ts';

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];
const themes = ['light', 'dark'] as const;

type TabStop = { index: number; name: string; ring: { style: string; width: number; contrast: number } };

/**
 * Presses Tab until focus leaves the page, and reports each stop: its place
 * among the page's focusable elements in document order, its name, and its
 * focus ring (style, width, contrast against the page background).
 */
async function tabThrough(page: Page): Promise<TabStop[]> {
  await page.evaluate(() => {
    (window as unknown as { tabbables: () => Element[] }).tabbables = () =>
      [...document.querySelectorAll('a[href], button, input, select, textarea, video[controls], [tabindex]')].filter(
        (el) =>
          el.getAttribute('tabindex') !== '-1' && !(el as HTMLButtonElement).disabled && el.checkVisibility({ visibilityProperty: true }),
      );
    document.body.focus();
    window.scrollTo(0, 0);
  });
  const stops: TabStop[] = [];
  for (let press = 0; press < 200; press++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (color: string) => {
        const [r, g, b] = rgb(color).map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const style = getComputedStyle(el);
      const [a, b] = [luminance(style.outlineColor), luminance(getComputedStyle(document.body).backgroundColor)];
      return {
        index: (window as unknown as { tabbables: () => Element[] }).tabbables().indexOf(el),
        name: (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('placeholder') || el.tagName)
          .trim()
          .slice(0, 40),
        ring: {
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
        },
      };
    });
    if (!stop) break;
    // A video's own controls take several presses inside the one element.
    if (stops.at(-1)?.index === stop.index && stop.index >= 0) continue;
    if (stops.length && stop.index <= stops.at(-1)!.index) break; // focus went round to the start
    stops.push(stop);
  }
  return stops;
}

async function expectNoViolations(page: Page, label: string) {
  expect(await axeViolations(page), label).toEqual([]);
}

// One scan per test: a long page scanned four times in one test would race the timeout on a busy machine.
for (const path of [...publicRoutes, '/mango', '/missing-page']) {
  for (const theme of themes) {
    for (const viewport of viewports) {
      test(`axe finds no violations on ${path}, ${theme}, ${viewport.width} px`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.addInitScript(([key, t]) => window.localStorage.setItem(key, t), [storageKeys.theme, theme] as const);
        await page.setViewportSize(viewport);
        if (path === '/mango') {
          await unlock(page);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
        }
        await gotoReady(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoViolations(page, `${path} (${theme}, ${viewport.name})`);
      });
    }
  }
}

test.describe('keyboard', () => {
  test('a skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await gotoReady(page, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  for (const path of [...publicRoutes, '/mango', '/missing-page']) {
    test(`Tab reaches every control of ${path} in reading order, each with a visible focus ring, in both themes`, async ({ page }) => {
      test.setTimeout(90_000);
      if (path === '/mango') {
        await unlock(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
      }
      for (const theme of themes) {
        await page.evaluate(([key, t]) => window.localStorage.setItem(key, t), [storageKeys.theme, theme] as const).catch(() => undefined);
        await gotoReady(page, path);
        if (path === '/mango') await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const stops = await tabThrough(page);
        const label = `${path} (${theme})`;
        // Every control, in document order (which is the reading order), none skipped, none twice.
        expect(
          stops.map((stop) => stop.index),
          label,
        ).toEqual(stops.map((_, i) => i));
        expect(stops.length, label).toBe(
          await page.evaluate(() => (window as unknown as { tabbables: () => Element[] }).tabbables().length),
        );
        expect(stops[0]?.name, label).toBe(wordsFor(localeOfPath(path)).skipLink);
        for (const stop of stops) {
          expect(stop.ring.style, `${label}: ${stop.name}`).not.toBe('none');
          expect(stop.ring.width, `${label}: ${stop.name}`).toBeGreaterThanOrEqual(2);
          expect(stop.ring.contrast, `${label}: ${stop.name} ring against the page`).toBeGreaterThanOrEqual(3);
        }
      }
    });
  }

  test('a focused card cycles its cover like hover, and stops on blur', async ({ page }) => {
    await gotoReady(page, '/');
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
    await gotoReady(page, '/stayforlong');
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

    await gotoReady(page, '/about');
    const video = page.locator('video');
    await video.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(await video.evaluate((v) => (v as HTMLVideoElement).paused)).toBe(true);
    await expect(video).toHaveAttribute('controls', '');
  });
});

test.describe('reflow', () => {
  // Narrow screens, and the wide ones where case-study images sit two and three to a row.
  const widths = [
    [320, 'narrow phone'],
    [640, '200% zoom of 1280'],
    [1024, 'tablet'],
    [1440, 'wide screen'],
  ] as const;
  for (const [width, what] of widths) {
    test(`no horizontal scrolling at ${width} px (${what})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [...publicRoutes, '/missing-page', '/mango']) {
        if (path === '/mango') {
          await unlock(page);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
        } else {
          await page.goto(path);
        }
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
      await expect(page.getByRole('navigation', { name: wordsFor(localeOfPath(path)).header.nav }), path).toHaveCount(1);
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

  test('every link that opens a new tab says so, and hands nothing to the page it opens', async ({ page }) => {
    let total = 0;
    for (const path of publicRoutes) {
      await page.goto(path);
      const external = page.locator('a[target="_blank"]');
      total += await external.count();
      for (const link of await external.all()) {
        const newTab = literal(wordsFor(localeOfPath(path)).newTab);
        await expect(link, path).toHaveAccessibleName(new RegExp(`${newTab}$`));
        await expect(link, path).toHaveAttribute('rel', /\bnoopener\b/);
      }
    }
    // The footer's profile link on every page, and the prototypes and employers besides.
    expect(total).toBeGreaterThan(publicRoutes.length + 10);
  });
});
