/**
 * Characters that have no place in a file name or a commit message: C0 and C1
 * controls (line breaks and tabs among them), DEL, the line and paragraph
 * separators, and the marks that reorder text (bidirectional controls). A
 * line break in a name would let a file's name write lines of its own into a
 * commit message, such as a forged `Signed-off-by:` trailer.
 */
const controlRanges: readonly (readonly [number, number])[] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x061c, 0x061c],
  [0x200e, 0x200f],
  [0x2028, 0x202e],
  [0x2066, 0x2069],
];

const isControl = (character: string) => {
  const code = character.codePointAt(0)!;
  return controlRanges.some(([first, last]) => code >= first && code <= last);
};

/** Whether a text holds any of those characters. */
export const hasControlCharacters = (text: string) => [...text].some(isControl);

/** The text on one line without those characters: each run of them becomes one space. */
export const withoutControlCharacters = (text: string) =>
  [...text]
    .map((character) => (isControl(character) ? ' ' : character))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
