import { describe, expect, it } from 'vitest';
import { nextTheme, parseTheme } from './theme.ts';

describe('theme', () => {
  it('defaults to light when nothing is stored', () => {
    expect(parseTheme(null)).toBe('light');
    expect(parseTheme(undefined)).toBe('light');
  });

  it('keeps a stored light or dark theme', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
  });

  it('falls back to light for anything else', () => {
    for (const garbage of ['', 'DARK', 'blue', '{"theme":"dark"}', ' dark']) expect(parseTheme(garbage)).toBe('light');
  });

  it('alternates on each toggle', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme(nextTheme('light'))).toBe('light');
  });
});
