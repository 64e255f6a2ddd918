import { describe, expect, it } from 'vitest';
import { countryName } from './country.ts';

describe('countryName', () => {
  it('writes a two-letter country code out in English', () => {
    expect(countryName('ES')).toBe('Spain');
    expect(countryName('GB')).toBe('United Kingdom');
  });

  it('writes it in the page’s language', () => {
    expect(countryName('ES', 'es')).toBe('España');
    expect(countryName('GB', 'es')).toBe('Reino Unido');
    expect(countryName('QQ', 'es')).toBeUndefined();
  });

  it('knows nothing of names, lower case or unassigned codes', () => {
    for (const code of ['Spain', 'es', 'E', 'QQ', '']) expect(countryName(code), code).toBeUndefined();
  });
});
