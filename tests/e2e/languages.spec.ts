import type { Page } from '@playwright/test';
import { en } from '../../app/i18n/words/en.ts';
import { es } from '../../app/i18n/words/es.ts';
import { languages, localeOfPath, pathIn } from '../../app/i18n/locale.ts';
import { sitePages } from '../../app/lib/pages.ts';
import { siteProjects } from '../../app/pages.server.ts';
import { addressOf, expect, gotoReady, pageReady, privateName, privateSlug, test, testPassword } from './support.ts';
import { literal } from '../../app/lib/literal.ts';

/** Every English page a visitor can open without the password, and every private project's own. */
const englishPages = sitePages(siteProjects).filter((page) => page.locale === 'en' && page.role === 'page');

/** Every text of a catalogue, flattened (functions and formats left out). */
function textsOf(words: unknown): string[] {
  if (typeof words === 'string') return [words];
  if (words && typeof words === 'object') return Object.entries(words).flatMap(([key, value]) => (key === 'format' ? [] : textsOf(value)));
  return [];
}

const spanishTexts = new Set(textsOf(es));
/**
 * The English interface words that Spanish says otherwise. Phrases of two
 * words or more are looked for anywhere on a Spanish page; single words (which
 * the owner's Spanish may use too, "App") in the header and footer only.
 */
const englishOnly = textsOf(en).filter((text) => !spanishTexts.has(text) && !text.includes('{') && /[a-z]/i.test(text));
const englishPhrases = englishOnly.filter((text) => text.trim().includes(' '));

/** What a visitor reads or hears on the page: its text, and the names and descriptions in its attributes. */
function readable(page: Page, selector = 'body') {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return '';
    const attributes = [...root.querySelectorAll('[aria-label], [title], [alt], [placeholder], [aria-roledescription]')].flatMap(
      (element) => ['aria-label', 'title', 'alt', 'placeholder', 'aria-roledescription'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [(root as HTMLElement).innerText, ...attributes].join('\n');
  }, selector);
}

for (const english of englishPages) {
  const spanish = pathIn(english.path, 'es');

  test(`${english.path} and ${spanish}: each in its language, naming the other, switching to the other; no English interface word left in Spanish`, async ({
    page,
  }) => {
    // From the English page to the Spanish one by its switch, and back by the Spanish one's.
    await gotoReady(page, english.path);
    for (const [path, pair, locale] of [
      [english.path, spanish, 'en'],
      [spanish, english.path, 'es'],
    ] as const) {
      // A private project's page sends a visitor without the password to the gate, in the same language.
      if (english.per === 'private project') await expect(page).toHaveURL(addressOf(pathIn('/private', locale)));
      expect(localeOfPath(new URL(page.url()).pathname)).toBe(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', languages[locale].lang);
      if (english.indexable) {
        for (const other of ['en', 'es'] as const) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${languages[other].lang}"]`)).toHaveAttribute(
            'href',
            new RegExp(`${pathIn(path, other).replace(/\/$/, '')}/$`),
          );
        }
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      }
      if (locale === 'es') {
        await pageReady(page);
        const text = await readable(page);
        expect(
          englishPhrases.filter((phrase) => text.includes(phrase)),
          spanish,
        ).toEqual([]);
        const chrome = `${await readable(page, '.site-header')}\n${await readable(page, '.site-footer')}`;
        expect(
          englishOnly.filter((word) => new RegExp(`(^|[^\\p{L}])${literal(word)}([^\\p{L}]|$)`, 'u').test(chrome)),
          spanish,
        ).toEqual([]);
      }
      const other = locale === 'en' ? 'es' : 'en';
      const switchLink = page.locator(`header a[hreflang="${languages[other].lang}"]`);
      await expect(switchLink).toHaveAttribute('lang', languages[other].lang);
      await switchLink.click();
      await expect(page.locator('html')).toHaveAttribute('lang', languages[other].lang);
      // The other language's page at its address, slash included (a private project's, the gate's: its page
      // sends a visitor without the password on to the gate once it has loaded, so this waits for that).
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toBe(addressOf(english.per === 'private project' ? pathIn('/private', other) : pair));
    }
  });
}

test('the theme chosen on an English page stays on its Spanish pair', async ({ page }) => {
  await gotoReady(page, '/about');
  const theme = await page.locator('html').getAttribute('data-theme');
  await page.locator('.theme-toggle').first().click();
  const chosen = await page.locator('html').getAttribute('data-theme');
  expect(chosen).not.toBe(theme);
  await page.locator('header a[hreflang="es"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveAttribute('data-theme', chosen!);
});

test('an unknown address under /es gets the Spanish not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/es/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the gate in Spanish: the wrong password in Spanish, then the Spanish case study, opened by the same password', async ({ page }) => {
  await gotoReady(page, '/es/private');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.gate.title);
  const field = page.getByPlaceholder(es.gate.placeholder);
  await field.fill('not the password');
  await field.press('Enter');
  await expect(page.getByText(es.gate.wrongPassword)).toBeVisible();
  await field.fill(testPassword);
  await field.press('Enter');
  await expect(page).toHaveURL(addressOf(`/es/${privateSlug}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('main')).toContainText(es.caseStudy.lessons);
  // The same key opens the English page too.
  await gotoReady(page, `/${privateSlug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
  await expect(page.locator('main')).toContainText(en.caseStudy.lessons);
});

test('at 320 px the Spanish header keeps one row, as tall as the English one, and no heading or button overflows', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const headerHeight = async () => (await page.getByRole('banner').boundingBox())!.height;
  for (const english of englishPages) {
    const spanish = pathIn(english.path, 'es');
    await gotoReady(page, english.path);
    const englishHeight = await headerHeight();
    await gotoReady(page, spanish);
    expect(await headerHeight(), spanish).toBe(englishHeight);
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, h3, button, a.button, header a')]
        .filter((element) => element.checkVisibility() && element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent?.trim()),
    );
    expect(overflowing, spanish).toEqual([]);
  }
});
