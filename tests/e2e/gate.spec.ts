import {
  blockStorage,
  privateSlug,
  testPassword,
  expect,
  gotoReady,
  nextPageView,
  pageReady,
  site,
  test,
  unlock,
  storageKeys,
  privateName,
  studyOf,
  addressOf,
} from './support.ts';
import { snapshotFile } from '../../app/features/gate/protected-payload.ts';

const mango = studyOf('mango');
const firstSection = mango.sections[0]!.title;

test.describe('private gate', () => {
  test('shows the protected heading, a masked field and a submit button', async ({ page }) => {
    await page.goto('/private');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This content is protected');
    const field = page.getByPlaceholder('Enter password');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Unlock' })).toBeVisible();
  });

  test('a wrong password shows the error, announced, and sets no flag', async ({ page }) => {
    await unlock(page, 'not-the-password');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Incorrect password. Try again.');
    await expect(page).toHaveURL('/private');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.authenticated)).toBeNull();
  });

  test('the right password sets the flag and opens /mango with the case study', async ({ page }) => {
    await unlock(page);
    await expect(page).toHaveURL(addressOf('/mango'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
    await expect(page.getByRole('heading', { name: new RegExp(firstSection) })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.authenticated)).toBe('true');
    // The cover frames and section images came out of the encrypted payload.
    const images = page.locator('main img');
    expect(await images.count()).toBeGreaterThan(3);
    await expect(images.first()).toHaveJSProperty('complete', true);
    expect(await images.first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  test('the case-study button, whose link is empty in the content, shows as unavailable', async ({ page }) => {
    expect(mango.caseStudyUrl).toBe('');
    await unlock(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
    await expect(page.getByRole('link', { name: /Read the full case study/ })).toHaveCount(0);
    const button = page.getByText('Read the full case study');
    await expect(button).toBeVisible();
    await expect(page.locator('[aria-disabled="true"]', { hasText: 'Read the full case study' })).toContainText('Available on request');
  });

  test('every submit clears the flag first', async ({ page }) => {
    await gotoReady(page, '/private');
    // Flag set by hand after the gate is open (on load it would redirect to /mango).
    await page.evaluate((key) => localStorage.setItem(key, 'true'), storageKeys.authenticated);
    await page.getByPlaceholder('Enter password').fill('wrong');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect password. Try again.');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.authenticated)).toBeNull();

    await page.getByPlaceholder('Enter password').fill(testPassword);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page).toHaveURL(addressOf('/mango'));
  });

  test.describe('when the protected file cannot be loaded', () => {
    test.use({ allowConsole: [/Failed to load resource: net::ERR_FAILED/] });

    test('a submit still clears the flag first, and says what went wrong', async ({ page }) => {
      await page.route('**/protected/**', (route) => route.abort());
      await gotoReady(page, '/private');
      await page.evaluate((key) => localStorage.setItem(key, 'true'), storageKeys.authenticated);
      await page.getByPlaceholder('Enter password').fill(testPassword);
      await page.getByRole('button', { name: 'Unlock' }).click();
      await expect(page.getByRole('alert')).toContainText('could not be loaded');
      expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.authenticated)).toBeNull();
    });
  });

  test('the button shows a busy state while unlocking and double submits are ignored', async ({ page }) => {
    // Count key derivations (a second submit while the first runs must not start another), and hold
    // the first until the busy state has been seen: on a fast machine it lasts a blink.
    await page.addInitScript(() => {
      const state = window as { derivations?: number; releaseDerivation?: () => void };
      const derive = crypto.subtle.deriveBits.bind(crypto.subtle);
      const held = new Promise<void>((resolve) => (state.releaseDerivation = resolve));
      state.derivations = 0;
      crypto.subtle.deriveBits = async (...args: Parameters<SubtleCrypto['deriveBits']>) => {
        // The password's slow step (each project's key then comes from it, by HKDF).
        if ((args[0] as Algorithm).name !== 'PBKDF2') return derive(...args);
        state.derivations! += 1;
        await held;
        return derive(...args);
      };
    });
    await gotoReady(page, '/private');
    await page.getByPlaceholder('Enter password').fill('wrong-password');
    const button = page.getByRole('button', { name: 'Unlock' });
    await page.evaluate(() => {
      const form = document.querySelector('form')!;
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(page.getByRole('button', { name: 'Unlocking…' })).toBeDisabled();
    await page.evaluate(() => (window as { releaseDerivation?: () => void }).releaseDerivation!());
    await expect(page.getByRole('alert')).toHaveText('Incorrect password. Try again.');
    await expect(button).toBeEnabled();
    expect(await page.evaluate(() => (window as { derivations?: number }).derivations)).toBe(1);
  });

  test('with local storage unavailable, the right password still opens the case study for the visit', async ({ page }) => {
    await blockStorage(page, 'localStorage');
    await unlock(page);
    await expect(page).toHaveURL(addressOf('/mango'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
  });
});

test('the gate downloads the encrypted case study only once someone starts typing, and opens it in place', async ({ page, analytics }) => {
  const fetched: string[] = [];
  const documents: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/protected/')) fetched.push(path);
    if (request.resourceType() === 'document') documents.push(path);
  });
  const settled = nextPageView(analytics, '/private');
  await gotoReady(page, '/private');
  await expect.poll(() => fetched).toContain('/protected/mango.gate.json');
  // Loaded, and idle since: whatever the gate fetches on its own, it has asked for.
  await settled;
  expect(fetched).toEqual(['/protected/mango.gate.json']);
  await page.getByPlaceholder('Enter password').pressSequentially(testPassword.slice(0, 4));
  await expect.poll(() => fetched).toContain(`/${snapshotFile(privateSlug)}`);
  await page.getByPlaceholder('Enter password').pressSequentially(testPassword.slice(4));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
  await expect(page).toHaveURL(addressOf('/mango'));
  expect(fetched.filter((path) => path === `/${snapshotFile(privateSlug)}`)).toHaveLength(1);
  // No second page load: the case study took the gate's place, and its title took the focus.
  expect(documents).toEqual(['/private']);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await page.title()).toContain(privateName);
});

test.describe('guarded pages', () => {
  test('/mango without the flag goes to /private, which then opens Mango', async ({ page }) => {
    await page.goto('/mango');
    await expect(page).toHaveURL(addressOf('/private'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This content is protected');
    await expect(page.getByText(site.gate.noPassword)).toBeVisible();
    await page.getByPlaceholder('Enter password').fill(testPassword);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(addressOf('/mango'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
  });

  test('a visitor holding the flag sees the case study open, never the password form', async ({ page }) => {
    await unlock(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
    // The encrypted page held: the note shows meanwhile.
    let releaseSnapshot: () => void = () => undefined;
    const snapshotHeld = new Promise<void>((resolve) => (releaseSnapshot = resolve));
    await page.route(`**/${snapshotFile(privateSlug)}`, async (route) => {
      await snapshotHeld;
      await route.continue();
    });
    await page.goto('/mango', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opening the protected case study…');
    await expect(page.getByPlaceholder('Enter password')).toBeHidden();
    releaseSnapshot();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
    await expect(page.getByPlaceholder('Enter password')).toHaveCount(0);
    await expect(page.locator('main')).toHaveCount(1);
  });

  test('a visitor holding the flag who opens /private, or its card, goes to /mango', async ({ page }) => {
    await unlock(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
    await page.goto('/private');
    await expect(page).toHaveURL(addressOf('/mango'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);

    await gotoReady(page, '/');
    await page.getByRole('link', { name: /Mango/ }).click();
    await expect(page).toHaveURL(addressOf('/mango'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
  });

  test('a flag without a working key is cleared, and the visitor gets the form', async ({ page }) => {
    await gotoReady(page, '/');
    await page.evaluate((key) => window.localStorage.setItem(key, 'true'), storageKeys.authenticated);
    await page.goto('/mango');
    await expect(page).toHaveURL(addressOf('/private'));
    await pageReady(page);
    await expect(page.getByPlaceholder('Enter password')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.authenticated)).toBeNull();
  });
});
