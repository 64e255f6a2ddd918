import { describe, expect, it } from 'vitest';
import { candidateFor, parseSrcSet } from './srcset.ts';

const srcSet = '/a-480.webp 480w, /a-800.webp 800w, /a-1200.webp 1200w';

describe('parseSrcSet', () => {
  it('reads each URL with its width', () => {
    expect(parseSrcSet(srcSet)).toEqual([
      { url: '/a-480.webp', width: 480 },
      { url: '/a-800.webp', width: 800 },
      { url: '/a-1200.webp', width: 1200 },
    ]);
  });

  it('skips entries without a width descriptor', () => {
    expect(parseSrcSet('/x.webp 2x, /y.webp, /z.webp 640w')).toEqual([{ url: '/z.webp', width: 640 }]);
  });
});

describe('candidateFor', () => {
  it('takes the smallest candidate that is wide enough', () => {
    expect(candidateFor(srcSet, 700)).toBe('/a-800.webp');
    expect(candidateFor(srcSet, 800)).toBe('/a-800.webp');
  });

  it('takes the widest when none is wide enough, whatever the order', () => {
    expect(candidateFor('/b.webp 1200w, /a.webp 480w', 2000)).toBe('/b.webp');
  });

  it('has nothing to offer for an empty srcset', () => {
    expect(candidateFor('', 800)).toBeUndefined();
  });
});
