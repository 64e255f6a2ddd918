import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileScript } from '../build/inline-script.ts';
import { duplicatedBytes, sharedBytesIn, sharedModules, type BuiltScript } from './script-sharing.ts';

const scripts: BuiltScript[] = [
  { name: 'head', code: '', modules: { 'app/lib/storage.ts': 500, 'app/start/head.ts': 100, 'node_modules/x/index.js': 40 } },
  {
    name: 'page',
    code: '',
    modules: { 'app/lib/control-contract.ts': 150, 'app/start/page-script.ts': 300, 'node_modules/x/index.js': 40 },
  },
  {
    name: 'gate',
    code: '',
    modules: { 'app/lib/storage.ts': 550, 'app/lib/control-contract.ts': 160, 'app/features/gate/gate-script.ts': 900 },
  },
];

describe('script sharing', () => {
  it('names the site’s modules two scripts or more carry, with their bytes in each, and leaves packages out', () => {
    expect(sharedModules(scripts)).toEqual([
      { module: 'app/lib/control-contract.ts', bytes: { page: 150, gate: 160 } },
      { module: 'app/lib/storage.ts', bytes: { head: 500, gate: 550 } },
    ]);
  });

  it('counts a script’s bytes in shared modules, and every copy of a module but its largest as shipped more than once', () => {
    const shared = sharedModules(scripts);
    expect(sharedBytesIn('gate', shared)).toBe(710);
    expect(sharedBytesIn('head', shared)).toBe(500);
    expect(duplicatedBytes(shared)).toBe(500 + 150);
  });

  it('reads each module’s bytes from the script as the build compiles it', () => {
    const { code, modules } = compileScript(path.join(process.cwd(), 'app/start/head.ts'));
    expect(Object.keys(modules)).toContain('app/lib/storage.ts');
    const total = Object.values(modules).reduce((sum, bytes) => sum + bytes, 0);
    // The modules' bytes make up the script, but for the wrapper esbuild puts around them.
    expect(total).toBeLessThanOrEqual(code.length);
    expect(total).toBeGreaterThan(code.length * 0.9);
  });
});
