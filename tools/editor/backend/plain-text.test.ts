import { describe, expect, it } from 'vitest';
import { hasControlCharacters, withoutControlCharacters } from './plain-text.ts';

describe('file names and commit messages without control characters', () => {
  it.each([
    ['a line break', 'a\nb.png'],
    ['a carriage return', 'a\rb.png'],
    ['a tab', 'a\tb.png'],
    ['NUL', 'a\u0000b.png'],
    ['ESC', 'a\u001Bb.png'],
    ['DEL', 'a\u007Fb.png'],
    ['a C1 control', 'a\u0085b.png'],
    ['a right-to-left override', 'a\u202Egnp.exe'],
    ['a direction isolate', 'a\u2066b'],
    ['a line separator', 'a\u2028b'],
  ])('finds %s', (_, text) => {
    expect(hasControlCharacters(text)).toBe(true);
  });

  it('lets ordinary names through, accents and spaces included', () => {
    expect(hasControlCharacters('content/projects/huru/media/café 01.webp')).toBe(false);
  });

  it('puts a forged trailer on the subject line, where git reads no trailer', () => {
    const forged = 'Huru: added media/a\n\nSigned-off-by: Mallory <mallory@example.com>\n.png';
    expect(withoutControlCharacters(forged)).toBe('Huru: added media/a Signed-off-by: Mallory <mallory@example.com> .png');
  });

  it('leaves a clean message as it is', () => {
    expect(withoutControlCharacters('Site settings: email, headlines')).toBe('Site settings: email, headlines');
  });
});
