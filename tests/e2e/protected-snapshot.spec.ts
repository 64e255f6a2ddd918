// A visitor who unlocked the protected case study before sees it again at
// once: the page shows the encrypted snapshot of the unlocked page, opened
// with the remembered key, before the app has arrived; the app then renders
// the same page in its place.
import type { Page } from '@playwright/test';
import { appHeld, pageReady, expect, holdApp, privateName, privateSlug, test, unlock } from './support';
import { snapshotFile } from '../../app/features/gate/protected-payload';
import { snapshotPath } from '../../app/pages';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a key holder sees the case study before the app, and the app takes it over without a second copy', async ({ page }) => {
  await unlock(page);
  await expect(heading(page)).toHaveText(privateName);

  const release = await holdApp(page);
  await page.goto(`/${privateSlug}`, { waitUntil: 'commit' });
  await expect(heading(page)).toHaveText(privateName);
  await expect(page.getByRole('button', { name: 'Lock' })).toBeVisible();
  await expect(page.locator('.case-study .cover img')).toBeVisible();
  // The skip link leads to the case study, the one main on show.
  await expect(page.locator('#main')).toHaveClass(/case-study/);
  await appHeld(page);

  release();
  await pageReady(page);
  await expect(page.locator('[data-snapshot]')).toHaveCount(0);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(heading(page)).toHaveText(privateName);
  // The app's own Lock works on the page it rendered.
  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(page).toHaveURL(/\/private\/?$/);
});

test('Lock pressed before the app forgets the key, and the page asks for the password again', async ({ page }) => {
  await unlock(page);
  await expect(heading(page)).toHaveText(privateName);
  await holdApp(page);
  await page.goto(`/${privateSlug}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByPlaceholder('Enter password')).toBeVisible();
  await expect(page.locator('[data-snapshot]')).toHaveCount(0);
});

test('without the key, the snapshot is never fetched; and the page it was rendered from is not in the site', async ({ page, request }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`/${privateSlug}`);
  await expect(page.getByPlaceholder('Enter password')).toBeVisible();
  expect(fetched).not.toContain(`/${snapshotFile(privateSlug)}`);
  expect((await request.get(snapshotPath(privateSlug))).status()).toBe(404);
  expect((await request.get(`${snapshotPath(privateSlug)}.data`)).status()).toBe(404);
});
