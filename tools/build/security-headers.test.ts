import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gatePath, sitePages } from '../../app/lib/pages.ts';
import {
  commonHeaders,
  contentSecurityPolicy,
  immutableCache,
  isolatedRoutes,
  isolationHeaders,
  routesOfVercelSource,
  staticContentSecurityPolicy,
  vercelIsolationSource,
} from './security-headers.ts';

describe('content security policy', () => {
  const hashes = ["'sha256-abc='", "'sha256-def='"];

  it('allows inline scripts only by the hashes given', () => {
    const policy = contentSecurityPolicy(hashes);
    expect(policy).toContain("script-src 'self' 'sha256-abc=' 'sha256-def='");
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('leaves out of the meta version what browsers ignore there, and nothing else', () => {
    const meta = contentSecurityPolicy(hashes, { meta: true });
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).toBe(contentSecurityPolicy(hashes).replace("frame-ancestors 'none'; ", ''));
  });
});

describe('content security policy with analytics on', () => {
  it('lets a page connect to the analytics host and nowhere else new, in the header and the meta alike', () => {
    const off = contentSecurityPolicy(['x']);
    const on = contentSecurityPolicy(['x'], { analyticsHost: 'https://plausible.io' });
    expect(on.split('; ').find((directive) => directive.startsWith('connect-src'))).toBe("connect-src 'self' https://plausible.io");
    expect(off).toContain("connect-src 'self';");
    expect(on.replace(' https://plausible.io', '')).toBe(off);
    expect(contentSecurityPolicy(['x'], { meta: true, analyticsHost: 'https://plausible.io' })).toContain("connect-src 'self' https://plausible.io;");
  });

  it('writes the host as the URL parser reads its origin, and stops at one that would add a source or a directive', () => {
    expect(contentSecurityPolicy(['x'], { analyticsHost: 'https://Stats.Example.com:8443/' })).toContain(
      "connect-src 'self' https://stats.example.com:8443;",
    );
    for (const host of ['https://*', 'https://a.com;sandbox', 'https://a.com https://b.com', "https://a.com'", 'https://*.a.com'])
      expect(() => contentSecurityPolicy(['x'], { analyticsHost: host }), host).toThrow(/^The analytics host .* holds /);
  });
});

describe('the isolation rule of vercel.json', () => {
  it('is written from the routes and read back into them', () => {
    const routes = ['/private', '/lighthouse', '/es/private', '/es/lighthouse'];
    expect(vercelIsolationSource(routes)).toBe('/(private|lighthouse|es/private|es/lighthouse)(/|/index\\.html)?');
    expect(routesOfVercelSource(vercelIsolationSource(routes))).toEqual(routes);
    expect(routesOfVercelSource('/(.*)')).toBeUndefined();
  });
});

describe('isolation (Cross-Origin-Opener-Policy)', () => {
  it('is on the gate and each private project’s page, in every language, and on no other page', () => {
    const projects = { publicSlugs: ['huru', 'hypo'], privateAddresses: ['mango', 'lighthouse'] };
    expect(isolatedRoutes(projects).sort()).toEqual(
      ['/private', '/mango', '/lighthouse', '/es/private', '/es/mango', '/es/lighthouse'].sort(),
    );
    const others = sitePages(projects)
      .map((page) => page.path)
      .filter((path) => !isolatedRoutes(projects).includes(path));
    expect(others).toEqual(expect.arrayContaining(['/', '/about', '/huru', '/es/huru', '/design-system', '/cv', '/es']));
    expect(isolationHeaders).toEqual({ 'Cross-Origin-Opener-Policy': 'same-origin' });
    expect(commonHeaders).not.toHaveProperty('Cross-Origin-Opener-Policy');
  });

  it('is on no page of a site without a private project', () => {
    expect(isolatedRoutes({ publicSlugs: ['huru', 'hypo'], privateAddresses: [] })).toEqual([]);
  });
});

describe('vercel.json', () => {
  // Vercel reads its headers before the build, so they are written out by hand: they must not drift.
  type Rule = { source: string; headers: { key: string; value: string }[] };
  const config = JSON.parse(readFileSync('vercel.json', 'utf8')) as { headers: Rule[]; outputDirectory: string };
  const rule = (source: string) =>
    Object.fromEntries((config.headers.find((r) => r.source === source)?.headers ?? []).map((h) => [h.key, h.value]));

  it('sends the same headers as the other hosts, with the policy that needs no build output', () => {
    expect(rule('/(.*)')).toEqual({ ...commonHeaders, 'Content-Security-Policy': staticContentSecurityPolicy });
    expect(rule('/assets/(.*)')).toEqual({ 'Cache-Control': immutableCache });
    expect(config.outputDirectory).toBe('build/client');
  });

  // Which pages it names is the owner's content: `npm run test:site` holds it to her build (tests/site/hosts.spec.ts).
  it('isolates the password pages with one rule of the shape the build’s pages fill in, and nothing else', () => {
    const isolated = config.headers.filter((r) => r.headers.some((h) => h.key in isolationHeaders));
    expect(isolated, 'vercel.json: one rule carries Cross-Origin-Opener-Policy').toHaveLength(1);
    const [{ source }] = isolated as [Rule];
    expect(rule(source)).toEqual(isolationHeaders);
    const routes = routesOfVercelSource(source);
    expect(routes, `vercel.json: "${source}" is not of the shape ${vercelIsolationSource(['/private', '/es/private'])}`).toBeDefined();
    expect(routes).toEqual(expect.arrayContaining([gatePath, `/es${gatePath}`]));
  });
});
