import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeNoScriptBuild, withoutScripts, withoutScriptPreloads } from './no-script.ts';

const jsonLd =
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Person","name":"Nora <\\/script> Castell"}</script>';

/** A page as the build writes it: every kind of script and script hint, around the content. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<meta http-equiv="Content-Security-Policy" content="script-src &#x27;self&#x27; &#x27;sha256-abc=&#x27;"/>',
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/>',
  '<link rel="stylesheet" href="/assets/site-b.css" data-precedence="site"/>',
  '<script src="/assets/early-controls-c.js" async=""></script>',
  '<link rel="preload" href="/assets/inter-d.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="preload" href="/assets/page-e.js" as="script"/>',
  '<script>document.documentElement.dataset.theme = localStorage.getItem("theme") ?? "light";</script>',
  jsonLd,
  '<script type="importmap">{"imports":{}}</script>',
  '</head><body><main><h1>Nora Castell</h1><p>Type <code>&lt;script&gt;</code> to start.</p></main>',
  '<script type="text/plain" id="app-boot" data-preloads="[&quot;/assets/manifest-f.js&quot;]">import "/assets/manifest-f.js";</script>',
  '<script>window.__reactRouterContext = {"basename":"/","state":{"loaderData":{"x":"</main>"}}};</script>',
  '<script type="module">import "/assets/manifest-f.js";\nimport("/assets/entry.client-a.js");</script>',
  '<script type="module" src="/assets/home-page-g.js"></script>',
  '</body></html>',
].join('\n');

describe('withoutScripts', () => {
  it('removes every script and script hint, and keeps JSON-LD and everything else byte for byte', () => {
    expect(withoutScripts(page)).toBe(
      [
        '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
        '<meta http-equiv="Content-Security-Policy" content="script-src &#x27;self&#x27; &#x27;sha256-abc=&#x27;"/>',
        '',
        '<link rel="stylesheet" href="/assets/site-b.css" data-precedence="site"/>',
        '',
        '<link rel="preload" href="/assets/inter-d.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
        '',
        '',
        jsonLd,
        '',
        '</head><body><main><h1>Nora Castell</h1><p>Type <code>&lt;script&gt;</code> to start.</p></main>',
        '',
        '',
        '',
        '',
        '</body></html>',
      ].join('\n'),
    );
  });

  it('leaves a page with no script as it is', () => {
    const plain = '<!DOCTYPE html><html><head><title>Plain</title></head><body><p>No script.</p></body></html>';
    expect(withoutScripts(plain)).toBe(plain);
  });

  it('removes a modulepreload whatever else its rel says', () => {
    expect(withoutScripts('<head><link rel="ModulePreload prefetch" href="/a.js"><title>t</title></head>')).toBe(
      '<head><title>t</title></head>',
    );
  });
});

describe('withoutScriptPreloads', () => {
  const font = '</assets/inter-d.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin';

  it('keeps the preloads of everything but scripts', () => {
    expect(withoutScriptPreloads(font)).toBe(font);
    expect(withoutScriptPreloads(`${font}, </assets/a.js>; rel=modulepreload, </assets/b.js>; rel=preload; as=script`)).toBe(font);
    expect(withoutScriptPreloads('</assets/a.js>; rel="modulepreload"')).toBeUndefined();
    expect(withoutScriptPreloads(undefined)).toBeUndefined();
  });
});

describe('makeNoScriptBuild', () => {
  it('copies the build, takes the scripts out of its pages, and makes their compressed copies again', async () => {
    const source = await mkdtemp(path.join(tmpdir(), 'bench-build-'));
    try {
      const client = path.join(source, 'client');
      await mkdir(path.join(client, 'huru'), { recursive: true });
      await mkdir(path.join(client, 'assets'));
      const big = `<p>${'Words of the case study. '.repeat(80)}</p>`;
      await writeFile(path.join(client, 'huru', 'index.html'), page.replace('<main>', `<main>${big}`));
      await writeFile(path.join(client, 'huru', 'index.html.gz'), 'the old page, compressed');
      await writeFile(path.join(client, 'huru', 'index.html.br'), 'the old page, compressed');
      await writeFile(path.join(client, '404.html'), '<html><body><script>1</script></body></html>');
      await writeFile(path.join(client, '404.html.gz'), 'the old page, compressed');
      await writeFile(path.join(client, 'assets', 'home-page-g.js'), 'console.log("kept");');
      const link = '</assets/inter-d.woff2>; rel=preload; as=font, </assets/a.js>; rel=modulepreload';
      const headers = {
        basePath: '/',
        common: {},
        pages: { '/huru': { 'Content-Security-Policy': 'x', Link: link } },
        notFound: { 'Content-Security-Policy': 'y' },
      };
      await writeFile(path.join(source, 'headers.json'), JSON.stringify(headers));

      const floor = await makeNoScriptBuild(source);
      try {
        expect(floor.pages).toBe(2);
        const floorClient = path.join(floor.dir, 'client');
        const huru = await readFile(path.join(floorClient, 'huru', 'index.html'), 'utf8');
        expect(huru).toBe(withoutScripts(page.replace('<main>', `<main>${big}`)));
        expect(gunzipSync(await readFile(path.join(floorClient, 'huru', 'index.html.gz'))).toString()).toBe(huru);
        expect(existsSync(path.join(floorClient, 'huru', 'index.html.br'))).toBe(true);
        // Too small to compress again: served as it is, never as the old compressed page.
        expect(await readFile(path.join(floorClient, '404.html'), 'utf8')).toBe('<html><body></body></html>');
        expect(existsSync(path.join(floorClient, '404.html.gz'))).toBe(false);
        expect(await readFile(path.join(floorClient, 'assets', 'home-page-g.js'), 'utf8')).toBe('console.log("kept");');
        const floorHeaders = JSON.parse(await readFile(path.join(floor.dir, 'headers.json'), 'utf8')) as typeof headers;
        expect(floorHeaders.pages['/huru']).toEqual({
          'Content-Security-Policy': 'x',
          Link: '</assets/inter-d.woff2>; rel=preload; as=font',
        });
        expect(floorHeaders.notFound).toEqual({ 'Content-Security-Policy': 'y' });
        // The build itself is untouched.
        expect(await readFile(path.join(client, '404.html'), 'utf8')).toBe('<html><body><script>1</script></body></html>');
      } finally {
        await floor.remove();
      }
      expect(existsSync(floor.dir)).toBe(false);
    } finally {
      await rm(source, { recursive: true, force: true });
    }
  });
});
