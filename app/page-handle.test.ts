import { describe, expect, it } from 'vitest';
import { hydratingPage, hydrates } from './page-handle';

describe('which pages hydrate', () => {
  it('a page hydrates when one of its routes asks for it, and only then', () => {
    expect(hydrates([{ handle: undefined }, { handle: hydratingPage }])).toBe(true);
    expect(hydrates([{ handle: undefined }, { handle: { other: true } }])).toBe(false);
    expect(hydrates([{ handle: { hydrate: 'yes' } }])).toBe(false);
  });
});
