import type { Page } from '@playwright/test';
import { addressOf, caseStudies, expect, privateName, privateSlug, site, test, testPassword } from './support.ts';
import { makeShareLink } from '../../tools/share-link/share-link.ts';
import { decodeShareToken, encodeShareToken } from '../../app/features/gate/share-token.ts';
import { refusalText } from '../../app/features/gate/share-link.ts';
import { en } from '../../app/i18n/words/en.ts';

const shareLinkMessages = en.gate.shareLink;

/** A link as `npm run share-link` makes it for the test build, on this server. */
function shareLink(days: number | null = null, now = Date.now()) {
  const link = makeShareLink({
    project: privateSlug,
    days,
    studies: caseStudies,
    siteUrl: site.url,
    env: { PORTFOLIO_PASSWORD: testPassword },
    now,
  });
  const url = new URL(link.url);
  return { path: `${url.pathname}${url.hash}`, token: url.hash.slice('#k='.length), expires: link.expires };
}

/** Every request the page makes, with its headers: a fragment must be in none. */
function recordRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', async (request) =>
    sent.push(`${request.url()} ${JSON.stringify(await request.allHeaders())} ${request.postData() ?? ''}`),
  );
  return sent;
}

const gateMessage = (page: Page) => page.getByRole('alert').filter({ hasText: /link/ });

test.describe('a share link', () => {
  test('opens the case study without typing, then the fragment is gone from the address bar and the tab’s entries, and no request carried it', async ({
    page,
  }) => {
    const link = shareLink(7);
    const sent = recordRequests(page);
    await page.goto('/');
    await page.goto(link.path);
    await expect(page).toHaveURL(addressOf(`/${privateSlug}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
    expect(await page.evaluate(() => location.hash)).toBe('');
    // Every entry of the tab's history, as the browser keeps it: the gate's became the case study's, with no fragment.
    const { entries } = await (await page.context().newCDPSession(page)).send('Page.getNavigationHistory');
    const visited = entries.map((entry) => new URL(entry.url));
    expect(visited.map((url) => url.pathname).slice(-2)).toEqual(['/', addressOf(`/${privateSlug}`)]);
    expect(visited.filter((url) => url.hash !== '')).toEqual([]);
    expect(sent.length).toBeGreaterThan(5);
    for (const request of sent) {
      expect(request).not.toContain(link.token);
      expect(request).not.toContain(link.token.slice(0, 24));
    }
    // Kept like a typed password's key: a reload opens it again.
    await page.goto(`/${privateSlug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
  });

  test('past its date, is refused with the date it expired, and the gate stays', async ({ page }) => {
    const link = shareLink(1, Date.now() - 3 * 86_400_000);
    await page.goto(link.path);
    await expect(gateMessage(page)).toHaveText(refusalText(shareLinkMessages.expired, link.expires!, en.format.locale));
    await expect(page).toHaveURL(addressOf('/private'));
    await expect(page.getByPlaceholder('Enter password')).toBeVisible();
    await page.goto(`/${privateSlug}`);
    await expect(page).toHaveURL(addressOf('/private'));
  });

  test('tampered, truncated or malformed, is refused with a clear message and no console error', async ({ page }) => {
    const { token } = shareLink();
    const decoded = decodeShareToken(token)!;
    const key = decoded.key.slice();
    key[0]! ^= 1;
    const tampered = encodeShareToken({ address: decoded.address, expires: decoded.expires, key }, decoded.signature);
    for (const [bad, message] of [
      [tampered, shareLinkMessages.invalid],
      [token.slice(0, -12), shareLinkMessages.malformed],
      ['%%%not-a-link', shareLinkMessages.malformed],
    ] as const) {
      // From another page: a fragment alone changing on the same page loads nothing.
      await page.goto('/about');
      await page.goto(`${addressOf('/private')}#k=${bad}`);
      await expect(gateMessage(page)).toHaveText(message);
      await expect(page.getByPlaceholder('Enter password')).toBeVisible();
      expect(await page.evaluate(() => location.hash)).toBe('');
    }
    await page.goto(`/${privateSlug}`);
    await expect(page).toHaveURL(addressOf('/private'));
  });
});
