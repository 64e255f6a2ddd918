import { describe, expect, it } from 'vitest';
import { locales } from './locale.ts';
import { catalogues } from './words.ts';

type Entry = { path: string; value: unknown };

/** Every text of a catalogue by its path (`gate.title`); a function's text with sample values. */
function entries(node: unknown, path = ''): Entry[] {
  if (typeof node === 'object' && node !== null) {
    return Object.entries(node).flatMap(([key, value]) => entries(value, path ? `${path}.${key}` : key));
  }
  if (typeof node === 'function') {
    const samples = Array.from({ length: node.length }, (_, i) => 7 + i);
    return [{ path, value: (node as (...args: number[]) => unknown)(...samples) }];
  }
  return [{ path, value: node }];
}

/** The same word in both languages, on purpose. */
const sameInEveryLanguage = new Set(['cv.page', 'pages.cv', 'pages.previews.home', 'caseStudy.prototypeKinds.App']);

const english = entries(catalogues.en);

describe('the catalogues of words', () => {
  it('have the same texts in every language, none of them empty', () => {
    for (const locale of locales) {
      const found = entries(catalogues[locale]);
      expect(found.map((entry) => entry.path)).toEqual(english.map((entry) => entry.path));
      for (const { path, value } of found) {
        expect(typeof value, `${locale}: ${path}`).toBe('string');
        expect((value as string).trim(), `${locale}: ${path}`).not.toBe('');
      }
    }
  });

  it('are translated: no Spanish text is the English one but the few that are the same words', () => {
    const spanish = new Map(entries(catalogues.es).map((entry) => [entry.path, entry.value]));
    const untranslated = english.filter(({ path, value }) => spanish.get(path) === value).map((entry) => entry.path);
    expect(untranslated.sort()).toEqual([...sameInEveryLanguage].sort());
  });

  it('keep what a script or a library fills in', () => {
    for (const locale of locales) {
      const { gate, lightbox } = catalogues[locale];
      expect(gate.shareLink.expired).toContain('{date}');
      expect(lightbox.slideOf).toContain('{index}');
      expect(lightbox.slideOf).toContain('{total}');
    }
  });

  it('write dates and numbers in a locale Intl knows', () => {
    for (const locale of locales) {
      const { format } = catalogues[locale];
      expect(Intl.DateTimeFormat.supportedLocalesOf(format.locale), locale).toEqual([format.locale]);
      expect(format.locale.split('-')[0]).toBe(locale);
    }
  });
});
