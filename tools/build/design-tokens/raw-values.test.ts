// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTokens } from './build-tokens.ts';
import { allowedRawValues, mediaLengths, rawValueLine, rawValues } from './raw-values.ts';
import { handWrittenStylesheets } from './stylesheets.ts';

const root = path.resolve(__dirname, '../../..');

const stylesheets = handWrittenStylesheets(root);

describe('no raw values in component styles', () => {
  it('finds none outside the token files', () => {
    expect(stylesheets.map(({ file }) => file)).toContain('app/styles/global.css');
    const found = stylesheets.flatMap(({ file, css }) => rawValues(css, file));
    expect(found.map(rawValueLine)).toEqual([]);
  });

  it('finds a raw colour, length and duration, and says where and what to do', () => {
    const css = `.card {\n  color: #c0ffee;\n  padding: 12px var(--space-1);\n  transition: opacity 250ms;\n  background: rgb(0 0 0 / 10%);\n  border-color: white;\n  margin: var(--space-2);\n}`;
    expect(rawValues(css, 'fixture.css').map(rawValueLine)).toEqual([
      'fixture.css:2 .card { color }: #c0ffee is a raw value; use a token from tokens/ (or add one).',
      'fixture.css:3 .card { padding }: 12px is a raw value; use a token from tokens/ (or add one).',
      'fixture.css:4 .card { transition }: 250ms is a raw value; use a token from tokens/ (or add one).',
      'fixture.css:5 .card { background }: rgb is a raw value; use a token from tokens/ (or add one).',
      'fixture.css:6 .card { border-color }: white is a raw value; use a token from tokens/ (or add one).',
    ]);
  });

  it('lets through only the allowed values, where they are allowed', () => {
    expect(rawValues('.visually-hidden { width: 1px; }', 'a.css')).toEqual([]);
    expect(rawValues('.card { width: 1px; }', 'a.css')).toHaveLength(1);
    expect(rawValues('.site-header__back { margin-left: -10px; }', 'a.css')).toEqual([]);
    expect(rawValues('.site-header__back { margin-right: -10px; }', 'a.css')).toHaveLength(1);
    // Unitless numbers, percentages, zero, keywords and angles are not lengths or colours.
    expect(rawValues('.a { line-height: 1.2; width: 100%; margin: 0; color: transparent; transform: rotate(45deg) scale(1.015); }', 'a.css')).toEqual([]);
    for (const allowance of allowedRawValues) expect(allowance.reason.length, allowance.value).toBeGreaterThan(20);
    // Print styles are measured for paper.
    expect(rawValues('@media print { @page { margin: 14mm; } .cv { font-size: 10pt; color: #000; } }', 'a.css')).toEqual([]);
    expect(rawValues('@media screen { .cv { font-size: 10pt; } }', 'a.css')).toHaveLength(1);
  });

  it('media queries use the breakpoint tokens’ values (custom properties cannot be read there)', async () => {
    const { themes } = await buildTokens(path.join(root, 'tokens'));
    const breakpoints = themes.light.filter((token) => token.path[0] === 'breakpoint').map((token) => token.value);
    const used = stylesheets.flatMap(({ css }) => mediaLengths(css));
    expect(used.length).toBeGreaterThan(0);
    for (const value of used) expect(breakpoints, value).toContain(value);
    expect(mediaLengths('@media (min-width: 50rem) { }')).toEqual(['50rem']);
  });
});
