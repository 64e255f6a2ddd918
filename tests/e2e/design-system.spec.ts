import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { contrastRatio, formatRatio } from '../../app/features/design-system/contrast.ts';
import { en } from '../../app/i18n/words/en.ts';
import { addressOf, expect, freezeClock, gotoReady, site, test } from './support.ts';

type Tree = { [key: string]: Tree | string };
const tokenFile = (file: string) => JSON.parse(readFileSync(new URL(`../../tokens/${file}`, import.meta.url), 'utf8')) as Tree;
const primitives = tokenFile('color/primitives.tokens.json');

/** A colour token of a theme as the source files define it, its alias followed. */
function sourceColour(theme: 'light' | 'dark', name: string): string {
  const semantic = tokenFile(`color/${theme}.tokens.json`).color as Tree;
  const value = ((semantic[name] as Tree).$value as string).toLowerCase();
  const [family, step] = value.replace(/[{}]/g, '').split('.') as [string, string];
  return value.startsWith('{') ? (((primitives[family] as Tree)[step] as Tree).$value as string).toLowerCase() : value;
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const panel = (page: Page, theme: 'Light' | 'Dark') =>
  page.locator('.ds-theme').filter({ has: page.getByRole('heading', { name: theme, exact: true }) });

test.describe('design system page', () => {
  test('shows each semantic colour of both themes as the token files define it, and the site is drawn with them', async ({ page }) => {
    await gotoReady(page, '/design-system');
    for (const theme of ['light', 'dark'] as const) {
      const swatches = panel(page, theme === 'light' ? 'Light' : 'Dark');
      for (const name of ['bg', 'text', 'text-muted', 'highlight-0', 'error']) {
        const value = sourceColour(theme, name);
        const row = swatches.locator('.ds-swatch').filter({ has: page.getByText(`--color-${name}`, { exact: true }) });
        await expect(row, `${theme} ${name}`).toContainText(value);
        await expect(row.locator('.ds-swatch__chip'), `${theme} ${name}`).toHaveCSS('background-color', rgb(value));
      }
    }
    // The stylesheet is built from the same tokens: the page itself is drawn in them.
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(sourceColour('light', 'bg')));
  });

  test('gives each pair its contrast ratio and WCAG mark in both themes', async ({ page }) => {
    await gotoReady(page, '/design-system');
    const pair = page.locator('.ds-pair').filter({ hasText: '--color-text-muted on --color-bg' }).first();
    const scores = pair.locator('.ds-score');
    for (const [i, theme] of (['light', 'dark'] as const).entries()) {
      const ratio = contrastRatio(sourceColour(theme, 'text-muted'), sourceColour(theme, 'bg'));
      await expect(scores.nth(i).locator('.ds-score__figure')).toHaveText(formatRatio(ratio));
      await expect(scores.nth(i).locator('.ds-badge')).toHaveText(ratio >= 7 ? 'AAA' : 'AA');
    }
  });

  test('offers tokens.json, the DTCG token sets and themes Tokens Studio reads', async ({ page }) => {
    await gotoReady(page, '/design-system');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download tokens.json' }).click()]);
    expect(download.suggestedFilename()).toBe('tokens.json');
    const tokens = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(tokens.$metadata.tokenSetOrder).toEqual(['core', 'light', 'dark', 'accents']);
    expect(tokens.$themes.map((theme: { name: string }) => theme.name)).toEqual(['Light', 'Dark']);
    const light = tokenFile('color/light.tokens.json').color as Tree;
    expect(tokens.light.color.bg.$value).toBe((light.bg as Tree).$value);
    expect(tokens.core.stone['50']).toEqual({ $type: 'color', $value: sourceColour('light', 'bg') });
    // Figma holds pixels: the 8 px step arrives as 8px.
    expect(tokens.core.space['1'].$value).toBe('8px');
  });

  test('describes the tokens in the page’s language: the token files’ English, or their Spanish', async ({ page }) => {
    const spanish = tokenFile('descriptions.es.json');
    const english = (tokenFile('color/light.tokens.json').color as Tree).$description as string;
    await gotoReady(page, '/design-system');
    await expect(page.getByRole('region', { name: /Colour/ }).getByText(english, { exact: true })).toBeVisible();
    await gotoReady(page, '/es/design-system');
    await expect(page.getByRole('region', { name: /Color/ }).getByText(spanish.color as string, { exact: true })).toBeVisible();
    await expect(page.locator('[data-step="text-base"]')).toHaveText(spanish['text-base'] as string);
    await expect(page.getByRole('main')).not.toContainText(english);
  });

  test('is linked from the footer and from the about page', async ({ page }) => {
    await gotoReady(page, '/about');
    await page.getByRole('main').getByRole('link', { name: site.designSystem.linkText }).click();
    await expect(page).toHaveURL(addressOf('/design-system'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.designSystem.title);
    await gotoReady(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: site.designSystem.linkText }).click();
    await expect(page).toHaveURL(addressOf('/design-system'));
  });

  test('renders the site’s own components in their states, each listing tokens the stylesheet defines', async ({ page }) => {
    await gotoReady(page, '/design-system');
    const gate = page.getByRole('region', { name: 'Password field' });
    await expect(gate.getByRole('alert')).toHaveText(en.gate.wrongPassword);
    await expect(gate.getByPlaceholder('Enter password')).toHaveAttribute('aria-invalid', 'true');

    // The public card at rest shows its first image; held mid-cycle, a later one.
    const cards = page.getByRole('region', { name: 'Project card' }).locator('.project-card');
    const rest = await cards.nth(0).locator('img').getAttribute('src');
    expect(await cards.nth(1).locator('img').getAttribute('src')).not.toBe(rest);
    await expect(cards.nth(1)).toHaveAttribute('data-state', 'cycling');

    const slideshow = page.getByRole('region', { name: 'Slideshow control' });
    await slideshow.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(slideshow.getByRole('button', { name: 'Play slideshow' })).toBeVisible();

    await page.getByRole('region', { name: 'Theme toggle' }).getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    const lists = page.locator('.ds-specimen');
    expect(await lists.count()).toBeGreaterThanOrEqual(7);
    for (const specimen of await lists.all()) {
      const names = await specimen.locator('.ds-token-list code').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      const undefinedTokens = await page.evaluate(
        (list) => list.filter((name) => name !== '--accent' && !getComputedStyle(document.documentElement).getPropertyValue(name).trim()),
        names,
      );
      expect(undefinedTokens).toEqual([]);
    }
  });

  test('keeps its form fields out of the blocks it lays out only near the screen', async ({ page }) => {
    // Chrome's autofill lays out, at DOMContentLoaded, any skipped block that holds a field: on a
    // slow phone that was a layout of the whole specimens grid right after the first paint.
    await page.goto('/design-system');
    const { fields, skippable, insideSkippable } = await page.evaluate(() => {
      const skipped = (element: Element) => getComputedStyle(element).contentVisibility === 'auto';
      const fields = [...document.querySelectorAll('main input, main select, main textarea')];
      const inside = fields.filter((field) => {
        for (let ancestor = field.parentElement; ancestor; ancestor = ancestor.parentElement) if (skipped(ancestor)) return true;
        return false;
      });
      return {
        fields: fields.length,
        skippable: [...document.querySelectorAll('main *')].filter(skipped).length,
        insideSkippable: inside.map((field) => field.outerHTML.slice(0, 80)),
      };
    });
    expect(fields).toBeGreaterThan(0);
    expect(skippable).toBeGreaterThan(0);
    expect(insideSkippable).toEqual([]);
  });

  test('the motion demo plays on request, stepping frames at the cover interval', async ({ page }) => {
    await freezeClock(page);
    await gotoReady(page, '/design-system');
    const demo = page.locator('.ds-motion');
    const cells = demo.locator('.ds-frames__cell');
    await expect(cells.nth(0)).toHaveAttribute('data-current', 'true');
    await demo.getByRole('button', { name: 'Play' }).click();
    await expect(demo).toHaveAttribute('data-playing', 'true');
    await page.clock.runFor(700);
    await expect(cells.nth(1)).toHaveAttribute('data-current', 'true');
    await demo.getByRole('button', { name: 'Reset' }).click();
    await expect(cells.nth(0)).toHaveAttribute('data-current', 'true');
  });

  test('the motion demo stays still for visitors who ask for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await gotoReady(page, '/design-system');
    const demo = page.locator('.ds-motion');
    await expect(demo.getByRole('button', { name: 'Play' })).toBeDisabled();
    await page.clock.runFor(3000);
    await expect(demo.locator('.ds-frames__cell').nth(0)).toHaveAttribute('data-current', 'true');
    await expect(demo).not.toHaveAttribute('data-playing');
  });
});
