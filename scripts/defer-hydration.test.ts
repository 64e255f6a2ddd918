import { describe, expect, it } from 'vitest';
import { bootScriptId, deferHydration, startNowAttribute } from './defer-hydration.mjs';
import { unlockingAttribute } from '../app/lib/bootstrap-script';

const boot =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-3.js");';
const page =
  '<html><head><link rel="stylesheet" href="/assets/site.css"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-3.js"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/entry.client-3.js"/></head>' +
  `<body><main>Text</main><script type="module" async="">${boot}</script></body></html>`;

describe('deferHydration', () => {
  const deferred = deferHydration(page);

  it('leaves no script that runs the app while the page loads', () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).not.toContain('type="module"');
  });

  it("keeps React Router's boot script byte for byte, inert, to run later", () => {
    expect(deferred).toContain(`<script type="text/plain" id="${bootScriptId}">${boot}</script>`);
  });

  it('starts the app after the load event and the largest paint, with the same preloads, once each', () => {
    const starter = deferred.match(/<script>(.*)<\/script>/)?.[1] ?? '';
    expect(starter).toContain("addEventListener('load',onLoad)");
    expect(starter).toContain("'largest-contentful-paint'");
    expect(starter).toContain('if(loaded&&painted)start()');
    expect(starter).toContain('["/assets/manifest-1.js","/assets/entry.client-3.js","/assets/root-2.js"]');
    expect(starter).toContain(`getElementById('${bootScriptId}')`);
  });

  it('keeps everything else of the page', () => {
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(deferred).toContain('<main>Text</main>');
  });

  it('stops the build when the boot script is not where React Router puts it', () => {
    expect(() => deferHydration('<html><body><script type="module">import("/x.js")</script></body></html>')).toThrow(
      /React Router upgrade/,
    );
  });
});

describe('start at once', () => {
  it('listens to the attribute the gate sets for a visitor holding the password', () => {
    expect(startNowAttribute).toBe(unlockingAttribute);
  });
});
