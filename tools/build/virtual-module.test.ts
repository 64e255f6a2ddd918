import type { ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { virtualModule, type LoadContext } from './virtual-module.ts';

describe('a virtual module', () => {
  const module = virtualModule('virtual:example', () => 'export const answer = 42;');
  const context = {} as LoadContext;

  it('resolves its own id, out of every other plugin’s way, and no other', () => {
    expect(module.hooks.resolveId('virtual:example')).toBe('\0virtual:example');
    expect(module.hooks.resolveId('virtual:other')).toBeUndefined();
    expect(module.hooks.resolveId('./virtual:example')).toBeUndefined();
  });

  it('loads its source under the resolved id only', async () => {
    expect(await module.hooks.load.call(context, '\0virtual:example')).toBe('export const answer = 42;');
    expect(module.hooks.load.call(context, 'virtual:example')).toBeUndefined();
    expect(module.hooks.load.call(context, '\0virtual:other')).toBeUndefined();
  });

  it('is marked stale in every environment of the dev server that has it, and nothing breaks without one', () => {
    const invalidated: string[] = [];
    const environment = (name: string, has: boolean) => ({
      moduleGraph: {
        getModuleById: (id: string) => (has ? { id, name } : undefined),
        invalidateModule: (found: { name: string }) => invalidated.push(found.name),
      },
    });
    const server = { environments: { client: environment('client', true), ssr: environment('ssr', true), other: environment('other', false) } };
    module.invalidate(server as unknown as ViteDevServer);
    expect(invalidated).toEqual(['client', 'ssr']);
    expect(() => module.invalidate(undefined)).not.toThrow();
  });
});
