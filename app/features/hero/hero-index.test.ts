import { describe, expect, it } from 'vitest';
import { nextHeroIndex, parseHeroIndex } from './hero-index';

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
