import { describe, expect, it } from 'vitest';
import { literal } from './literal.ts';

describe('a text matched literally', () => {
  it.each(['Download CV (PDF)', 'a.b*c+d?', '[x]{1}^$|\\'])('%s matches itself, and only itself', (text) => {
    expect(new RegExp(`^${literal(text)}$`).test(text)).toBe(true);
    expect(new RegExp(`^${literal(text)}$`).test(`${text}!`)).toBe(false);
  });
});
