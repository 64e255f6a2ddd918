import { describe, expect, it } from 'vitest';
import { parseHighlights, plainText, splitLines } from './rich-text.ts';

describe('rich text', () => {
  it('splits on newlines and <br> markup', () => {
    expect(splitLines('one\ntwo<br>three<br />four<BR/>five')).toEqual(['one', 'two', 'three', 'four', 'five']);
  });

  it('keeps every other tag as text', () => {
    expect(splitLines('<img src=x onerror=alert(1)>')).toEqual(['<img src=x onerror=alert(1)>']);
  });

  it('numbers highlighted words in order', () => {
    expect(parseHighlights('I build *design systems* teams *love*.')).toEqual([
      { text: 'I build ', highlight: null },
      { text: 'design systems', highlight: 0 },
      { text: ' teams ', highlight: null },
      { text: 'love', highlight: 1 },
      { text: '.', highlight: null },
    ]);
  });

  it('keeps an unmatched asterisk and strips markers for plain text', () => {
    expect(plainText('5* hotels, *long* stays')).toBe('5* hotels, long stays');
  });
});
