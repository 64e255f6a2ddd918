import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { highlightColours } from '../lib/rich-text.ts';

describe('rich-text.css', () => {
  it('gives each highlight colour its rule, in its own token, and none to a number the words never take', async () => {
    const css = await readFile(new URL('./rich-text.css', import.meta.url), 'utf8');
    const coloured = [...css.matchAll(/\.highlight--(\d+) \{\s*color: var\(--color-highlight-(\d+)\);/g)].map(([, rule, token]) => {
      expect(token).toBe(rule);
      return Number(rule);
    });
    expect(coloured).toEqual(Array.from({ length: highlightColours }, (_, i) => i));
  });
});
