import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import woff2 from 'wawoff2';

/**
 * Text for the link-preview images, drawn as SVG paths from the Inter font
 * the site ships (node_modules/@fontsource-variable/inter). Nothing depends
 * on the fonts installed on the machine that builds, so every build draws
 * the same pixels: on a laptop, in CI, on a host's build image.
 */

export type Weight = { wght: number; opsz: number };
export const weights = {
  /** Display cut for large type. */
  display: { wght: 620, opsz: 32 },
  medium: { wght: 540, opsz: 20 },
  text: { wght: 420, opsz: 14 },
} satisfies Record<string, Weight>;

// Latin first; latin-ext covers names such as Łukasz or Dvořák.
const subsets = ['latin', 'latin-ext'];
const require = createRequire(import.meta.url);

let families: Promise<Font[]> | null = null;

function loadFamilies(): Promise<Font[]> {
  families ??= Promise.all(
    subsets.map(async (subset) => {
      const file = require.resolve(`@fontsource-variable/inter/files/inter-${subset}-opsz-normal.woff2`);
      // fontkit applies variations reliably to TrueType, so the WOFF2 is unpacked first.
      const ttf = await woff2.decompress(await readFile(file));
      return create(Buffer.from(ttf));
    }),
  );
  return families;
}

export type TextStyle = { size: number; weight: Weight; tracking?: number };

/** Measures and draws text in one Inter instance. */
export type Typesetter = {
  width(text: string, style: TextStyle): number;
  /** SVG path data for `text` with its baseline starting at (x, y). */
  path(text: string, style: TextStyle, x: number, y: number): string;
};

export async function typesetter(): Promise<Typesetter> {
  const fonts = await loadFamilies();
  const instances = new Map<string, Font>();

  function fontFor(text: string, weight: Weight): Font {
    const codePoints = [...text].map((char) => char.codePointAt(0) ?? 0).filter((code) => code > 0x20);
    const family =
      fonts.find((font) => codePoints.every((code) => font.hasGlyphForCodePoint(code))) ?? (fonts[0] as Font);
    const key = `${fonts.indexOf(family)}:${weight.wght}:${weight.opsz}`;
    let instance = instances.get(key);
    if (!instance) {
      instance = family.getVariation(weight);
      instances.set(key, instance);
    }
    return instance;
  }

  function run(text: string, style: TextStyle) {
    const font = fontFor(text, style.weight);
    const scale = style.size / font.unitsPerEm;
    const tracking = (style.tracking ?? 0) * style.size;
    const { glyphs, positions } = font.layout(text);
    return { font, scale, tracking, glyphs, positions };
  }

  return {
    width(text, style) {
      const { scale, tracking, positions } = run(text, style);
      const advance = positions.reduce((sum, position) => sum + position.xAdvance * scale + tracking, 0);
      return positions.length ? advance - tracking : 0;
    },
    path(text, style, x, y) {
      const { scale, tracking, glyphs, positions } = run(text, style);
      let pen = x;
      let d = '';
      glyphs.forEach((glyph, index) => {
        const position = positions[index];
        if (!position) return;
        d += glyph.path
          .scale(scale, -scale)
          .translate(pen + position.xOffset * scale, y - position.yOffset * scale)
          .toSVG();
        pen += position.xAdvance * scale + tracking;
      });
      return d;
    },
  };
}

/** Text as the reader sees its characters: an accented letter or an emoji is never split. */
const graphemes = (text: string) => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);

/**
 * A word wider than the line, in pieces that each fit (the last may be
 * shorter), as CSS `overflow-wrap: break-word` breaks it.
 */
function breakWord(measure: (text: string) => number, word: string, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of graphemes(word)) {
    if (piece && measure(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/**
 * Breaks `text` into lines no wider than `maxWidth`, at most `maxLines`; a
 * word wider than a line breaks where the line ends, and a text that does
 * not fit ends its last line with an ellipsis.
 */
export function wrapText(
  measure: (text: string) => number,
  text: string,
  maxWidth: number,
  maxLines: number,
): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let index = 0;
  // Each piece of a broken word but its last fills a line: no two of them share one.
  const pieces = words.flatMap((word) => (measure(word) <= maxWidth ? [word] : breakWord(measure, word, maxWidth)));
  for (; index < pieces.length; index++) {
    const piece = pieces[index] as string;
    const candidate = line ? `${line} ${piece}` : piece;
    if (!line || measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = piece;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line) {
    lines.push(line);
    index = pieces.length;
  }
  if (index < pieces.length) {
    let last = lines.pop() ?? '';
    while (last.includes(' ') && measure(`${last}…`) > maxWidth) last = last.slice(0, last.lastIndexOf(' '));
    last = last.replace(/[\s,;:.–—-]+$/, '');
    // One long piece: shortened letter by letter until the ellipsis fits too.
    while (last && measure(`${last}…`) > maxWidth) last = graphemes(last).slice(0, -1).join('').replace(/[\s,;:.–—-]+$/, '');
    lines.push(`${last}…`);
  }
  return lines;
}
