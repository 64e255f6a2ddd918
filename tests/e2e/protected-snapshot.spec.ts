// A visitor who unlocked the protected case study before sees it again at
// once: the page opens the encrypted snapshot of the unlocked page with the
// remembered key, in place of the gate, from the gate's own inline script.
import type { Page } from '@playwright/test';
import { addressOf, pageReady, expect, holdPageScript, privateName, privateSlug, test, unlock } from './support.ts';
import { snapshotFile } from '../../app/features/gate/protected-payload.ts';
import { snapshotPath } from '../../app/lib/pages.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a key holder sees the case study with nothing else loaded, one copy of it, and its controls start once the page script comes', async ({
  page,
}) => {
  await unlock(page);
  await expect(heading(page)).toHaveText(privateName);

  const release = await holdPageScript(page);
  await page.goto(`/${privateSlug}`, { waitUntil: 'commit' });
  await expect(heading(page)).toHaveText(privateName);
  await expect(page.getByRole('button', { name: 'Lock' })).toBeVisible();
  await expect(page.locator('.case-study .cover img')).toBeVisible();
  // The skip link leads to the case study, the one main on show.
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('#main')).toHaveClass(/case-study/);

  release();
  await pageReady(page);
  // The cover's images are the case study's own, decoded from the encrypted page.
  const images = page.locator('main img');
  expect(await images.count()).toBeGreaterThan(3);
  await expect(images.first()).toHaveJSProperty('complete', true);
  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(page).toHaveURL(addressOf('/private'));
});

test('Lock, pressed before anything but the page has loaded, forgets the key, and the page asks for the password again', async ({
  page,
}) => {
  await unlock(page);
  await expect(heading(page)).toHaveText(privateName);
  await holdPageScript(page);
  await page.goto(`/${privateSlug}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(page).toHaveURL(addressOf('/private'));
  await expect(page.getByPlaceholder('Enter password')).toBeVisible();
});

test('without the key, the snapshot is never fetched; and the page it was rendered from is not in the site', async ({ page, request }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`/${privateSlug}`);
  await expect(page).toHaveURL(addressOf('/private'));
  await expect(page.getByPlaceholder('Enter password')).toBeVisible();
  expect(fetched).not.toContain(`/${snapshotFile(privateSlug)}`);
  expect((await request.get(snapshotPath(privateSlug))).status()).toBe(404);
  expect((await request.get(`${snapshotPath(privateSlug)}.data`)).status()).toBe(404);
});
