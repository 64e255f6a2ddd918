import { wordsFor } from '../../app/i18n/words.ts';
import { localeOfPath } from '../../app/i18n/locale.ts';
import { axeViolations } from '../support/browser-checks.ts';
import type { Page } from '@playwright/test';
import {
  expect,
  freezeClock,
  gotoReady,
  nextPageView,
  onePageOfEachKind,
  publicRoutes,
  test,
  unlock,
  storageKeys,
  privateName,
} from './support.ts';
import { literal } from '../../app/lib/literal.ts';

const phone = { name: 'phone', width: 390, height: 844 };
const desktop = { name: 'desktop', width: 1440, height: 900 };

/** Every page a visitor reaches: the public ones in each language, the unlocked private one, and the not-found page. */
const everyPage = [...publicRoutes, '/mango', '/missing-page'];
/** Every page in English: the pages each language has, with the English words. */
const english = everyPage.filter((path) => localeOfPath(path) === 'en');
/** One page of each kind, the unlocked private case study among them. */
const oneOfEachKind = [...onePageOfEachKind, '/mango'];

/**
 * What axe scans. Every page once, light and wide: what its own content brings, in its language.
 * Colours change with the theme, and each project has accents of its own: every page again in dark
 * (in English: a Spanish page shows the same elements in the same colours). The phone layout is the
 * same for every page of a kind: one of each, and the home page and a case study in dark too.
 */
const scans = [
  ...everyPage.map((path) => ({ path, theme: 'light', viewport: desktop })),
  ...english.map((path) => ({ path, theme: 'dark', viewport: desktop })),
  ...oneOfEachKind.map((path) => ({ path, theme: 'light', viewport: phone })),
  ...['/', '/huru'].map((path) => ({ path, theme: 'dark', viewport: phone })),
] as const;

type TabStop = { index: number; name: string; ring: Ring };
type Ring = { style: string; width: number; contrast: number; visible: boolean };
type Walk = { tabbables: () => Element[]; stops: TabStop[]; ringOf: (el: Element) => Ring; nameOf: (el: Element) => string };

/**
 * Gives the page what the checks below read from it: its focusable elements in document order, each
 * element's name, and its focus ring (style, width, contrast against the page background, and
 * whether it shows as the keyboard's focus).
 */
async function prepareWalk(page: Page) {
  await page.evaluate(() => {
    const walk = window as unknown as Walk;
    walk.tabbables = () =>
      [...document.querySelectorAll('a[href], button, input, select, textarea, video[controls], [tabindex]')].filter(
        (el) =>
          el.getAttribute('tabindex') !== '-1' && !(el as HTMLButtonElement).disabled && el.checkVisibility({ visibilityProperty: true }),
      );
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    walk.ringOf = (el) => {
      const style = getComputedStyle(el);
      const [a, b] = [luminance(style.outlineColor), luminance(getComputedStyle(document.body).backgroundColor)];
      return {
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
        visible: el.matches(':focus-visible'),
      };
    };
    walk.nameOf = (el) =>
      (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('placeholder') || el.tagName).trim().slice(0, 40);
  });
}

/**
 * Presses Tab until focus leaves the page, and reports each stop: its place among the page's
 * focusable elements in document order, its name, and its focus ring. Each stop is noted by the
 * page as focus arrives (focusin), so the keys are pressed in runs, and the page is asked only
 * between runs whether focus has left it or come round to the start.
 */
async function tabThrough(page: Page): Promise<TabStop[]> {
  await prepareWalk(page);
  const count = await page.evaluate(() => {
    const walk = window as unknown as Walk;
    walk.stops = [];
    document.addEventListener('focusin', () => {
      const el = document.activeElement;
      if (el && el !== document.body)
        walk.stops.push({ index: walk.tabbables().indexOf(el), name: walk.nameOf(el), ring: walk.ringOf(el) });
    });
    document.body.focus();
    window.scrollTo(0, 0);
    return walk.tabbables().length;
  });
  /** The stops so far, once each (a video's own controls take several presses inside the one element), up to focus coming round. */
  const walked = (stops: TabStop[]) => {
    const once: TabStop[] = [];
    for (const stop of stops) {
      if (once.at(-1)?.index === stop.index && stop.index >= 0) continue;
      if (once.length && stop.index <= once.at(-1)!.index) return { once, round: true };
      once.push(stop);
    }
    return { once, round: false };
  };
  for (let pressed = 0; pressed < 200;) {
    const run = Math.max(1, count + 1 - walked(await page.evaluate(() => (window as unknown as Walk).stops)).once.length);
    for (let press = 0; press < run; press++) await page.keyboard.press('Tab');
    pressed += run;
    const { stops, left } = await page.evaluate(() => ({
      stops: (window as unknown as Walk).stops,
      left: !document.activeElement || document.activeElement === document.body,
    }));
    const { once, round } = walked(stops);
    if (round || (left && once.length)) return once;
  }
  throw new Error('Focus neither left the page nor came round to its start in 200 presses of Tab.');
}

/**
 * Each focusable element's ring as the keyboard shows it: focus is moved by a key press first, so
 * that the page shows focus moved by script from there as the keyboard's too (:focus-visible).
 */
async function keyboardRings(page: Page): Promise<(Ring & { name: string })[]> {
  await prepareWalk(page);
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const walk = window as unknown as Walk;
    return walk.tabbables().map((el) => {
      (el as HTMLElement).focus();
      return { name: walk.nameOf(el), ...walk.ringOf(el) };
    });
  });
}

function expectVisibleRing(ring: Ring, label: string) {
  expect(ring.visible, `${label} shows as focused`).toBe(true);
  expect(ring.style, label).not.toBe('none');
  expect(ring.width, label).toBeGreaterThanOrEqual(2);
  expect(ring.contrast, `${label} ring against the page`).toBeGreaterThanOrEqual(3);
}

async function expectNoViolations(page: Page, label: string) {
  expect(await axeViolations(page), label).toEqual([]);
}

/** Opens `path` as a visitor finds it: the private case study once unlocked, opened again with the key it left. */
async function open(page: Page, path: string) {
  if (path === '/mango') {
    await unlock(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
  }
  await gotoReady(page, path);
  if (path === '/mango') await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
}

// One scan per test: a long page scanned several times in one test would race the timeout on a busy machine.
// Each page is scanned settled: loaded, and idle since (its page view sent). So these tests also show that
// no page, in either theme, logs a console error or warning as it loads and settles: the consoleProblems
// fixture fails the test on any.
for (const { path, theme, viewport } of scans) {
  test(`axe finds no violations on ${path}, ${theme}, ${viewport.width} px`, async ({ page, analytics }) => {
    await page.addInitScript(([key, t]) => window.localStorage.setItem(key, t), [storageKeys.theme, theme] as const);
    await page.setViewportSize(viewport);
    const settled = nextPageView(analytics, path);
    await open(page, path);
    await settled;
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoViolations(page, `${path} (${theme}, ${viewport.name})`);
  });
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

  // Every page in English, and the Spanish home page: a Spanish page has its English pair's controls, in its order.
  for (const path of [...english, '/es']) {
    test(`Tab reaches every control of ${path} in reading order, each with a visible focus ring, in both themes`, async ({ page }) => {
      const words = wordsFor(localeOfPath(path));
      await open(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      const stops = await tabThrough(page);
      // Every control, in document order (which is the reading order), none skipped, none twice.
      expect(
        stops.map((stop) => stop.index),
        path,
      ).toEqual(stops.map((_, i) => i));
      expect(stops.length, path).toBe(await page.evaluate(() => (window as unknown as Walk).tabbables().length));
      expect(stops[0]?.name, path).toBe(words.skipLink);
      for (const stop of stops) expectVisibleRing(stop.ring, `${path} (light): ${stop.name}`);

      // The same controls in the dark theme, chosen with the header's toggle: each one's ring as the keyboard shows it.
      await page.getByRole('banner').getByRole('button', { name: words.theme.dark }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // The page's colours ease into the dark ones: measured once they have arrived.
      await page.evaluate(() =>
        Promise.all([document.documentElement, document.body].flatMap((element) => element.getAnimations()).map((a) => a.finished)),
      );
      const rings = await keyboardRings(page);
      expect(rings.length, path).toBe(stops.length);
      for (const ring of rings) expectVisibleRing(ring, `${path} (dark): ${ring.name}`);
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

  test('no slideshow or card cycles on its own', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The page's timers run on a clock the test moves: well past two frames of the slideshow.
    await freezeClock(page);
    await gotoReady(page, '/stayforlong');
    const cover = page.locator('.cover img');
    const first = await cover.getAttribute('src');
    await page.clock.runFor(1600);
    await expect(cover).toHaveAttribute('src', first!);
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();

    const card = page.getByRole('region', { name: 'Other projects' }).getByRole('link').last();
    const cardImage = card.locator('img');
    const cardFirst = await cardImage.getAttribute('src');
    await card.hover();
    await page.clock.runFor(1600);
    await expect(cardImage).toHaveAttribute('src', cardFirst!);
  });

  test('the looping video does not play on its own, and shows its controls', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, '/about');
    const video = page.locator('video');
    await video.scrollIntoViewIfNeeded();
    // Two frames on screen: a loop that plays near the screen would have been told to by now.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await video.evaluate((v) => (v as HTMLVideoElement).paused)).toBe(true);
    await expect(video).toHaveAttribute('controls', '');
  });
});

test.describe('reflow', () => {
  // Narrow screens, and the wide ones where case-study images sit two and three to a row. Each page is
  // opened once and the window set to each width in turn: the layout at a width is the stylesheet's.
  const widths = [
    [320, 'narrow phone'],
    [640, '200% zoom of 1280'],
    [1024, 'tablet'],
    [1440, 'wide screen'],
  ] as const;
  for (const [language, pages] of [
    ['English', english],
    ['Spanish', everyPage.filter((path) => localeOfPath(path) === 'es')],
  ] as const) {
    test(`no horizontal scrolling at ${widths.map(([width, what]) => `${width} px (${what})`).join(', ')}: every ${language} page`, async ({
      page,
    }) => {
      for (const path of pages) {
        if (path === '/mango') {
          await unlock(page);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
        } else {
          await page.goto(path);
        }
        for (const [width] of widths) {
          await page.setViewportSize({ width, height: 800 });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        }
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
