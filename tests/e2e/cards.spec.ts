import { expect, framesOver, freezeClock, gotoReady, projectOrder, test, studyOf, addressOf } from './support.ts';
import { publicIdentity } from '../../app/features/content/public-identity.ts';

test.describe('project cards', () => {
  test('a card per listed project, in content order, linking to /{name} or /private', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'Selected work' }).getByRole('link');
    await expect(cards).toHaveCount(projectOrder.length);
    for (const [i, slug] of projectOrder.entries()) {
      const study = studyOf(slug);
      const card = cards.nth(i);
      await expect(card).toContainText(study.name);
      // A private project's card says its teaser's outcome, never its own subtitle.
      await expect(card).toContainText(publicIdentity(slug, study).subtitle);
      const href = addressOf(study.access === 'private' ? '/private' : `/${study.name.toLowerCase()}`);
      await expect(card).toHaveAttribute('href', href);
      await expect(card.locator('[data-icon]')).toHaveAttribute('data-icon', study.access === 'private' ? 'lock' : 'arrow');
    }
  });

  test('hover shows image 2 at once, then the next every 700 ms, wrapping at 8; leaving resets to image 1', async ({ page }) => {
    await freezeClock(page);
    await gotoReady(page, '/');
    const card = page.getByRole('link', { name: /Stayforlong/ });
    const image = card.locator('img');
    const first = await image.getAttribute('src');

    await card.hover();
    await expect(image).not.toHaveAttribute('src', first!);
    const seen = [first, ...(await framesOver(page, image, 7))];
    // Images 1..8, then image 1 again: the cycle wraps at totalImages.
    expect(new Set(seen.slice(0, 8)).size).toBe(8);
    expect(seen[8]).toBe(first);

    await page.mouse.move(0, 0);
    await expect(image).toHaveAttribute('src', first!);
    await page.clock.runFor(3000);
    await expect(image).toHaveAttribute('src', first!);
  });

  test('the private card has one image and never cycles', async ({ page }) => {
    await freezeClock(page);
    await gotoReady(page, '/');
    const card = page.getByRole('link', { name: /Mango/ });
    await expect(card).toHaveAttribute('href', addressOf('/private'));
    const image = card.locator('img');
    const src = await image.getAttribute('src');
    await card.hover();
    await page.clock.runFor(3000);
    await expect(image).toHaveAttribute('src', src!);
  });

  test('card frames are not downloaded with the page, only on hover or focus', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await gotoReady(page, '/');
    const imagesInPage = await page
      .locator('.project-card img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src));
    const before = requested.length;
    await page.getByRole('link', { name: /Huru/ }).focus();
    await expect.poll(() => requested.length).toBeGreaterThan(before);
    const fetchedOnFocus = requested.slice(before);
    expect(fetchedOnFocus.some((url) => !imagesInPage.includes(url))).toBe(true);
  });
});
