import { describe, expect, it } from 'vitest';
import { hydrates, pageHandle } from './page-handle';

describe('which pages hydrate', () => {
  it('a page hydrates when one of its routes asks for it, and only then', () => {
    expect(hydrates([{ handle: undefined }, { handle: pageHandle('gate') }])).toBe(true);
    expect(hydrates([{ handle: undefined }, { handle: pageHandle('home') }])).toBe(false);
    expect(hydrates([{ handle: { other: true } }, { handle: { hydrate: 'yes' } }])).toBe(false);
  });
});
