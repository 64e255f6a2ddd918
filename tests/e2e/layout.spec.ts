import { expect, gotoReady, pageReady, publicSlugs, site, test, studyOf, addressOf } from './support.ts';

test.describe('header and footer', () => {
  test("the home page shows the owner's name; every other page a back arrow", async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: site.name })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Back to home' })).toHaveCount(0);

    for (const path of ['/about', '/stayforlong', '/private', '/missing-page']) {
      await page.goto(path);
      await expect(header.getByRole('link', { name: 'Back to home' }), path).toBeVisible();
      await expect(header.getByRole('link', { name: site.name }), path).toHaveCount(0);
    }
  });

  test('an About link and the theme toggle are always there', async ({ page }) => {
    for (const path of ['/', '/about', '/huru', '/private', '/missing-page']) {
      await page.goto(path);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'About' }), path).toHaveAttribute('href', addressOf('/about'));
      await expect(header.getByRole('button', { name: 'Dark theme' }), path).toBeVisible();
    }
  });

  test('the back arrow leads home', async ({ page }) => {
    await gotoReady(page, '/about');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the footer links to the professional profile and to email', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const profile = footer.getByRole('link', { name: new RegExp(site.profileLabel) });
    await expect(profile).toHaveAttribute('href', site.profileUrl);
    await expect(profile).toHaveAttribute('target', '_blank');
    await expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('link', { name: 'Email' })).toHaveAttribute('href', `mailto:${site.email}`);
  });
});

test.describe('navigation', () => {
  test('every navigation lands at the top of the new page', async ({ page }) => {
    await gotoReady(page, '/');
    const card = page.getByRole('link', { name: new RegExp(studyOf('hypo').name) });
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await card.click();
    await expect(page).toHaveURL(addressOf('/hypo'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hypo');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // From the bottom of a case study to another one through "Other projects".
    const other = page.getByRole('region', { name: 'Other projects' }).getByRole('link').first();
    await other.scrollIntoViewIfNeeded();
    await other.click();
    await expect(page).not.toHaveURL(addressOf('/hypo'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the About link opens the about page', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(addressOf('/about'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('each public case study is its own prerendered page', async ({ page }) => {
    for (const slug of publicSlugs) {
      const response = await page.goto(`/${slug}`);
      expect(response?.status(), slug).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(studyOf(slug).name);
    }
  });
});

test.describe('not found', () => {
  test('an unknown path gets the designed 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/this-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound.title);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await pageReady(page);
    await page.getByRole('link', { name: site.notFound.workLink }).click();
    await expect(page).toHaveURL('/');
  });

  test('a nested unknown path is a 404 too', async ({ page }) => {
    const response = await page.goto('/stayforlong/extra/segments');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound.title);
  });
});
