// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { headerRules, headersFileText } from './headers-file.ts';
import { makeNotFoundPage } from './not-found-page.ts';
import { removeRenamedSpaFallback, removeRouterLeftovers } from './router-leftovers.ts';
import { inlineScriptHashes, preloadLinkHeader, routeOf, withPolicyMeta, writePageHeaders } from './page-headers.ts';
import { movePagesToBase } from './pages-to-base.ts';
import { precompress } from './precompress.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const dirs: string[] = [];
async function client(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'postbuild-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

const page = (body: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title></head><body>${body}</body></html>`;

describe('inline script hashes', () => {
  it('hashes the exact text of each script that runs, once, and no data block or external script', () => {
    const html = page(
      '<script>a()</script><script>a()</script><script type="text/plain" id="app-boot">import "/x.js";</script>' +
        '<script type="application/ld+json">{"@type":"Person"}</script><script src="/y.js"></script><script> </script>',
    );
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('import "/x.js";')].sort());
  });
});

describe('policy meta', () => {
  it('goes right after the charset declaration', () => {
    expect(withPolicyMeta(page(''), "default-src 'self'")).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><title>`,
    );
  });

  it('stops the build on a page without a charset', () => {
    expect(() => withPolicyMeta('<html><head></head></html>', 'x', 'a.html')).toThrow(/a\.html has no <meta charset>/);
  });
});

describe('page policies', () => {
  it('names each page by its route and gives the 404 page its own policy', async () => {
    const dir = await client({ 'index.html': page('<script>1;</script>'), 'huru/index.html': page(''), '404.html': page('<script>2</script>') });
    expect([routeOf(dir, path.join(dir, 'index.html')), routeOf(dir, path.join(dir, 'huru/index.html')), routeOf(dir, path.join(dir, '404.html'))]).toEqual([
      '/',
      '/huru',
      null,
    ]);
    const headers = await writePageHeaders(dir);
    expect(Object.keys(headers.pages).sort()).toEqual(['/', '/huru']);
    expect(headers.pages['/']?.['Content-Security-Policy']).toContain(sha('1;'));
    expect(headers.notFound['Content-Security-Policy']).toContain(sha('2'));
    expect(await readFile(path.join(dir, 'index.html'), 'utf8')).toContain('http-equiv="Content-Security-Policy"');
  });

  it('isolates the routes named, and neither the other pages nor the 404 page', async () => {
    const dir = await client({ 'index.html': page(''), 'private/index.html': page(''), 'es/private/index.html': page(''), '404.html': page('') });
    const headers = await writePageHeaders(dir, ['/private', '/es/private']);
    expect(headers.pages['/private']?.['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers.pages['/es/private']?.['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers.pages['/']).not.toHaveProperty('Cross-Origin-Opener-Policy');
    expect(headers.notFound).not.toHaveProperty('Cross-Origin-Opener-Policy');
    // In _headers, per page only: never under the rule every address matches.
    const { text } = headersFileText(headerRules('/', headers));
    const blocks = text.split(/\n(?=\S)/);
    const isolated = blocks.filter((block) => block.includes('Cross-Origin-Opener-Policy')).map((block) => block.split('\n')[0]);
    expect(isolated.sort()).toEqual(['/es/private', '/es/private/', '/es/private/index.html', '/private', '/private/', '/private/index.html']);
  });
});

describe('preloads as a header', () => {
  it("announces each of the page's preloads, as the head asks for it", () => {
    const html = page(
      '<link rel="stylesheet" href="/a.css"/><link rel="preload" href="/p/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="preload" href="/p/c.avif" as="image"/><link rel="modulepreload" href="/p/app.js"/>',
    );
    expect(preloadLinkHeader(html)).toBe('</p/inter.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin, </p/c.avif>; rel=preload; as=image');
  });

  it('gives a page without preloads no Link header', async () => {
    expect(preloadLinkHeader(page('<link rel="stylesheet" href="/a.css"/>'))).toBeUndefined();
    const dir = await client({ 'index.html': page('<link rel="preload" href="/f.woff2" as="font" crossorigin=""/>'), 'huru/index.html': page(''), '404.html': page('') });
    const headers = await writePageHeaders(dir);
    expect(headers.pages['/']?.Link).toBe('</f.woff2>; rel=preload; as=font; crossorigin');
    expect(headers.pages['/huru']).not.toHaveProperty('Link');
  });
});

describe('_headers', () => {
  const csp = (policy: string) => ({ 'Content-Security-Policy': policy });
  it("sets each page's own headers per page, at each of its addresses, and the common headers once", () => {
    const { text } = headersFileText(
      headerRules('/portfolio/', { pages: { '/': csp('A'), '/huru': { ...csp('B'), Link: '</portfolio/f.woff2>; rel=preload' } }, notFound: csp('N') }),
    );
    const rules = text.split('\n').filter((line) => line && !line.startsWith(' '));
    expect(rules).toEqual([
      '/portfolio/*',
      '/portfolio/assets/*',
      '/portfolio/',
      '/portfolio/index.html',
      '/portfolio/huru',
      '/portfolio/huru/',
      '/portfolio/huru/index.html',
      '/portfolio/404.html',
      '/portfolio/es/404.html',
    ]);
    expect(text).toContain('/portfolio/huru/\n  Content-Security-Policy: B\n  Link: </portfolio/f.woff2>; rel=preload\n');
    expect(text).toContain('/portfolio/\n  Content-Security-Policy: A\n/');
  });

  it("stops a build on Cloudflare Pages past its limits, and elsewhere writes every rule and says what Cloudflare would not take", () => {
    const pages = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`/p${i}`, csp('x')]));
    expect(() => headersFileText(headerRules('/', { pages, notFound: csp('N') }), { onCloudflare: true })).toThrow(/exceeds Cloudflare Pages' limits \(124 rules\)/);
    const elsewhere = headersFileText(headerRules('/', { pages, notFound: csp('N') }));
    expect(elsewhere.pastCloudflareLimits).toBe('124 rules');
    expect(elsewhere.text.split('\n').filter((line) => line.startsWith('/p39'))).toHaveLength(3);
    const few = headersFileText(headerRules('/', { pages: { '/': csp('A') }, notFound: csp('N') }), { onCloudflare: true });
    expect(few.pastCloudflareLimits).toBeUndefined();
  });
});

describe('files', () => {
  it('moves the pages of a sub-path build beside the assets', async () => {
    const dir = await client({ 'portfolio/index.html': 'home', 'portfolio/huru/index.html': 'huru', 'assets/a.js': '' });
    await movePagesToBase(dir, '/portfolio/');
    expect(await readFile(path.join(dir, 'huru/index.html'), 'utf8')).toBe('huru');
    expect(existsSync(path.join(dir, 'portfolio'))).toBe(false);
  });

  it('merges a folder the pages and the build both write (es/), and refuses a file written twice', async () => {
    const dir = await client({ 'portfolio/es/index.html': 'inicio', 'es/protected/mango.gate.json': '{}', 'assets/a.js': '' });
    await movePagesToBase(dir, '/portfolio/');
    expect(await readFile(path.join(dir, 'es/index.html'), 'utf8')).toBe('inicio');
    expect(existsSync(path.join(dir, 'es/protected/mango.gate.json'))).toBe(true);
    const twice = await client({ 'portfolio/es/index.html': 'inicio', 'es/index.html': 'other' });
    await expect(movePagesToBase(twice, '/portfolio/')).rejects.toThrow(/index\.html exists twice/);
  });

  it('turns each language’s prerendered not-found page into its 404.html', async () => {
    const dir = await client({ '404-page/index.html': 'missing', 'es/404-page/index.html': 'no está' });
    await makeNotFoundPage(dir);
    expect(await readFile(path.join(dir, '404.html'), 'utf8')).toBe('missing');
    expect(await readFile(path.join(dir, 'es/404.html'), 'utf8')).toBe('no está');
    const gone = ['404-page', 'es/404-page'];
    expect(gone.filter((file) => existsSync(path.join(dir, file)))).toEqual([]);
  });

  it('removes the SPA fallback React Router renames to the root index.html under a base path, and no page at the root', async () => {
    const dir = await client({ 'index.html': 'fallback', 'portfolio/index.html': 'home' });
    expect(await removeRenamedSpaFallback(dir, '/portfolio/')).toBe(true);
    expect([existsSync(path.join(dir, 'index.html')), existsSync(path.join(dir, 'portfolio/index.html'))]).toEqual([false, true]);
    const root = await client({ 'index.html': 'home' });
    expect(await removeRenamedSpaFallback(root, '/')).toBe(false);
    expect(existsSync(path.join(root, 'index.html'))).toBe(true);
  });

  it("removes the client router's data files and SPA fallback, and no page or asset", async () => {
    const dir = await client({
      'index.html': 'home',
      '_.data': '',
      'huru.data': '',
      'huru/index.html': 'huru',
      'es/about.data': '',
      'es/about/index.html': 'acerca',
      '__spa-fallback.html': '',
      'assets/data-table.js': '',
      'protected/mango.page.json': '',
    });
    expect(await removeRouterLeftovers(dir)).toEqual(['_.data', '__spa-fallback.html', 'es/about.data', 'huru.data']);
    const left = ['index.html', 'huru/index.html', 'es/about/index.html', 'assets/data-table.js', 'protected/mango.page.json'];
    expect(left.filter((file) => existsSync(path.join(dir, file)))).toEqual(left);
  });

  it('precompresses text files worth it, and nothing else', async () => {
    const dir = await client({ 'big.js': 'x'.repeat(2000), 'small.js': 'x', 'image.png': 'x'.repeat(2000) });
    expect(await precompress(dir)).toBe(1);
    expect(['big.js.br', 'big.js.gz', 'small.js.gz', 'image.png.gz'].map((file) => existsSync(path.join(dir, file)))).toEqual([true, true, false, false]);
  });
});
