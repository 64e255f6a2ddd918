import { about } from '../../app/features/content/content.server.ts';
import {
  testPassword,
  expect,
  expectHeadline,
  gotoReady,
  onePageOfEachKind,
  projectOrder,
  publicRoutes,
  publicSlugs,
  site,
  test,
  storageKeys,
  studyOf,
  addressOf,
} from './support.ts';

const garbage = ['', 'undefined', 'null', '{"a":1}', '💥'.repeat(1000), '-0', 'true'];

test.describe('storage faults', () => {
  // Every page reads the theme through the same head script; the home page reads the headline's index
  // too, a case study's cards the private card last clicked, the gate its flag and key: one of each.
  for (const value of garbage) {
    test(`garbage in every storage key (${JSON.stringify(value.slice(0, 12))}): each page that reads storage renders on defaults`, async ({
      page,
    }) => {
      await page.addInitScript(
        ([keys, v]) => {
          for (const key of keys) window.localStorage.setItem(key, v);
        },
        [Object.values(storageKeys), value] as const,
      );
      for (const path of ['/', '/huru', '/private']) {
        // Its scripts have started (the consoleProblems fixture fails the test on any error they throw).
        await gotoReady(page, path);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expect(page.locator('html'), path).toHaveAttribute('data-theme', 'light');
        if (path === '/') await expectHeadline(page, site.heroVariants[0]!);
      }
      // No working key, whatever the flag says: the protected page sends the visitor to the gate.
      await gotoReady(page, '/mango');
      await expect(page).toHaveURL(addressOf('/private'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This content is protected');
    });
  }

  test('storage that throws on every call: theme and headline still work on the page, and the next page opens on defaults', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      const broken = { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 };
      Object.defineProperty(window, 'localStorage', { get: () => broken });
    });
    await gotoReady(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: site.heroVariants[0]!.replaceAll('*', '') }).click();
    await expectHeadline(page, site.heroVariants[1]!);
    // Nothing could be kept: each page loads on its own, so the next one opens as a first visit would.
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(addressOf('/about'));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('no local storage at all: every kind of page renders on defaults', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', { get: () => undefined });
    });
    for (const path of onePageOfEachKind) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page shows its text and images from the prerendered HTML', async ({ page }) => {
    for (const path of publicRoutes) {
      await page.goto(path, { waitUntil: 'load' });
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
      // Without scripts the browser loads every image at once: each one must have arrived and decoded.
      const broken = await page
        .locator('main img')
        .evaluateAll((images) =>
          images
            .filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0)
            .map((img) => img.getAttribute('alt')),
        );
      expect(broken, path).toEqual([]);
      const slug = publicSlugs.find((candidate) => path === `/${candidate}`);
      if (slug) {
        const text = await page.locator('main').innerText();
        for (const section of studyOf(slug).sections) expect(text, slug).toContain(section.title);
        for (const lesson of studyOf(slug).lessons) expect(text, slug).toContain(lesson.title);
        expect(await page.locator('main img').count(), slug).toBeGreaterThan(5);
      }
      if (path === '/') {
        await expectHeadline(page, site.heroVariants[0]!);
        await expect(page.locator('.project-card img')).toHaveCount(projectOrder.length);
      }
      if (path === '/about') {
        const aboutText = await page.locator('main').innerText();
        for (const entry of about.experience) expect(aboutText).toContain(entry.position);
        await expect(page.locator('main video')).toHaveAttribute('poster', /\.webp$/);
      }
    }
  });
});

test.describe('images that fail or arrive late', () => {
  test.use({ allowConsole: [/Failed to load resource: net::ERR_FAILED/] });

  test('a failed image keeps its space and its alt text', async ({ page }) => {
    await page.goto('/stayforlong');
    const expected = await page.locator('.image-block img').first().boundingBox();
    await page.route(/\/assets\/.*\.(svg|png|jpe?g|webp|avif)$/, (route) => route.abort());
    await page.reload();
    const image = page.locator('.image-block img').first();
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(0);
    await expect(image).toHaveAttribute('alt', /.{10,}/);
    const box = await image.boundingBox();
    expect(Math.round(box!.height)).toBe(Math.round(expected!.height));
  });

  test('a slow image moves nothing when it arrives', async ({ page }) => {
    // Hold every image until the layout has been measured, then let them through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.(svg|png|jpe?g|webp|avif)$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const image = page.getByRole('link', { name: /Stayforlong/ }).locator('img');
    const grid = page.locator('.projects__grid');
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(0);
    const before = { image: await image.boundingBox(), grid: await grid.boundingBox() };
    release();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect({ image: await image.boundingBox(), grid: await grid.boundingBox() }).toEqual(before);
  });
});

test.describe('the gate under odd input', () => {
  test('a password of 100,000 characters is answered, not crashed on', async ({ page }) => {
    await gotoReady(page, '/private');
    await page.getByPlaceholder('Enter password').fill('p'.repeat(100_000));
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect password. Try again.');
  });

  test('surrounding spaces are ignored and Unicode is accepted', async ({ page }) => {
    await gotoReady(page, '/private');
    await page.getByPlaceholder('Enter password').fill('  contraseña 🔒 密码  ');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect password. Try again.');
    await page.getByPlaceholder('Enter password').fill(`  ${testPassword}\t`);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page).toHaveURL(addressOf('/mango'));
  });
});
