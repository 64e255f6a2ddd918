import { describe, expect, it } from 'vitest';
import { heroHeadlineCount, nextHeroIndex, parseHeroIndex } from './hero-index.ts';

describe('hero index', () => {
  it('advances by one and wraps to the first after the fifth', () => {
    expect([0, 1, 2, 3, 4].map((i) => nextHeroIndex(i, 5))).toEqual([1, 2, 3, 4, 0]);
  });

  it('restores a stored integer in range', () => {
    expect(parseHeroIndex('3', 5)).toBe(3);
    expect(parseHeroIndex('0', 5)).toBe(0);
  });

  it('falls back to 0 for anything that is not an integer 0..4', () => {
    for (const raw of [null, '', '5', '-1', '1.5', 'two', '1e1', '99999999999999999999', 'NaN']) {
      expect(parseHeroIndex(raw, 5)).toBe(0);
    }
  });
});

describe('hero.css', () => {
  it('shows each headline for its index, one rule per headline and none for an index the script never sets', async () => {
    const { readFile } = await import('node:fs/promises');
    const css = await readFile(new URL('./hero.css', import.meta.url), 'utf8');
    const shown = [...css.matchAll(/:root\[data-hero='(\d+)'\] \.hero__variant\[data-variant='(\d+)'\]/g)].map(([, hero, variant]) => {
      expect(variant).toBe(hero);
      return Number(hero);
    });
    expect(shown).toEqual(Array.from({ length: heroHeadlineCount }, (_, i) => i));
  });
});
