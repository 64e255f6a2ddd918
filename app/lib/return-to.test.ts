import { expect, it } from 'vitest';
import { rememberReturn, takeReturn } from './return-to';

it('returns to the project the visitor came for, once, else to the first private one', () => {
  expect(takeReturn('mango')).toBe('mango');
  rememberReturn('lighthouse');
  expect(takeReturn('mango')).toBe('lighthouse');
  expect(takeReturn('mango')).toBe('mango');
  rememberReturn('../admin');
  expect(takeReturn('mango')).toBe('mango');
});
