import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { fontFile, unicodeRange, weightRange } from './fonts.ts';
import { charactersOutsideFont, latinRanges } from '../../app/styles/font-ranges.ts';
import { testPortfolio } from '../testing/copy-site.ts';

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => path.join(dir, file));
}

describe('the subset Inter font', () => {
  it('declares in fonts.css exactly the ranges it was cut to', () => {
    const css = readFileSync('app/styles/fonts.css', 'utf8');
    const declared = css.match(/unicode-range:([^;]+);/)?.[1]?.replace(/\s+/g, ' ').trim();
    expect(declared).toBe(unicodeRange());
  });

  it('declares in fonts.css exactly the weights it was cut to, and has them', () => {
    const css = readFileSync('app/styles/fonts.css', 'utf8');
    expect(css.match(/font-family: 'Inter Variable';[^}]*font-weight:\s*([^;]+);/)?.[1]).toBe(`${weightRange.min} ${weightRange.max}`);
    // fontkit's types leave out the variation axes it reads.
    const font = fontkit.create(readFileSync(fontFile)) as unknown as { variationAxes: Record<string, { min: number; max: number } | undefined> };
    const axis = font.variationAxes.wght;
    expect(axis && [axis.min, axis.max]).toEqual([weightRange.min, weightRange.max]);
  });

  it('has every weight the styles set: none is drawn from a clamped axis', () => {
    const named: Record<string, number> = { normal: 400, bold: 700, bolder: 700 };
    const outside = filesUnder('app', /\.css$/).flatMap((file) =>
      [...readFileSync(file, 'utf8').replace(/@font-face\s*{[^}]*}/g, '').matchAll(/font-weight:\s*([a-z]+|\d+)/g)]
        .map(([, value = '']) => ({ value, weight: named[value] ?? Number(value) }))
        .filter(({ weight }) => !(weight >= weightRange.min && weight <= weightRange.max))
        .map(({ value }) => `${file} sets font-weight ${value}, outside the font's ${weightRange.min}-${weightRange.max}: widen weightRange in tools/content/fonts.ts and run npm run fonts`),
    );
    expect(outside).toEqual([]);
  });

  it('has a glyph for every character of those ranges', () => {
    const font = fontkit.create(readFileSync(fontFile)) as fontkit.Font;
    const missing = latinRanges
      .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
      // Spaces, joiners and the soft hyphen are invisible: nothing to draw.
      .filter((code) => code !== 0xad && !(code >= 0x2000 && code <= 0x206f) && !font.hasGlyphForCodePoint(code));
    expect(missing.map((code) => `U+${code.toString(16).toUpperCase()}`)).toEqual([]);
  });

  // The owner's content may need others: the content check warns about each (app/features/content/validation/font-characters.ts).
  it('covers every character the interface and the test portfolio show', () => {
    // The interface's own words in the components, and the sample's texts (Markdown and YAML).
    const files = [...filesUnder(testPortfolio, /\.(md|ya?ml)$/), ...filesUnder('app', /\.tsx?$/)].filter((file) => !/\.test\.tsx?$/.test(file));
    // Comments in code are for developers; only what can reach the page counts.
    const withoutComments = (file: string, source: string) =>
      /\.tsx?$/.test(file) ? source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '') : source;
    expect(files.filter((file) => file.endsWith('.md')).length).toBeGreaterThan(0);
    expect(files.filter((file) => file.endsWith('.tsx')).length).toBeGreaterThan(0);
    const uncovered = files.flatMap((file) =>
      charactersOutsideFont(withoutComments(file, readFileSync(file, 'utf8'))).map(
        (char) =>
          `${file} uses "${char}" (U+${char.codePointAt(0)?.toString(16).toUpperCase()}), which the font lacks: add it to latinRanges in app/styles/font-ranges.ts and run npm run fonts`,
      ),
    );
    expect(uncovered).toEqual([]);
  });
});
