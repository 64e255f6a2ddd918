import type { Page } from '@playwright/test';
import { expect, gotoReady, privateSlug, test, unlock, studyOf, addressOf } from './support.ts';

const index = (page: Page) => page.getByRole('navigation', { name: 'Sections' });

/** Scrolls a numbered section's title just under the top of the window, as a reader would get there. */
async function scrollToSection(page: Page, number: string) {
  await page.evaluate((id) => {
    const top = document.getElementById(id)!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - 80);
  }, `section-${number}`);
}

const numbered = (slug: string) =>
  studyOf(slug).sections.map((section, i) => ({ number: String(i + 1).padStart(2, '0'), title: section.title }));

test.describe('section index', () => {
  test('on a wide screen it lists every numbered section, and marks the one being read', async ({ page }) => {
    await gotoReady(page, '/stayforlong');
    const sections = numbered('stayforlong');
    const links = index(page).getByRole('link');
    await expect(index(page)).toBeVisible();
    await expect(links).toHaveCount(sections.length);
    for (const [i, section] of sections.entries()) {
      await expect(links.nth(i)).toHaveText(`${section.number} ${section.title}`);
      await expect(links.nth(i)).toHaveAttribute('href', `#section-${section.number}`);
    }

    // Above the first section, none is current.
    await expect(index(page).locator('[aria-current]')).toHaveCount(0);
    for (const i of [2, 0, sections.length - 1]) {
      await scrollToSection(page, sections[i]!.number);
      await expect(links.nth(i)).toHaveAttribute('aria-current', 'location');
      await expect(index(page).locator('[aria-current]')).toHaveCount(1);
    }
    // It stays beside the text while the page scrolls.
    await expect(index(page).getByRole('list')).toBeInViewport();
  });

  test('each entry goes to its section', async ({ page }) => {
    await gotoReady(page, '/huru');
    const sections = numbered('huru');
    const target = sections[3]!;
    await index(page)
      .getByRole('link', { name: `${target.number} ${target.title}` })
      .click();
    await expect(page).toHaveURL(`/huru#section-${target.number}`);
    const heading = page.getByRole('heading', { level: 2, name: `${target.number} ${target.title}` });
    await expect(heading).toBeInViewport();
    expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(200);
    await expect(index(page).getByRole('link').nth(3)).toHaveAttribute('aria-current', 'location');
  });

  test('on a phone it is left out', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, '/huru');
    await expect(index(page)).toBeHidden();
  });

  test('it works on the unlocked protected case study', async ({ page }) => {
    await unlock(page);
    await expect(page).toHaveURL(addressOf(`/${privateSlug}`));
    const sections = numbered(privateSlug);
    await expect(index(page).getByRole('link')).toHaveCount(sections.length);
    await scrollToSection(page, sections[1]!.number);
    await expect(index(page).getByRole('link').nth(1)).toHaveAttribute('aria-current', 'location');
  });
});
