import { describe, expect, it } from 'vitest';
import { joinLines } from './join-lines.ts';

describe('joinLines', () => {
  it('turns each line break, with the spaces and tabs around it, into one space', () => {
    expect(joinLines('one\ntwo')).toBe('one two');
    expect(joinLines('one  \t\n\t  two\n three')).toBe('one two three');
  });

  it('keeps the spaces inside a line, and the text without line breaks, as written', () => {
    expect(joinLines('one   two')).toBe('one   two');
    expect(joinLines('  edge  ')).toBe('  edge  ');
    expect(joinLines(' lead\ntrail ')).toBe(' lead trail ');
  });

  it('reads a long run of spaces without a line break to its end', () => {
    const run = `a${' '.repeat(200_000)}b`;
    expect(joinLines(`${run}\n${run}`)).toBe(`${run} ${run}`);
  });
});
