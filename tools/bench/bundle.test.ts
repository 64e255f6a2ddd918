import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HtmlElement } from '../build/postbuild/html.ts';
import { firstViewJs, inlineScripts, runsAsJavaScript, scriptUrls, staticImports } from './bundle.ts';

/** A page as the build made it before light pages: React Router's boot script held inert for the deferred start. */
const deferredStartPage =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<script src="/assets/early-controls-a.js" async=""></script>' +
  '<script type="application/ld+json">{"@type":"Person","name":"Nora"}</script></head>' +
  '<body><main><h1>Nora</h1></main>' +
  '<script type="text/plain" id="app-boot" data-preloads="[&quot;/assets/manifest-c.js&quot;,&quot;/assets/framework-d.js&quot;]">' +
  'import "/assets/manifest-c.js";\nimport * as route0 from "/assets/root-e.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n' +
  'import("/assets/entry.client-f.js");</script>' +
  '<script>"use strict";(()=>{/* the deferred start */})();</script>' +
  '<script>window.__reactRouterContext = {"basename":"/"};</script></body></html>';

/** A page as React Router writes it when it hydrates at once. */
const hydratingPage =
  '<html><head><link rel="modulepreload" href="/assets/entry.client-f.js"/><link rel="modulepreload" href="/assets/root-e.js"/></head>' +
  '<body><div id="app">…</div><script>window.__reactRouterContext = {"basename":"/"};</script>' +
  '<script type="module">import "/assets/manifest-c.js"; import * as route0 from "/assets/root-e.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-f.js");</script></body></html>';

/** A light page: React-rendered HTML and one script of its own. */
const staticPage =
  '<html><head><script type="module" src="/assets/home-page-a.js"></script>' +
  '<script type="application/ld+json">{"@type":"WebSite"}</script></head>' +
  '<body><main><p>React Router sets window.__reactRouterContext when a page hydrates.</p></main></body></html>';

describe('scriptUrls', () => {
  it('finds module preloads and inline imports once each', () => {
    expect(scriptUrls(hydratingPage)).toEqual(['/assets/entry.client-f.js', '/assets/root-e.js', '/assets/manifest-c.js']);
  });

  it('finds the preloads the deferred start puts back, listed in an attribute', () => {
    expect(scriptUrls(deferredStartPage)).toEqual([
      '/assets/early-controls-a.js',
      '/assets/manifest-c.js',
      '/assets/framework-d.js',
      '/assets/root-e.js',
      '/assets/entry.client-f.js',
    ]);
  });

  it("finds a light page's one script", () => {
    expect(scriptUrls(staticPage)).toEqual(['/assets/home-page-a.js']);
  });

  it('leaves out code a page names to load on use, and paths in data', () => {
    const page = staticPage
      .replace('<main>', '<main data-lightbox="/assets/lightbox-island-h.js">')
      .replace('</body>', '<script type="application/json" class="lightbox-items">[{"src":"/assets/viewer-i.js"}]</script></body>')
      .replace('</head>', '<script type="importmap">{"imports":{"a":"/assets/mapped-j.js"}}</script></head>');
    expect(scriptUrls(page)).toEqual(['/assets/home-page-a.js']);
  });

  it('finds script preloads, and not the preloads of anything else', () => {
    const page = staticPage.replace(
      '</head>',
      '<link rel="preload" href="/assets/chunk-k.js" as="script"/><link rel="preload" href="/assets/worker-l.js" as="fetch"/></head>',
    );
    expect(scriptUrls(page)).toEqual(['/assets/home-page-a.js', '/assets/chunk-k.js']);
  });
});

describe('runsAsJavaScript', () => {
  const script = (type?: string): HtmlElement => ({
    name: 'script',
    attributes: type === undefined ? {} : { type },
    start: 0,
    end: 0,
    words: '',
    text: '',
  });

  it('runs classic and module scripts, and scripts with a JavaScript MIME type', () => {
    for (const type of [undefined, '', 'module', 'text/javascript', 'application/javascript', 'TEXT/JavaScript; charset=utf-8']) {
      expect(runsAsJavaScript(script(type))).toBe(true);
    }
  });

  it('runs no data, no inert script, no import map and no speculation rules', () => {
    for (const type of ['application/ld+json', 'application/json', 'text/plain', 'importmap', 'speculationrules']) {
      expect(runsAsJavaScript(script(type))).toBe(false);
    }
  });
});

describe('inlineScripts', () => {
  it("is the code of the page's inline scripts that run: neither data, nor the inert boot script, nor a script's file", () => {
    expect(inlineScripts(deferredStartPage)).toEqual([
      '"use strict";(()=>{/* the deferred start */})();',
      'window.__reactRouterContext = {"basename":"/"};',
    ]);
    expect(inlineScripts(staticPage)).toEqual([]);
  });
});

describe('staticImports', () => {
  it('lists the modules a file imports or re-exports, and leaves out those it imports on use', () => {
    const code =
      'import{n as e}from"./rolldown-runtime-a.js";import"./styles-b.js";export{t}from "./shared-c.js";' +
      'const lazy=()=>import("./lightbox-d.js");import { x } from \'/assets/abs-e.js\';';
    expect(staticImports(code)).toEqual(['./rolldown-runtime-a.js', './styles-b.js', './shared-c.js', '/assets/abs-e.js']);
  });
});

describe('firstViewJs', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bench-bundle-'));
    vi.stubEnv('BUILD_DIR', dir);
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await rm(dir, { recursive: true, force: true });
  });

  it('counts the files a page names, what they import statically, and its inline code, under the base path', async () => {
    const client = path.join(dir, 'client');
    await mkdir(path.join(client, 'assets'), { recursive: true });
    await mkdir(path.join(client, 'huru'));
    await writeFile(path.join(dir, 'headers.json'), JSON.stringify({ basePath: '/portfolio/', common: {}, pages: {}, notFound: {} }));
    const files = {
      'page-a.js': 'import{a}from"./shared-b.js";document.body.dataset.a=a;const l=()=>import("./lazy-c.js");',
      'shared-b.js': 'import"./runtime-d.js";export const a="shared";',
      'runtime-d.js': 'globalThis.r=1;',
      'lazy-c.js': 'export const lazy="loaded on use, not on first view";',
    };
    for (const [name, code] of Object.entries(files)) await writeFile(path.join(client, 'assets', name), code);
    const inline = 'document.documentElement.dataset.theme="dark";';
    await writeFile(
      path.join(client, 'huru', 'index.html'),
      `<html><head><script type="module" src="/portfolio/assets/page-a.js"></script><script>${inline}</script></head><body></body></html>`,
    );
    await writeFile(path.join(client, '404.html'), staticPage.replace('/assets/home-page-a.js', '/portfolio/assets/runtime-d.js'));

    const gzipped = (code: string) => gzipSync(code, { level: 9 }).length;
    const [huru, notFound] = await firstViewJs(['/huru', '/404.html']);
    expect(huru).toEqual({
      route: '/huru',
      files: 3,
      inlineScripts: 1,
      gzipBytes: gzipped(files['page-a.js']) + gzipped(files['shared-b.js']) + gzipped(files['runtime-d.js']) + gzipped(inline),
    });
    expect(notFound).toEqual({
      route: '/404.html',
      files: 1,
      inlineScripts: 0,
      gzipBytes: gzipped(files['runtime-d.js']),
    });
  });
});
