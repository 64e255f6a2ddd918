// The characters the site's font has (app/styles/fonts/inter-latin-wght.woff2): what `npm run fonts`
// (tools/content/fonts.ts) cuts it to, what fonts.css declares as its unicode-range, and what the
// content check warns about when a text needs another character (app/features/content/validation/font-characters.ts).

/**
 * Basic Latin, Latin-1 (accented letters for Spanish, Catalan, French, German…),
 * general punctuation (dashes, quotes, ellipsis, bullet), €, ™, ↑ ↓ and the
 * math minus: the glyphs of the package's latin file. Its combining accents
 * are left out: they pull in hundreds of composed glyphs no text here uses.
 */
export const latinRanges: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
];

/** Whether the font draws the character with this code point. */
export const fontHas = (code: number) => latinRanges.some(([from, to]) => code >= from && code <= to);

/**
 * The characters of `text` the font lacks, once each, in the order they first appear. Line
 * breaks, tabs and the other control characters are not drawn, so they are never among them.
 */
export function charactersOutsideFont(text: string): string[] {
  return [...new Set(text)].filter((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code >= 0x20 && !(code >= 0x7f && code <= 0x9f) && !fontHas(code);
  });
}
