import { describe, expect, it } from 'vitest';
import { characterName, hasHiddenCharacters, hiddenCharacters, hiddenCharactersMessage, withoutHiddenCharacters } from './hidden-characters.ts';

const names = (text: string, options?: { multiLine?: boolean; limit?: number }) => hiddenCharacters(text, options).found.map(({ name }) => name);

describe('hidden characters', () => {
  it('finds the direction controls, by their Unicode names', () => {
    const bidi = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c];
    const found = bidi.flatMap((code) => names(`a${String.fromCodePoint(code)}b`));
    expect(found).toEqual([
      'LEFT-TO-RIGHT EMBEDDING (U+202A)',
      'RIGHT-TO-LEFT EMBEDDING (U+202B)',
      'POP DIRECTIONAL FORMATTING (U+202C)',
      'LEFT-TO-RIGHT OVERRIDE (U+202D)',
      'RIGHT-TO-LEFT OVERRIDE (U+202E)',
      'LEFT-TO-RIGHT ISOLATE (U+2066)',
      'RIGHT-TO-LEFT ISOLATE (U+2067)',
      'FIRST STRONG ISOLATE (U+2068)',
      'POP DIRECTIONAL ISOLATE (U+2069)',
      'LEFT-TO-RIGHT MARK (U+200E)',
      'RIGHT-TO-LEFT MARK (U+200F)',
      'ARABIC LETTER MARK (U+061C)',
    ]);
  });

  it('finds every C0 control, DEL and every C1 control; a line break and a tab only in a one-line text', () => {
    const controls = [...Array.from({ length: 0x20 }, (_, i) => i), 0x7f, ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i)];
    for (const code of controls) {
      const text = `a${String.fromCharCode(code)}b`;
      expect(hiddenCharacters(text).count, characterName(code)).toBe(1);
      expect(hiddenCharacters(text, { multiLine: true }).count, characterName(code)).toBe(code === 0x0a || code === 0x09 ? 0 : 1);
    }
    expect(names('\u0000\u0007\u001b\u007f\u0085\u0090', { limit: 6 })).toEqual([
      'NULL (U+0000)',
      'BELL (U+0007)',
      'ESCAPE (U+001B)',
      'DELETE (U+007F)',
      'NEXT LINE (U+0085)',
      'CONTROL CHARACTER (U+0090)',
    ]);
    expect(names('a\tb\nc', { multiLine: true })).toEqual([]);
    expect(names('a\tb\r\nc', { multiLine: true })).toEqual(['CARRIAGE RETURN (U+000D)']);
  });

  it('finds the soft hyphen', () => {
    expect(names('de\u00ADsign')).toEqual(['SOFT HYPHEN (U+00AD)']);
  });

  it('finds every tag character, naming the letter it hides', () => {
    for (let code = 0xe0000; code <= 0xe007f; code++) expect(hiddenCharacters(`a${String.fromCodePoint(code)}`).count).toBe(1);
    expect(names('\u{E0001}\u{E0041}\u{E0061}\u{E0031}\u{E0020}\u{E007F}', { multiLine: true }).concat(names('\u{E0021}'))).toEqual([
      'LANGUAGE TAG (U+E0001)',
      'TAG LATIN CAPITAL LETTER A (U+E0041)',
      'TAG LATIN SMALL LETTER A (U+E0061)',
      'TAG DIGIT ONE (U+E0031)',
      'TAG SPACE (U+E0020)',
      'TAG CHARACTER (U+E0021)',
    ]);
    expect(hiddenCharacters('\u{E0001}\u{E0041}\u{E0061}\u{E0031}\u{E0020}\u{E007F}').count).toBe(6);
  });

  it('finds the zero-width characters and the byte-order mark', () => {
    expect(names('a\u200Bb\u200Cc\u200Dd\u2060e\uFEFF')).toEqual([
      'ZERO WIDTH SPACE (U+200B)',
      'ZERO WIDTH NON-JOINER (U+200C)',
      'ZERO WIDTH JOINER (U+200D)',
      'WORD JOINER (U+2060)',
      'ZERO WIDTH NO-BREAK SPACE (U+FEFF)',
    ]);
  });

  it('lets every other character through: accents, other scripts, emoji, typographic marks', () => {
    expect(hiddenCharacters('Café – “Déjà vu” · مرحبا · 設計 · Design 🎨 · ½ · ¿Sí?').count).toBe(0);
  });

  it('says where each is, counting characters as written (an emoji is one)', () => {
    expect(hiddenCharacters('🎨 a\u202Eb').found).toEqual([{ name: 'RIGHT-TO-LEFT OVERRIDE (U+202E)', at: 4 }]);
    expect(hiddenCharacters('\u202E🎨🎨\u202C').found.map(({ at }) => at)).toEqual([1, 4]);
  });

  it('lists the first five and counts the rest', () => {
    expect(hiddenCharactersMessage('a\u00AD'.repeat(8))).toBe(
      'has invisible characters, SOFT HYPHEN (U+00AD) at character 2, SOFT HYPHEN (U+00AD) at character 4, SOFT HYPHEN (U+00AD) at character 6, SOFT HYPHEN (U+00AD) at character 8, SOFT HYPHEN (U+00AD) at character 10 and 3 more, which can hide or reorder the text around them; delete them',
    );
    expect(hiddenCharactersMessage('clean')).toBeUndefined();
  });
});

describe('file names and commit messages the editor writes', () => {
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
    expect(hasHiddenCharacters(text)).toBe(true);
  });

  it('lets ordinary names through, accents and spaces included', () => {
    expect(hasHiddenCharacters('content/projects/huru/media/café 01.webp')).toBe(false);
  });

  it('puts a forged trailer on the subject line, where git reads no trailer', () => {
    const forged = 'Huru: added media/a\n\nSigned-off-by: Mallory <mallory@example.com>\n.png';
    expect(withoutHiddenCharacters(forged)).toBe('Huru: added media/a Signed-off-by: Mallory <mallory@example.com> .png');
  });

  it('leaves a clean message as it is', () => {
    expect(withoutHiddenCharacters('Site settings: email, headlines')).toBe('Site settings: email, headlines');
  });
});
