// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BuiltToken } from '../../../app/features/design-system/built-tokens.ts';
import { descriptionProblems, englishDescriptions, translatedDescriptions } from './token-descriptions.ts';

const token = (name: string, description?: string): BuiltToken => ({
  name,
  path: name.split('-'),
  type: 'dimension',
  value: '1rem',
  file: 'size.tokens.json',
  ...(description ? { description } : {}),
});

const english = englishDescriptions({
  groups: { space: 'Spacing on an 8 px grid.' },
  themes: { light: [token('space-1'), token('gutter', 'Page margin.'), token('color-bg', 'The page.')], dark: [token('color-bg')] },
});

describe('the descriptions of the tokens', () => {
  it('are known by group path and token name, only where the token files write one', () => {
    expect(english).toEqual({ space: 'Spacing on an 8 px grid.', gutter: 'Page margin.', 'color-bg': 'The page.' });
  });

  it('a complete translation has no problems', () => {
    const spanish = { space: 'Espaciado sobre una retícula de 8 px.', gutter: 'Margen de página.', 'color-bg': 'El fondo de la página.' };
    expect(descriptionProblems(english, spanish, 'descriptions.es.json')).toEqual([]);
  });

  it('names a token or group the translation leaves out', () => {
    expect(descriptionProblems(english, { space: 'Espaciado.', gutter: 'Margen de página.' }, 'descriptions.es.json')).toEqual([
      'descriptions.es.json: "color-bg" has no description; add it, translating "The page.".',
    ]);
  });

  it('names a description for a token that does not exist, or has no English description', () => {
    const spanish = { space: 'Espaciado.', gutter: 'Margen.', 'color-bg': 'El fondo.', 'color-bgg': 'El fondo.', 'space-1': 'Un paso.' };
    expect(descriptionProblems(english, spanish, 'descriptions.es.json')).toEqual([
      'descriptions.es.json: "color-bgg" is not a token or group with a $description in the token files; correct its name, or remove it.',
      'descriptions.es.json: "space-1" is not a token or group with a $description in the token files; correct its name, or remove it.',
    ]);
  });

  it('names a description that is empty, not a text, or still the English', () => {
    const spanish = { space: ' ', gutter: 3, 'color-bg': 'The page.' };
    expect(descriptionProblems(english, spanish, 'descriptions.es.json')).toEqual([
      'descriptions.es.json: "space" must be a text, translating "Spacing on an 8 px grid.".',
      'descriptions.es.json: "gutter" must be a text, translating "Page margin.".',
      'descriptions.es.json: "color-bg" is still the English; translate it.',
    ]);
  });

  describe('read from the tokens folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'token-descriptions-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'descriptions.es.json');

    it('gives each language its descriptions', () => {
      const spanish = { space: 'Espaciado.', gutter: 'Margen de página.', 'color-bg': 'El fondo de la página.' };
      writeFileSync(file, JSON.stringify(spanish));
      expect(translatedDescriptions(dir, english)).toEqual({ es: spanish });
    });

    it('throws with every problem, each on its line', () => {
      writeFileSync(file, JSON.stringify({ space: 'Espaciado.', gutter: 'Margen de página.', 'color-bgg': 'El fondo.' }));
      expect(() => translatedDescriptions(dir, english)).toThrow(
        [
          'descriptions.es.json: "color-bg" has no description; add it, translating "The page.".',
          'descriptions.es.json: "color-bgg" is not a token or group with a $description in the token files; correct its name, or remove it.',
        ].join('\n'),
      );
    });

    it('throws on a file that is not a JSON object, or is missing', () => {
      writeFileSync(file, '["Espaciado."]');
      expect(() => translatedDescriptions(dir, english)).toThrow('descriptions.es.json must be one JSON object');
      writeFileSync(file, '{ "space": ');
      expect(() => translatedDescriptions(dir, english)).toThrow('descriptions.es.json is not valid JSON');
      rmSync(file);
      expect(() => translatedDescriptions(dir, english)).toThrow('descriptions.es.json is missing');
    });
  });
});
