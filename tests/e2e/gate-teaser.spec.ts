import { expect, gotoReady, privateSlug, site, studyOf, test, addressOf } from './support.ts';
import { publicIdentity } from '../../app/features/content/public-identity.ts';
import { withProject } from '../../app/features/gate/request-access.ts';

const study = studyOf(privateSlug);
const teaser = study.teaser!;
const { name } = publicIdentity(privateSlug, study);

test.describe('a private project without the password', () => {
  test('the gate shows its public teaser under the protected heading, then the password field', async ({ page }) => {
    await gotoReady(page, '/private');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('This content is protected');
    const region = page.getByRole('region', { name });
    await expect(region.getByRole('heading', { level: 2 })).toHaveText(name);
    await expect(region).toContainText(teaser.outcome);
    for (const fact of [teaser.role, teaser.year, teaser.industry])
      await expect(region.getByRole('definition').filter({ hasText: fact })).toBeVisible();
    if (teaser.summary) await expect(region).toContainText(teaser.summary);
    if (teaser.cover) {
      const cover = page.getByRole('img', { name: teaser.cover.alt });
      await expect(cover).toBeVisible();
      await expect.poll(() => cover.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    // Under the heading, above the field: what the visitor reads first.
    const order = await page.evaluate(() => {
      const h1 = document.querySelector('h1:not(.gate-page__opening)')!;
      const teaserSection = document.querySelector('section[aria-labelledby]')!;
      const field = document.querySelector('input[type="password"]')!;
      const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return [follows(h1, teaserSection), follows(teaserSection, field)];
    });
    expect(order).toEqual([true, true]);
    await expect(page.getByPlaceholder('Enter password')).toBeVisible();
    // Nothing of the case study beyond the teaser: not its own subtitle, role line or about text.
    const text = await page.locator('main').innerText();
    expect(text).not.toContain(study.subtitle);
    expect(text).not.toContain(study.role);
    expect(text).not.toContain(study.about.title);
  });

  test('its card on the home page uses the outcome as its subtitle', async ({ page }) => {
    await gotoReady(page, '/');
    const card = page.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(card).toContainText(teaser.outcome);
    await expect(card).not.toContainText(study.subtitle);
    await expect(card).toHaveAttribute('href', addressOf('/private'));
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('Request access is a mail link to the owner, its subject naming the project, with a message to edit', async ({ page }) => {
      await page.goto('/private');
      await expect(page.getByRole('region', { name })).toContainText(teaser.outcome);
      const link = page.getByRole('link', { name: site.gate.requestAccess.label });
      await expect(link).toBeVisible();
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.protocol).toBe('mailto:');
      expect(href.pathname).toBe(site.email);
      expect(href.searchParams.get('subject')).toBe(withProject(site.gate.requestAccess.subject, name));
      expect(href.searchParams.get('subject')).toContain(name);
      expect(href.searchParams.get('body')).toBe(withProject(site.gate.requestAccess.body, name).trim().replace(/\n/g, '\r\n'));
    });
  });
});
