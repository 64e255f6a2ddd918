import { describe, expect, it } from 'vitest';
import { caseInsensitive } from './case-insensitive.ts';

describe('caseInsensitive', () => {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

  it('matches what the case-insensitive rule matches, and nothing else', () => {
    const plain = new RegExp(caseInsensitive(hex.source));
    for (const value of ['#6B3FD4', '#6b3fd4', '#abc', '#ABC', '#AbC123']) expect([value, plain.test(value)]).toEqual([value, true]);
    for (const value of ['6B3FD4', '#6B3FD', '#GGGGGG', '#abcd', 'red']) expect([value, plain.test(value)]).toEqual([value, false]);
  });

  it('keeps escapes and gives letters outside a class both cases', () => {
    expect(caseInsensitive('\\.(svg|png)$')).toBe('\\.([sS][vV][gG]|[pP][nN][gG])$');
    expect(caseInsensitive('[a-c_x]\\d')).toBe('[a-c_xA-CX]\\d');
  });
});
