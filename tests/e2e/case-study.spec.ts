import { expect, framesOver, freezeClock, gotoReady, publicSlugs, test, studyOf } from './support.ts';

test.describe('public case study', () => {
  test('shows name, role line, about, prototype links, numbered sections, lessons and two other projects', async ({ page }) => {
    for (const slug of publicSlugs) {
      const study = studyOf(slug);
      await page.goto(`/${slug}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(study.name);
      await expect(main.getByText(study.role)).toBeVisible();
      await expect(main.getByRole('heading', { name: study.about.title })).toBeVisible();

      const prototypes = main.locator('.prototypes').getByRole('link');
      await expect(prototypes).toHaveCount(3);
      for (const [i, link] of study.prototypes.entries()) {
        await expect(prototypes.nth(i)).toContainText(link.kind);
        await expect(prototypes.nth(i)).toHaveAttribute('href', link.href);
        await expect(prototypes.nth(i)).toHaveAttribute('target', '_blank');
        await expect(prototypes.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
      }

      for (const [i, section] of study.sections.entries()) {
        const number = String(i + 1).padStart(2, '0');
        await expect(main.getByRole('heading', { level: 2, name: `${number} ${section.title}` })).toBeVisible();
      }
      for (const lesson of study.lessons) await expect(main.getByRole('heading', { name: lesson.title })).toBeVisible();

      const others = main.getByRole('region', { name: 'Other projects' }).getByRole('link');
      await expect(others).toHaveCount(2);
    }
  });

  test('comment text line breaks render as line breaks, never as markup', async ({ page }) => {
    await page.goto('/stayforlong');
    const withBreak = page.locator('.comment p').filter({ has: page.locator('br') });
    expect(await withBreak.count()).toBeGreaterThan(0);
    expect(await page.locator('.comment p').evaluateAll((ps) => ps.some((p) => p.textContent?.includes('<br')))).toBe(false);
  });

  test('the cover plays through 8 frames every 700 ms and wraps', async ({ page }) => {
    await freezeClock(page);
    await gotoReady(page, '/huru');
    const cover = page.getByRole('figure', { name: 'Huru cover' });
    const image = cover.locator('img');
    const seen = await framesOver(page, image, 8);
    const first = seen[0];
    expect(new Set(seen.slice(0, 8)).size).toBe(8);
    expect(seen[8]).toBe(first);
  });

  test('the cover can be paused and played again', async ({ page }) => {
    await freezeClock(page);
    await gotoReady(page, '/lowtaux');
    const image = page.locator('.cover img');
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    const paused = await image.getAttribute('src');
    await page.clock.runFor(3000);
    await expect(image).toHaveAttribute('src', paused!);
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.clock.runFor(700);
    await expect(image).not.toHaveAttribute('src', paused!);
  });

  test('with reduced motion the cover waits, and Play still plays it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await gotoReady(page, '/lowtaux');
    const image = page.locator('.cover img');
    const still = await image.getAttribute('src');
    await page.clock.runFor(3000);
    await expect(image).toHaveAttribute('src', still!);
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.clock.runFor(700);
    await expect(image).not.toHaveAttribute('src', still!);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
  });

  test('leaving mid-slideshow leaves no timer running', async ({ page }) => {
    // Count the 700 ms timers that are scheduled and not yet run or cleared.
    await page.addInitScript(() => {
      const pending = new Set<number>();
      const setTimeoutOriginal = window.setTimeout.bind(window);
      const clearTimeoutOriginal = window.clearTimeout.bind(window);
      window.setTimeout = ((handler: () => void, ms?: number) => {
        const id: number = setTimeoutOriginal(() => {
          pending.delete(id);
          handler();
        }, ms);
        if (ms === 700) pending.add(id);
        return id;
      }) as typeof window.setTimeout;
      window.clearTimeout = ((id?: number) => {
        if (id !== undefined) pending.delete(id);
        clearTimeoutOriginal(id);
      }) as typeof window.clearTimeout;
      (window as unknown as { pendingFrameTimers: () => number }).pendingFrameTimers = () => pending.size;
    });
    await gotoReady(page, '/clubberize');
    const pending = () => page.evaluate(() => (window as unknown as { pendingFrameTimers: () => number }).pendingFrameTimers());
    await expect.poll(pending).toBe(1);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
    await expect.poll(pending).toBe(0);
  });
});
