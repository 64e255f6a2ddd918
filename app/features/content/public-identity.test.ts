import { describe, expect, it } from 'vitest';
import { neutralAccent } from '../../lib/accent.ts';
import { hasPublicAccent, publicAccentOf, publicIdentity, slugAtAddress } from './public-identity.ts';

const teaser = {
  outcome: 'One design system for four storefronts',
  role: 'Lead product designer',
  year: '2024',
  industry: 'Fashion retail',
};
const mango = { name: 'Mango', subtitle: 'A design system for fashion', access: 'private' as const, teaser };
const hidden = { ...mango, codename: { name: 'Lighthouse' } };

describe('a project as the public knows it', () => {
  it('is its own name and address, unless it is private with a codename', () => {
    expect(publicIdentity('mango', hidden)).toEqual({ address: 'lighthouse', name: 'Lighthouse', subtitle: teaser.outcome });
    expect(publicIdentity('mango', { ...hidden, access: 'public' })).toEqual({ address: 'mango', name: 'Mango', subtitle: mango.subtitle });
  });

  it('is described by its teaser when private: its own subtitle never shows', () => {
    expect(publicIdentity('mango', mango)).toEqual({ address: 'mango', name: 'Mango', subtitle: teaser.outcome });
    expect(publicIdentity('mango', { ...mango, teaser: undefined }).subtitle).toBe('');
  });

  it('is found again from its public address', () => {
    const studies = { mango: hidden, huru: { name: 'Huru', subtitle: 'x', access: 'public' as const, teaser: undefined } };
    expect(slugAtAddress('lighthouse', studies)).toBe('mango');
    expect(slugAtAddress('huru', studies)).toBe('huru');
    expect(slugAtAddress('mango', studies)).toBeUndefined();
  });

  it('shows its own accent, unless it is private with a codename and its content does not opt in', () => {
    const accent = { light: '#B4471F', dark: '#F2A07A' };
    expect(publicAccentOf({ ...mango, accent })).toEqual(accent);
    expect(publicAccentOf({ ...mango, access: 'public', accent })).toEqual(accent);
    expect(publicAccentOf({ ...hidden, access: 'public', accent })).toEqual(accent);
    expect(publicAccentOf({ ...hidden, accent })).toEqual(neutralAccent);
    expect(publicAccentOf({ ...hidden, accent, publicAccent: false })).toEqual(neutralAccent);
    expect(publicAccentOf({ ...hidden, accent, publicAccent: true })).toEqual(accent);
    expect(hasPublicAccent(hidden)).toBe(false);
    expect(hasPublicAccent({ ...hidden, publicAccent: true })).toBe(true);
    expect(hasPublicAccent(mango)).toBe(true);
    // The neutral accent names no colour of its own: it follows the theme's tokens.
    expect(JSON.stringify(neutralAccent)).not.toMatch(/#[0-9a-f]{3,8}/i);
  });
});
