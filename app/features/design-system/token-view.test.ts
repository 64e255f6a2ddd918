import { describe, expect, it } from 'vitest';
import { byStep, pixels } from './token-view';

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
