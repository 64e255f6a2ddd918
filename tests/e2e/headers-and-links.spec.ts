import { isPagePath, pageHref } from '../../app/lib/public-url.ts';
import { locales, pathIn } from '../../app/i18n/locale.ts';
import { eventNames } from '../../app/features/analytics/events.ts';
import { literal } from '../../app/lib/literal.ts';
import {
  crawl,
  expect,
  nextPageView,
  plausibleEvent,
  privateSlug,
  publicRoutes,
  publicSlugs,
  site,
  studyOf,
  test,
  unlock,
  privateName,
} from './support.ts';

test.describe('security headers', () => {
  test('every page carries a hash-only script policy, and every response the other security headers', async ({ request }) => {
    for (const path of ['/', '/stayforlong', '/huru/', '/private', '/missing-page']) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, path).toContain("'self'");
      expect(scriptSrc, path).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      expect(csp, path).toContain("frame-ancestors 'none'");
    }
    for (const path of ['/', '/private', '/missing-page', '/favicon.svg', '/og/huru.png', '/sitemap.xml']) {
      const headers = (await request.get(path)).headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['x-frame-options'], path).toBe('DENY');
    }
  });

  test("only the gate's pages, which ask for the password and hold the decrypted case study, keep other windows out (COOP)", async ({
    request,
  }) => {
    const gatePages = ['/private', '/es/private', `/${privateSlug}`, `/es/${privateSlug}`];
    for (const path of gatePages) {
      expect((await request.get(path)).headers()['cross-origin-opener-policy'], path).toBe('same-origin');
    }
    const others = [...publicRoutes.filter((path) => !gatePages.includes(path)), '/missing-page', '/favicon.svg', '/sitemap.xml'];
    expect(others).toEqual(expect.arrayContaining(['/', '/about', '/es', '/design-system']));
    for (const path of others) {
      expect((await request.get(path)).headers(), path).not.toHaveProperty('cross-origin-opener-policy');
    }
    // Static hosts send the same: on each gate page's own rules, never on the rule every address matches.
    const rules = (await (await request.get('/_headers')).text()).split(/\n(?=\S)/);
    const isolated = rules
      .filter((block) => block.includes('Cross-Origin-Opener-Policy: same-origin'))
      .map((block) => block.split('\n')[0]);
    expect(isolated.sort()).toEqual(gatePages.flatMap((path) => [path, `${path}/`, `${path}/index.html`]).sort());
  });

  test('each page lists only its own inline scripts, and carries the same policy as a meta tag', async ({ request }) => {
    const policies = new Set<string>();
    for (const path of [...publicRoutes, '/missing-page']) {
      const response = await request.get(path);
      const html = await response.text();
      const header = response.headers()['content-security-policy'] ?? '';
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        // Data, never run: a policy need not list it.
        ([, attributes, body]) => !/application\/(ld\+)?json/.test(attributes!) && body!.trim(),
      );
      const listed = header.match(/'sha256-[^']+'/g) ?? [];
      expect(listed.length, path).toBe(new Set(inline.map(([, , body]) => body)).size);
      const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? '';
      // The meta policy is the header's, minus frame-ancestors (which only a header can carry).
      expect(meta, path).toBe(header.replace("frame-ancestors 'none'; ", ''));
      // It comes before any script, or it would not cover them.
      expect(html.indexOf('http-equiv="Content-Security-Policy"'), path).toBeLessThan(html.indexOf('<script'));
      policies.add(header);
    }
    expect(policies.size).toBeGreaterThan(1);
  });

  test("each page's response names what its head preloads, and the browser fetches it from the response alone", async ({
    page,
    request,
  }) => {
    for (const path of [...publicRoutes, '/missing-page']) {
      const response = await request.get(path);
      const preloads = [...(await response.text()).matchAll(/<link rel="preload" href="([^"]+)"/g)].map(([, href]) => href);
      expect(preloads.length, path).toBeGreaterThan(0);
      const link = response.headers().link ?? '';
      for (const href of preloads) expect(link, path).toContain(`<${href}>; rel=preload`);
    }
    // The page's own headers, with HTML that names nothing: only the header can ask for the font.
    await page.route('**/about', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Held</title></head><body></body></html>',
      });
    });
    const font = page.waitForRequest((request) => request.resourceType() === 'font', { timeout: 10_000 });
    await page.goto('/about');
    expect(new URL((await font).url()).pathname).toMatch(/\.woff2$/);
  });

  test('the static-host _headers file carries the same policies and preloads plus HSTS, within host limits', async ({ request }) => {
    const file = await (await request.get('/_headers')).text();
    for (const path of ['/', '/huru', '/private']) {
      const live = (await request.get(path)).headers();
      const rule = file.split(/\n(?=\S)/).find((block) => block.split('\n')[0] === path) ?? '';
      expect(rule, path).toContain(`Content-Security-Policy: ${live['content-security-policy']}`);
      expect(live.link, path).toBeTruthy();
      expect(rule, path).toContain(`Link: ${live.link}`);
    }
    // The policy is per page: a rule for every path would be joined with it into a second policy.
    const everything = file.split(/\n(?=\S)/).find((block) => block.startsWith('/*\n')) ?? '';
    expect(everything).toContain('Strict-Transport-Security: max-age=31536000');
    expect(everything).not.toContain('Content-Security-Policy');
    // Every other header the local server sends, static hosts send too, with the same value.
    const live = (await request.get('/')).headers();
    const security = ['x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options'];
    const fromFile = Object.fromEntries(
      everything
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(/:\s(.*)/s))
        .map(([name, value]) => [name!.toLowerCase(), value]),
    );
    for (const name of security) {
      expect(live[name], name).toBeTruthy();
      expect(fromFile[name], name).toBe(live[name]);
    }
    // Cloudflare Pages: at most 100 rules and 2,000 characters a line.
    expect(file.split('\n').filter((line) => line.startsWith('/')).length).toBeLessThanOrEqual(100);
    for (const line of file.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
  });

  test('no Content-Security-Policy violation on any route, and no request outside the site but its analytics host', async ({
    page,
    baseURL,
    analytics,
  }) => {
    // A visitor's browsing asks nothing of any origin but the site's, and the one the content counts visits at.
    const allowed = [new URL(baseURL!).origin, new URL(site.analytics!.host).origin];
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && !allowed.includes(url.origin)) elsewhere.push(request.url());
    });
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    for (const path of [...publicRoutes, '/missing-page']) {
      // Loaded, and idle since (its page view sent, under the same policy): whatever the page does on its own, it has done.
      const settled = nextPageView(analytics, path);
      await page.goto(path);
      await settled;
      expect(await violations(), path).toEqual([]);
    }
    const opened = analytics.arrival(
      (request) => plausibleEvent(request).name === eventNames.privateProjectOpened,
      'private project opened',
    );
    await unlock(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateName);
    await opened;
    expect(await violations(), '/mango').toEqual([]);
    expect(elsewhere).toEqual([]);
  });
});

test('every internal link and asset of every page resolves', async ({ request }) => {
  // The protected page is linked from nowhere (its card leads to the gate): it is crawled from here too.
  // The not-found page answers at any unknown address, with status 404.
  const notFound = '/no-such-page';
  // Each page is a folder, and hosts answer its address without the slash with a redirect
  // (docs/decisions/043): a link to a page names exactly its address, the slash included.
  // The private project's page in every language (its language switch leads to the other).
  const privatePages = locales.map((locale) => pathIn(`/${privateSlug}`, locale));
  const pages = new Set([...publicRoutes, ...privatePages].map((route) => pageHref(route, '/')));
  const { visited, files: assets } = await crawl(request, ['/', notFound, pageHref(`/${privateSlug}`, '/')], notFound, (url, from) => {
    const address = url.split('#')[0]!;
    if (address && isPagePath(address)) expect(pages, `${from} links to ${url}`).toContain(address);
  });
  // Stylesheets name the font files.
  for (const sheet of [...assets].filter((asset) => asset.endsWith('.css'))) {
    const css = await (await request.get(sheet)).text();
    for (const [, url] of css.matchAll(/url\(["']?([^"')]+)["']?\)/g)) {
      if (!url!.startsWith('data:')) assets.add(new URL(url!, `http://localhost${sheet}`).pathname);
    }
  }
  for (const asset of assets) expect((await request.get(asset)).status(), asset).toBe(200);
  // The crawl reached every page of the site from the home page, and every kind of file the pages name.
  for (const route of publicRoutes) expect(visited, route).toContain(pageHref(route, '/'));
  const kinds = new Set([...assets].map((asset) => asset.split('.').pop()));
  for (const kind of ['avif', 'webp', 'js', 'css', 'woff2', 'png', 'svg', 'mp4']) expect(kinds, kind).toContain(kind);
  // Every picture in the body of every public case study, in both its formats (the build names each file after its source).
  const pictures = publicSlugs.flatMap((slug) =>
    studyOf(slug)
      .sections.flatMap((section) => section.blocks)
      .flatMap((block) => (block.kind === 'images' ? block.images.map((image) => image.file.replace(/\.\w+$/, '')) : [])),
  );
  expect(pictures.length).toBeGreaterThan(publicSlugs.length * 5);
  for (const picture of pictures)
    for (const format of ['avif', 'webp'])
      expect(
        [...assets].some((asset) => new RegExp(`^/assets/${literal(picture)}-[\\w-]+\\.${format}$`).test(asset)),
        `${picture}.${format}`,
      ).toBe(true);
});
