import { caseStudies, defaultPassword, expect, gotoHydrated, test, unlock } from './support';

const mango = caseStudies.mango;
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
    expect(await page.evaluate(() => localStorage.getItem('authenticated'))).toBeNull();
  });

  test('the right password sets the flag and opens /mango with the case study', async ({ page }) => {
    await unlock(page);
    await expect(page).toHaveURL('/mango');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mango');
    await expect(page.getByRole('heading', { name: new RegExp(firstSection) })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authenticated'))).toBe('true');
    // The cover frames and section images came out of the encrypted payload.
    const images = page.locator('main img');
    expect(await images.count()).toBeGreaterThan(3);
    await expect(images.first()).toHaveJSProperty('complete', true);
    expect(await images.first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  test("the case-study button, whose link is empty in the content, shows as unavailable", async ({ page }) => {
    expect(mango.caseStudyUrl).toBe('');
    await unlock(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mango');
    await expect(page.getByRole('link', { name: /Read the full case study/ })).toHaveCount(0);
    const button = page.getByText('Read the full case study');
    await expect(button).toBeVisible();
    await expect(page.locator('[aria-disabled="true"]', { hasText: 'Read the full case study' })).toContainText(
      'Available on request',
    );
  });

  test('every submit clears the flag first', async ({ page }) => {
    await gotoHydrated(page, '/private');
    // Flag set by hand after the gate is open (on load it would redirect to /mango).
    await page.evaluate(() => localStorage.setItem('authenticated', 'true'));
    await page.getByPlaceholder('Enter password').fill('wrong');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect password. Try again.');
    expect(await page.evaluate(() => localStorage.getItem('authenticated'))).toBeNull();

    await page.getByPlaceholder('Enter password').fill(defaultPassword);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page).toHaveURL('/mango');
  });

  test.describe('when the protected file cannot be loaded', () => {
    test.use({ allowConsole: [/Failed to load resource: net::ERR_FAILED/] });

    test('a submit still clears the flag first, and says what went wrong', async ({ page }) => {
      await page.route('**/protected/**', (route) => route.abort());
      await gotoHydrated(page, '/private');
      await page.evaluate(() => localStorage.setItem('authenticated', 'true'));
      await page.getByPlaceholder('Enter password').fill(defaultPassword);
      await page.getByRole('button', { name: 'Unlock' }).click();
      await expect(page.getByRole('alert')).toContainText('could not be loaded');
      expect(await page.evaluate(() => localStorage.getItem('authenticated'))).toBeNull();
    });
  });

  test('the button shows a busy state while unlocking and double submits are ignored', async ({ page }) => {
    // Count key derivations: a second submit while the first runs must not start another.
    await page.addInitScript(() => {
      const derive = crypto.subtle.deriveBits.bind(crypto.subtle);
      (window as { derivations?: number }).derivations = 0;
      crypto.subtle.deriveBits = (...args: Parameters<SubtleCrypto['deriveBits']>) => {
        (window as { derivations?: number }).derivations! += 1;
        return derive(...args);
      };
    });
    await gotoHydrated(page, '/private');
    await page.getByPlaceholder('Enter password').fill('wrong-password');
    const button = page.getByRole('button', { name: 'Unlock' });
    await page.evaluate(() => {
      const form = document.querySelector('form')!;
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(page.getByRole('button', { name: 'Unlocking…' })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText('Incorrect password. Try again.');
    await expect(button).toBeEnabled();
    expect(await page.evaluate(() => (window as { derivations?: number }).derivations)).toBe(1);
  });

  test('with local storage unavailable, the right password still opens the case study for the visit', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await unlock(page);
    await expect(page).toHaveURL('/mango');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mango');
  });
});
