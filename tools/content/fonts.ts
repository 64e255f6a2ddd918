// Writes app/styles/fonts/inter-latin-wght.woff2: Inter (variable weight, from
// @fontsource-variable/inter) cut to the characters in `latinRanges`
// (app/styles/font-ranges.ts, which the content check reads too) and to the
// weights in `weightRange`, with every OpenType feature kept. It is 28 KB against
// the package's 47 KB latin file: small enough to be preloaded from the head
// without holding back the stylesheet or the cover (docs/decisions/026).
//
//   npm run fonts      after upgrading @fontsource-variable/inter or changing the ranges
//
// fonts.css declares the same ranges as its unicode-range; a unit test checks
// that they agree and that every character the interface shows is covered, and
// the content check warns about a character of the content the font lacks.
import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
// @ts-expect-error subset-font ships no type declarations
import subsetFont from 'subset-font';
import { latinRanges } from '../../app/styles/font-ranges.ts';

const source = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
export const fontFile = 'app/styles/fonts/inter-latin-wght.woff2';

/**
 * The weights the site sets, from body text (400) to bold (700, what `<strong>`
 * and `bolder` give): the weight axis is cut to them, which takes a quarter off
 * the file. fonts.css declares the same range; a unit test checks that every
 * weight the styles and tokens use lies within it.
 */
export const weightRange = { min: 400, max: 700 } as const;

/** The ranges as a CSS unicode-range value. */
export function unicodeRange(ranges: ReadonlyArray<readonly [number, number]> = latinRanges): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const text = latinRanges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
  const original = await readFile(source);
  const subset: Buffer = await subsetFont(original, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { ...weightRange, default: weightRange.min } },
  });
  await writeFile(fontFile, subset);
  console.log(`${fontFile}: ${(subset.length / 1024).toFixed(1)} KB (from ${(original.length / 1024).toFixed(1)} KB)`);
  console.log(`unicode-range for fonts.css: ${unicodeRange()}`);
  console.log(`font-weight for fonts.css: ${weightRange.min} ${weightRange.max}`);
}
