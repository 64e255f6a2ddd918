// What the browser tests of the product (tests/e2e, tests/subpath) and the check of the owner's own
// site (tests/site) both hold every page to, whatever it shows: no console error or uncaught
// exception, no axe violation, every link and file it names answering. Nothing here reads content.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Pages fail their test on any console error or warning, or uncaught exception.
 * (Only what the browser reports for deliberate faults is allowed, by `allowConsole`.)
 */
export const test = base.extend<{ allowConsole: RegExp[]; consoleProblems: string[] }>({
  allowConsole: [[], { option: true }],
  consoleProblems: [
    async ({ page, allowConsole }, use) => {
      const seen: { text: string; url: string }[] = [];
      // A page deliberately opened at an unknown path answers 404: that is the point, not an error.
      const missingPages = new Set<string>();
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.status() === 404) missingPages.add(response.url());
      });
      page.on('console', (message) => {
        if (!['error', 'warning'].includes(message.type())) return;
        if (allowConsole.some((pattern) => pattern.test(message.text()))) return;
        seen.push({ text: `${message.type()}: ${message.text()}`, url: message.location().url });
      });
      page.on('pageerror', (error) => seen.push({ text: `pageerror: ${error.message}`, url: '' }));
      const problems: string[] = [];
      await use(problems);
      problems.push(...seen.filter((entry) => !missingPages.has(entry.url)).map((entry) => entry.text));
      expect(problems, 'console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Every root-relative URL a page names: links, image candidates (React writes
 * `srcSet`), posters, the app's modules named in its inline scripts, and the
 * addresses in its meta tags.
 */
export function urlsIn(html: string): string[] {
  return [
    ...[...html.matchAll(/\b(?:href|src|poster)="([^"]+)"/gi)].map((m) => m[1]!),
    ...[...html.matchAll(/\bsrcset="([^"]+)"/gi)].flatMap((m) => m[1]!.split(',').map((c) => c.trim().split(/\s+/)[0]!)),
    ...[...html.matchAll(/"((?:\/[\w.-]+)*\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/\bcontent="(https:\/\/[^"]+)"/g)].map((m) => new URL(m[1]!).pathname),
  ].filter((url) => url.startsWith('/') && !url.startsWith('//'));
}

/**
 * Follows every root-relative URL from `start`, as a crawler would: each page
 * must answer 200 (the `notFound` address 404), and `check` sees each URL a
 * page names. Returns the pages visited and the files (anything with an
 * extension but .html) they name, unfetched, each with the first page that names it.
 */
export async function crawl(request: APIRequestContext, start: string[], notFound: string, check?: (url: string, page: string) => void) {
  const queue = [...start];
  const visited = new Set<string>();
  const files = new Set<string>();
  const namedBy = new Map<string, string>();
  while (queue.length) {
    const path = queue.shift()!;
    if (visited.has(path)) continue;
    visited.add(path);
    const response = await request.get(path);
    expect(response.status(), `${path}${namedBy.has(path) ? `, linked from ${namedBy.get(path)}` : ''}`).toBe(
      path === notFound ? 404 : 200,
    );
    for (const url of urlsIn(await response.text())) {
      check?.(url, path);
      const clean = url.split('#')[0]!;
      if (!clean) continue;
      if (!namedBy.has(clean)) namedBy.set(clean, path);
      if (/\.[a-z0-9]+$/i.test(clean) && !clean.endsWith('.html')) files.add(clean);
      else if (!visited.has(clean)) queue.push(clean);
    }
  }
  return { visited, files, namedBy };
}

/** The rules axe holds every page to: WCAG 2.2 A and AA, and axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * What axe finds on the page as it stands, one line per rule broken: its id, what it says, and the
 * elements that break it. The page is settled first: reduced motion (no frame changes under axe),
 * and scrolled through once, so blocks laid out only near the screen (content-visibility) have
 * their real size while axe measures.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
    }
    scrollTo(0, 0);
  });
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return results.violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
