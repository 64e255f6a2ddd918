import type { Page } from '@playwright/test';
import {
  blockStorage,
  expect,
  gotoReady,
  holdPageScript,
  site,
  test,
  testPassword,
  unlock,
  storageKeys,
  privateName,
  privateSlug,
  addressOf,
} from './support.ts';
import { keyEntry, keyStoreLocation } from '../../app/features/gate/key-store.ts';

/** Where the private project's key is kept. */
const location = { ...keyStoreLocation, entry: keyEntry(privateSlug) };

/** The key record the gate keeps in IndexedDB, as the page sees it (null when there is none). */
function savedKey(page: Page) {
  return page.evaluate(
    ({ database, store, entry }) =>
      new Promise<{ extractable: boolean; type: string; algorithm: string; savedAt: number } | null>((resolve, reject) => {
        const request = indexedDB.open(database);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains(store)) return resolve(null);
          const get = db.transaction(store).objectStore(store).get(entry);
          get.onsuccess = () => {
            const saved = get.result as { key: CryptoKey; savedAt: number } | undefined;
            db.close();
            resolve(
              saved
                ? { extractable: saved.key.extractable, type: saved.key.type, algorithm: saved.key.algorithm.name, savedAt: saved.savedAt }
                : null,
            );
          };
        };
      }),
    location,
  );
}

/** Moves the saved key's date back by `days`, as if it had been saved that long ago. */
function ageKey(page: Page, days: number) {
  return page.evaluate(
    ({ location: { database, store, entry }, days }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(database);
        request.onsuccess = () => {
          const transaction = request.result.transaction(store, 'readwrite');
          const objects = transaction.objectStore(store);
          const get = objects.get(entry);
          get.onsuccess = () => objects.put({ ...get.result, savedAt: get.result.savedAt - days * 86_400_000 }, entry);
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { location, days },
  );
}

test.describe('no password on the wire', () => {
  test.describe('with JavaScript off', () => {
    // Reduced motion: each submit loads the gate again, and a second load that starts while the first one's
    // view transition still runs makes the browser abort that transition with an error of its own.
    test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' });

    test('the gate says unlocking needs JavaScript, and submitting sends no request carrying the password', async ({ page }) => {
      const sent: string[] = [];
      page.on('request', (request) => sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));
      await page.goto('/private');
      await expect(page.getByText(/Unlocking needs JavaScript/)).toBeVisible();
      const field = page.getByPlaceholder('Enter password');
      await field.fill(testPassword);
      // Each submit loads the gate again: the next step waits for that page to have loaded.
      let reloaded = page.waitForEvent('load');
      await field.press('Enter');
      await reloaded;
      reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Unlock' }).click();
      await reloaded;
      expect(sent.length).toBeGreaterThan(1);
      const encoded = [testPassword, encodeURIComponent(testPassword), testPassword.replaceAll(' ', '+')];
      for (const request of sent) for (const form of encoded) expect(request).not.toContain(form);
      expect(sent.filter((request) => request.startsWith('POST'))).toEqual([]);
    });
  });

  test('typed and submitted before the page has loaded, nothing is sent, and the case study opens', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));
    // The page script held: the gate answers from its own inline script, before anything else has arrived.
    await holdPageScript(page);
    await page.goto('/private', { waitUntil: 'domcontentloaded' });
    const field = page.getByPlaceholder('Enter password');
    await field.fill(testPassword);
    await field.press('Enter');
    await expect(page).toHaveURL(addressOf('/mango'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
    for (const request of sent) expect(request).not.toContain(encodeURIComponent(testPassword));
    expect(sent.filter((request) => request.startsWith('POST'))).toEqual([]);
  });
});

test.describe('the remembered key', () => {
  test('is a non-extractable CryptoKey in IndexedDB, and local storage holds no key', async ({ page }) => {
    await unlock(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
    expect(await savedKey(page)).toMatchObject({ extractable: false, type: 'secret', algorithm: 'AES-GCM' });
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(Object.keys(stored).sort()).toEqual([storageKeys.authenticated, storageKeys.storedPassword].sort());
    // A reload opens the case study from the remembered key, without the password.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
  });

  test('Lock forgets it: the key is gone, the flag cleared, and the gate asks again', async ({ page }) => {
    await unlock(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
    await page.getByRole('button', { name: 'Lock' }).click();
    await expect(page).toHaveURL(addressOf('/private'));
    await expect(page.getByPlaceholder('Enter password')).toBeVisible();
    expect(await savedKey(page)).toBeNull();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.authenticated)).toBeNull();
    await gotoReady(page, '/mango');
    await expect(page).toHaveURL(addressOf('/private'));
  });

  test(`expires after the content's period (${site.gate.rememberDays ?? 30} days): an older key asks again`, async ({ page }) => {
    await unlock(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
    await ageKey(page, (site.gate.rememberDays ?? 30) - 1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);

    await ageKey(page, 2);
    await gotoReady(page, '/mango');
    await expect(page).toHaveURL(addressOf('/private'));
    await expect(page.getByPlaceholder('Enter password')).toBeVisible();
    expect(await savedKey(page)).toBeNull();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.authenticated)).toBeNull();
  });

  test('a key dated ahead of the clock (beyond a few minutes of skew) counts as expired and asks again', async ({ page }) => {
    await unlock(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
    // A day in the future: a date like that would otherwise keep the key for ever.
    await ageKey(page, -1);
    await gotoReady(page, '/mango');
    await expect(page).toHaveURL(addressOf('/private'));
    await expect(page.getByPlaceholder('Enter password')).toBeVisible();
    expect(await savedKey(page)).toBeNull();
  });

  test.describe('with IndexedDB unavailable', () => {
    test('the password still opens the case study, for the visit only', async ({ page }) => {
      await blockStorage(page, 'indexedDB');
      await unlock(page);
      await expect(page).toHaveURL(addressOf('/mango'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
      await page.reload();
      await expect(page).toHaveURL(addressOf('/private'));
    });
  });
});
