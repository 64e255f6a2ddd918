import { describe, expect, it } from 'vitest';
import type { BuiltToken } from './built-tokens.ts';
import { byStep, inLanguage, pixels } from './token-view.ts';

describe('token values as the page shows them', () => {
  it('gives rem in pixels, and a fluid size as its range', () => {
    expect(pixels('0.5rem')).toBe('8 px');
    expect(pixels('clamp(1.5rem, 1.2rem + 1vw, 2rem)')).toBe('24–32 px');
    expect(pixels('16px')).toBeUndefined();
    expect(pixels('0.08em')).toBeUndefined();
  });

  it('orders spacing steps by size, fractions included', () => {
    const rows = ['space-2', 'space-1-5', 'space-0-25', 'space-1', 'space-8', 'space-0-75'].map((name) => ({ name, value: '' }));
    expect(byStep(rows).map((row) => row.name)).toEqual(['space-0-25', 'space-0-75', 'space-1', 'space-1-5', 'space-2', 'space-8']);
  });
});

describe('descriptions in the page’s language', () => {
  const token = (name: string, description?: string): BuiltToken => ({
    name,
    path: name.split('-'),
    type: 'dimension',
    value: '1rem',
    file: 'space.tokens.json',
    ...(description ? { description } : {}),
  });
  const built = {
    themes: { light: [token('gutter', 'Page margin.'), token('space-1')], dark: [token('gutter')] },
    groups: { space: 'Spacing on an 8 px grid.' },
  };

  it('gives each token and group its translation, by token name and group path', () => {
    const { themes, groups } = inLanguage(built, { gutter: 'Margen de página.', space: 'Espaciado sobre una retícula de 8 px.' });
    expect(themes.light.map((row) => row.description)).toEqual(['Margen de página.', undefined]);
    expect(themes.dark.map((row) => row.description)).toEqual([undefined]);
    expect(groups).toEqual({ space: 'Espaciado sobre una retícula de 8 px.' });
  });

  it('keeps the token files’ English when given none, as on an English page', () => {
    expect(inLanguage(built, {})).toEqual(built);
  });

  it('reads only the descriptions’ own names', () => {
    const { groups } = inLanguage({ themes: { light: [], dark: [] }, groups: { constructor: 'The builders.' } }, {});
    expect(groups.constructor).toBe('The builders.');
  });
});
