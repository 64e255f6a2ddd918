// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { bootPreloadsAttribute, maxStartWaitMs, unlockingAttribute } from '../../app/start/names';
import { bootScriptId, deferHydration } from './defer-hydration';

const boot =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-3.js");';
const page = (htmlAttributes = '') =>
  `<!DOCTYPE html><html lang="en"${htmlAttributes}><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/site.css"/>` +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-3.js"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/entry.client-3.js"/></head>' +
  `<body><main>Text</main><script type="module" async="">${boot}</script></body></html>`;

/** The deferred page in a browser-like window: its inline scripts run, module scripts do not. */
function open(html: string, { observer = true }: { observer?: boolean } = {}) {
  const dom = new JSDOM(html, {
    url: 'http://localhost/',
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      if (!observer) Object.defineProperty(window, 'PerformanceObserver', { value: undefined });
    },
  });
  const { document } = dom.window;
  return {
    dom,
    preloads: () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    modules: () => [...document.querySelectorAll('script[type="module"]')].map((script) => script.textContent),
  };
}

const loaded = (dom: JSDOM) =>
  new Promise<void>((resolve) => {
    if (dom.window.document.readyState === 'complete') resolve();
    else dom.window.addEventListener('load', () => resolve());
  });
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('deferHydration', () => {
  const deferred = deferHydration(page());

  it('leaves no script that runs the app while the page loads', () => {
    const document = new JSDOM(deferred).window.document;
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);
  });

  it("keeps React Router's boot script byte for byte, inert, with its preloads as data", () => {
    const inert = new JSDOM(deferred).window.document.getElementById(bootScriptId);
    expect(inert?.getAttribute('type')).toBe('text/plain');
    expect(inert?.textContent).toBe(boot);
    expect(JSON.parse(inert?.getAttribute(bootPreloadsAttribute) ?? '')).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-3.js',
      '/assets/root-2.js',
    ]);
    expect(deferred).toContain(`>${boot}</script>`);
  });

  it('starts the app once loaded and painted: the same preloads, once each, then the boot script as a module', async () => {
    // jsdom has no paint timing: the start counts the page as painted, and waits for the load.
    const { dom, preloads, modules } = open(deferred, { observer: false });
    expect(modules()).toEqual([]);
    await loaded(dom);
    // The preloads go in one per task, then the boot script.
    await vi.waitFor(() => expect(modules()).toEqual([boot]));
    expect(preloads()).toEqual(['/assets/manifest-1.js', '/assets/entry.client-3.js', '/assets/root-2.js']);
    dom.window.dispatchEvent(new dom.window.Event('load'));
    await tick();
    expect(modules()).toHaveLength(1);
    dom.window.close();
  });

  it('waits for the largest paint as well as the load, where the browser reports paints', async () => {
    const { dom, modules } = open(deferred.replace('<head>', '<head><script>window.PerformanceObserver=class{static supportedEntryTypes=["largest-contentful-paint"];observe(){}}</script>'));
    await loaded(dom);
    await tick(20);
    expect(modules()).toEqual([]);
    dom.window.close();
  });

  it(`starts at the latest after ${maxStartWaitMs} ms, whatever the page is waiting for`, async () => {
    const stalled = deferred.replace('<head>', '<head><script>window.PerformanceObserver=class{static supportedEntryTypes=[];observe(){}}</script>');
    const dom = new JSDOM(stalled, { url: 'http://localhost/', runScripts: 'dangerously', pretendToBeVisual: true });
    const started = new Promise<number>((resolve) => {
      const begin = Date.now();
      const observer = new dom.window.MutationObserver(() => {
        if (!dom.window.document.querySelector('script[type="module"]')) return;
        observer.disconnect();
        resolve(Date.now() - begin);
      });
      observer.observe(dom.window.document.body, { childList: true });
    });
    expect(await started).toBeGreaterThanOrEqual(maxStartWaitMs - 100);
    dom.window.close();
  }, maxStartWaitMs + 5000);

  it('starts right after the first paint, without the load, on a page marked as unlocking', async () => {
    const marked = deferHydration(page(` ${unlockingAttribute}=""`)).replace(
      '<head>',
      '<head><script>window.PerformanceObserver=class{static supportedEntryTypes=["paint"];observe(){}}</script>',
    );
    // The stub never reports a paint: only the unlocking start, or the fallback after maxStartWaitMs, can run it.
    const { dom, modules } = open(marked);
    const begin = Date.now();
    while (modules().length === 0 && Date.now() - begin < maxStartWaitMs) await tick(10);
    expect(Date.now() - begin).toBeLessThan(maxStartWaitMs / 2);
    expect(modules()).toEqual([boot]);
    dom.window.close();
  });

  it('keeps everything else of the page', () => {
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(deferred).toContain('<main>Text</main>');
    expect(deferred).toContain('<meta charSet="utf-8"/>');
  });

  it('leaves a page that does not hydrate as it is', () => {
    const page = '<html><head><script src="/assets/page-script.js" async></script></head><body><main>Text</main></body></html>';
    expect(deferHydration(page)).toBe(page);
  });

  it('stops the build when the boot script is not where React Router puts it', () => {
    expect(() => deferHydration('<html><body><script type="module">console.log(1)</script></body></html>')).toThrow(/React Router upgrade/);
  });
});
