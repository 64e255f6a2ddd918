import { expect, it } from 'vitest';
import { rememberReturn, takeReturn } from './return-to.ts';

const known = ['mango', 'lighthouse'];

it('returns to the private project the visitor came for, once, else to the first one', () => {
  expect(takeReturn('mango', known)).toBe('mango');
  rememberReturn('lighthouse');
  expect(takeReturn('mango', known)).toBe('lighthouse');
  expect(takeReturn('mango', known)).toBe('mango');
});

it('never returns to an address that is not a private project', () => {
  for (const address of ['../admin', 'undefined', 'about', '']) {
    rememberReturn(address);
    expect(takeReturn('mango', known)).toBe('mango');
  }
});
