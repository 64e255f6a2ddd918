// Every control answers from the moment it is painted, before the app has
// arrived: each test holds the app's scripts back, presses the control as
// soon as it shows, and sees the answer; then lets the app in and checks it
// takes over where the page was, without a jump and without answering twice.
import type { Page } from '@playwright/test';
import { appHeld, appStarted, expect, holdApp, holdEarlyControls, privateName, privateSlug, publicSlugs, studyOf, test, testPassword } from './support';

const html = (page: Page) => page.locator('html');

test('the theme toggle answers its first press, and the app carries on from the theme chosen', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await toggle.click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await appHeld(page);

  release();
  await appStarted(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
});

test('the theme toggle and the headline answer before any file has arrived, and once each when the early controls do', async ({ page }) => {
  // The early controls are a file of their own, loaded async: hold it too, past the first paint.
  const releaseControls = await holdEarlyControls(page);
  await holdApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  const headline = page.getByRole('heading', { level: 1 }).getByRole('button');
  await toggle.click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await headline.click();
  await headline.press('Enter');
  await expect(html(page)).toHaveAttribute('data-hero', '2');

  releaseControls();
  await page.waitForFunction(() => (window as { __earlyControls?: unknown }).__earlyControls);
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect(html(page)).toHaveAttribute('data-hero', '2');
  await toggle.click();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await appHeld(page);
});

test('the hero headline answers a click, Enter and Space before the app, and one press after it moves it once', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const headline = page.getByRole('heading', { level: 1 }).getByRole('button');
  await headline.click();
  await expect(html(page)).toHaveAttribute('data-hero', '1');
  await headline.press('Enter');
  await expect(html(page)).toHaveAttribute('data-hero', '2');
  await headline.press(' ');
  await expect(html(page)).toHaveAttribute('data-hero', '3');
  await appHeld(page);

  release();
  await appStarted(page);
  await headline.click();
  await expect(html(page)).toHaveAttribute('data-hero', '4');
});

test.describe('a card', () => {
  const slug = publicSlugs[0]!;
  const card = (page: Page) => page.getByRole('link', { name: new RegExp(`^${studyOf(slug).name}`) });
  const shownFrame = (page: Page) => card(page).locator('img').getAttribute('src');

  test('cycles under the pointer before the app, shows its first frame again when the pointer leaves, and the app keeps a cycle going', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await card(page).scrollIntoViewIfNeeded();
    const first = await shownFrame(page);
    await card(page).hover();
    await expect(card(page)).toHaveAttribute('data-state', 'cycling');
    await expect.poll(() => shownFrame(page)).not.toBe(first);
    await page.mouse.move(0, 0);
    await expect(card(page)).not.toHaveAttribute('data-state', 'cycling');
    expect(await shownFrame(page)).toBe(first);
    await appHeld(page);

    await card(page).hover();
    await expect.poll(() => shownFrame(page)).not.toBe(first);
    release();
    await appStarted(page);
    // Still under the pointer: the app goes on cycling it, and stops when the pointer leaves.
    await expect(card(page)).toHaveAttribute('data-state', 'cycling');
    const handedOver = await shownFrame(page);
    await expect.poll(() => shownFrame(page)).not.toBe(handedOver);
    await page.mouse.move(0, 0);
    await expect(card(page)).not.toHaveAttribute('data-state', 'cycling');
    await expect.poll(() => shownFrame(page)).toBe(first);
  });

  test('cycles on keyboard focus before the app', async ({ page }) => {
    await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const first = await shownFrame(page);
    // Tab from the link just before the card, as a keyboard visitor arrives at it.
    await card(page).evaluate((link) => {
      const before = [...document.querySelectorAll('a, button')].filter((element) => element.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).pop();
      (before as HTMLElement | undefined)?.focus();
    });
    await page.keyboard.press('Tab');
    await expect(card(page)).toBeFocused();
    await expect(card(page)).toHaveAttribute('data-state', 'cycling');
    await expect.poll(() => shownFrame(page)).not.toBe(first);
  });
});

test('a case study cover plays from its first paint and pauses on a press before the app; the app keeps it paused on the same frame', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto(`/${publicSlugs[0]}`, { waitUntil: 'commit' });
  const count = page.locator('.cover__count');
  await expect(count).toHaveAttribute('data-count', /^01 \//);
  await expect(count).toHaveAttribute('data-count', /^02 \//);
  const pause = page.getByRole('button', { name: 'Pause slideshow' });
  await pause.click();
  const play = page.getByRole('button', { name: 'Play slideshow' });
  await expect(play).toBeVisible();
  const pausedAt = await count.getAttribute('data-count');
  const frame = await page.locator('.cover img').getAttribute('src');
  await appHeld(page);

  release();
  await appStarted(page);
  await expect(play).toBeVisible();
  await expect(count).toHaveAttribute('data-count', pausedAt!);
  expect(await page.locator('.cover img').getAttribute('src')).toBe(frame);
  await play.click();
  await expect(count).not.toHaveAttribute('data-count', pausedAt!);
});

test('a cover pauses on a press before any file has arrived, and stays paused when the early controls do', async ({ page }) => {
  const releaseControls = await holdEarlyControls(page);
  await holdApp(page);
  await page.goto(`/${publicSlugs[0]}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  const play = page.getByRole('button', { name: 'Play slideshow' });
  await expect(play).toBeVisible();

  releaseControls();
  await page.waitForFunction(() => (window as { __earlyControls?: unknown }).__earlyControls);
  const count = page.locator('.cover__count');
  // Two of the site's frame intervals (its motion token), in which a playing cover would move on.
  const intervalMs = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--frame-interval')));
  expect(intervalMs).toBeGreaterThan(0);
  await page.waitForTimeout(2 * intervalMs);
  await expect(count).toHaveAttribute('data-count', /^01 \//);
  await expect(play).toBeVisible();
  await play.click();
  await expect(count).toHaveAttribute('data-count', /^02 \//);
  await appHeld(page);
});

test('the gate keeps what was typed and Enter before the app, shows it is busy, and unlocks when the app arrives', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto(`/${privateSlug}`, { waitUntil: 'commit' });
  const field = page.getByPlaceholder('Enter password');
  await field.pressSequentially(testPassword);
  await field.press('Enter');
  await expect(page.getByRole('button', { name: 'Unlock' })).toHaveAttribute('aria-busy', 'true');
  await expect(field).toHaveValue(testPassword);
  await appHeld(page);

  release();
  await expect(page.getByRole('heading', { level: 1, name: privateName })).toBeVisible();
});
