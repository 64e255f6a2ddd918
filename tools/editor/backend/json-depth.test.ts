import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.ts';

const bytes = (text: string) => Buffer.from(text);

describe('how deep a request body nests', () => {
  it('lets an editor call through', () => {
    const call = { action: 'persistEntry', params: { dataFiles: [{ path: 'content/a.md', raw: '[[[[ {{{{' }], assets: [] } };
    expect(nestsDeeperThan(bytes(JSON.stringify(call)), 4)).toBe(false);
  });

  it('finds 400 KB of nested arrays, and nesting exactly over the limit', () => {
    expect(nestsDeeperThan(bytes('['.repeat(400_000)), 64)).toBe(true);
    expect(nestsDeeperThan(bytes(`${'{"a":'.repeat(65)}1${'}'.repeat(65)}`), 64)).toBe(true);
    expect(nestsDeeperThan(bytes(`${'['.repeat(64)}${']'.repeat(64)}`), 64)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(bytes(JSON.stringify({ raw: `\\"${'['.repeat(100)}` })), 2)).toBe(false);
  });
});
