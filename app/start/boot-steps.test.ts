import { describe, expect, it } from 'vitest';
import { stepModules } from './boot-steps';

const boot = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/case-study-3.js";

  window.__reactRouterRouteModules = {"root":route0,"case-study-huru":route1};

import("/assets/entry.client-4.js");`;

describe('stepModules', () => {
  it('evaluates every preload ahead of the boot script but its manifest and its client entry, in order', () => {
    const preloads = [
      '/assets/manifest-1.js',
      '/assets/entry.client-4.js',
      '/assets/runtime-5.js',
      '/assets/framework-6.js',
      '/assets/root-2.js',
      '/assets/case-study-3.js',
    ];
    expect(stepModules(boot, preloads)).toEqual([
      '/assets/runtime-5.js',
      '/assets/framework-6.js',
      '/assets/root-2.js',
      '/assets/case-study-3.js',
    ]);
  });

  it('leaves nothing to evaluate ahead when there are no preloads', () => {
    expect(stepModules(boot, [])).toEqual([]);
  });
});
