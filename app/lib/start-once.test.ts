// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { startOnce } from './start-once.ts';

it('starts each control once per element, and each control on its own', () => {
  const [a, b] = [document.createElement('div'), document.createElement('div')];
  expect([startOnce(a, 'frames'), startOnce(a, 'frames'), startOnce(a, 'lightbox'), startOnce(b, 'frames')]).toEqual([
    true,
    false,
    true,
    true,
  ]);
});
