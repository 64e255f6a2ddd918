// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { wordOf, wordsAttributes } from './script-words.ts';

it('carries words on an element as React renders them, for a script to read back', () => {
  const attributes = wordsAttributes({ play: 'Reproducir', 'other-project': 'Otro proyecto' });
  const element = document.createElement('button');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  expect(wordOf(element, 'play')).toBe('Reproducir');
  expect(wordOf(element, 'other-project')).toBe('Otro proyecto');
  expect(wordOf(element, 'pause')).toBe('');
});
