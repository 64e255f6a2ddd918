import { describe, expect, it } from 'vitest';
import { countryName } from './country';

describe('countryName', () => {
  it('writes a two-letter country code out in English', () => {
    expect(countryName('ES')).toBe('Spain');
    expect(countryName('GB')).toBe('United Kingdom');
  });

  it('knows nothing of names, lower case or unassigned codes', () => {
    for (const code of ['Spain', 'es', 'E', 'QQ', '']) expect(countryName(code), code).toBeUndefined();
  });
});
