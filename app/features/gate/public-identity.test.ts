import { describe, expect, it } from 'vitest';
import { publicIdentity, slugAtAddress } from './public-identity';

const mango = { name: 'Mango', subtitle: 'A design system for fashion', access: 'private' as const };
const hidden = { ...mango, codename: { name: 'Lighthouse', subtitle: 'A design system for a retailer' } };

describe('a project as the public knows it', () => {
  it('is its own name and address, unless it is private with a codename', () => {
    expect(publicIdentity('mango', mango)).toEqual({ address: 'mango', name: 'Mango', subtitle: mango.subtitle });
    expect(publicIdentity('mango', hidden)).toEqual({ address: 'lighthouse', name: 'Lighthouse', subtitle: hidden.codename.subtitle });
    expect(publicIdentity('mango', { ...hidden, access: 'public' }).name).toBe('Mango');
  });

  it('is found again from its public address', () => {
    const studies = { mango: hidden, huru: { name: 'Huru', subtitle: 'x', access: 'public' as const } };
    expect(slugAtAddress('lighthouse', studies)).toBe('mango');
    expect(slugAtAddress('huru', studies)).toBe('huru');
    expect(slugAtAddress('mango', studies)).toBeUndefined();
  });
});
