import { describe, expect, it } from 'vitest';
import { coverTransitionName } from './transition-name.ts';

describe('coverTransitionName', () => {
  it('names a cover by its project, the same from the card link and from the page', () => {
    expect(coverTransitionName('/huru')).toBe('cover-huru');
    expect(coverTransitionName('/huru/')).toBe('cover-huru');
  });

  it('differs between projects, so a page never holds one name twice', () => {
    expect(coverTransitionName('/huru')).not.toBe(coverTransitionName('/hypo'));
  });

  it('is always a valid CSS identifier', () => {
    expect(coverTransitionName('/hypo-bank.v2')).toBe('cover-hypo-bank-v2');
  });
});
