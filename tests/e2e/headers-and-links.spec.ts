import { expect, publicRoutes, test, unlock } from './support';

test.describe('security headers', () => {
  test('every response carries the security headers, with a hash-only script policy', async ({ request }) => {
    for (const path of ['/', '/stayforlong', '/private', '/missing-page', '/favicon.svg']) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, path).toContain("'self'");
      expect(scriptSrc, path).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
  });

  test('the static-host _headers file carries the same policy plus HSTS', async ({ request }) => {
    const file = await (await request.get('/_headers')).text();
    const live = (await request.get('/')).headers();
    expect(file).toContain(`Content-Security-Policy: ${live['content-security-policy']}`);
    expect(file).toContain('Strict-Transport-Security: max-age=31536000');
  });

  test('no Content-Security-Policy violation on any route', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const check = async (label: string) => {
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), label).toEqual([]);
    };
    for (const path of [...publicRoutes, '/missing-page']) {
      await page.goto(path);
      await check(path);
    }
    await unlock(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mango');
    await check('/mango');
  });
});

test('every internal link and asset of every page resolves', async ({ request }) => {
  const pages = new Set<string>(['/', '/404.html']);
  const assets = new Set<string>();
  const visited = new Set<string>();
  const queue = [...pages];
  while (queue.length) {
    const path = queue.shift()!;
    if (visited.has(path)) continue;
    visited.add(path);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const urls = [
      ...[...html.matchAll(/\b(?:href|src|poster)="([^"]+)"/g)].map((m) => m[1]!),
      ...[...html.matchAll(/\bsrcset="([^"]+)"/g)].flatMap((m) => m[1]!.split(',').map((c) => c.trim().split(/\s+/)[0]!)),
    ];
    for (const url of urls) {
      if (!url.startsWith('/') || url.startsWith('//')) continue;
      const clean = url.split('#')[0]!;
      if (!clean) continue;
      if (/\.[a-z0-9]+$/i.test(clean) && !clean.endsWith('.html')) assets.add(clean);
      else if (!visited.has(clean)) queue.push(clean);
    }
  }
  for (const asset of assets) expect((await request.get(asset)).status(), asset).toBe(200);
  // The crawl reached every page of the site from the home page.
  for (const route of publicRoutes) expect(visited, route).toContain(route);
  expect(assets.size).toBeGreaterThan(50);
});
