import { describe, expect, it } from 'vitest';
import { translate, translatedPart, translationFile } from './translation.ts';

const fields = ['role', 'footer.callToAction', 'experience[].text', 'heroVariants', 'teaser.summary'];
const english = {
  name: 'Nora',
  role: 'Designer',
  footer: { callToAction: 'Hiring?', smallPrint: 'Built in Barcelona' },
  experience: [
    { company: 'Tessera', text: 'I lead the system.' },
    { company: 'Freelance', text: 'I worked with startups.' },
  ],
  heroVariants: ['One', 'Two'],
};

describe('a translation laid over its English file', () => {
  it('takes the translated texts and keeps every other field from the English file', () => {
    const spanish = {
      role: 'Diseñadora',
      footer: { callToAction: '¿Contratando?' },
      experience: [{ text: 'Dirijo el sistema.' }, { text: 'Trabajé con startups.' }],
      heroVariants: ['Uno', 'Dos', 'Tres'],
    };
    const { value, problems } = translate(english, spanish, fields);
    expect(problems).toEqual([]);
    expect(value).toEqual({
      name: 'Nora',
      role: 'Diseñadora',
      footer: { callToAction: '¿Contratando?', smallPrint: 'Built in Barcelona' },
      experience: [
        { company: 'Tessera', text: 'Dirijo el sistema.' },
        { company: 'Freelance', text: 'Trabajé con startups.' },
      ],
      heroVariants: ['Uno', 'Dos', 'Tres'],
    });
  });

  it('names each untranslated text, each field that is the same in every language, and a list of another length', () => {
    const spanish = { name: 'Nora', footer: {}, experience: [{ text: 'Dirijo el sistema.' }], teaser: { summary: 'x' } };
    const { problems } = translate(english, spanish, fields);
    expect(problems).toEqual(
      expect.arrayContaining([
        { kind: 'not translated', path: ['name'] },
        { kind: 'not in English', path: ['teaser'] },
        { kind: 'missing', path: ['role'] },
        { kind: 'missing', path: ['footer', 'callToAction'] },
        { kind: 'count', path: ['experience'], expected: 2, found: 1 },
        { kind: 'missing', path: ['experience', 1, 'text'] },
        { kind: 'missing', path: ['heroVariants'] },
      ]),
    );
    expect(problems).toHaveLength(7);
  });

  it('sits beside its English file', () => {
    expect(translationFile('content/site.yaml', 'es')).toBe('content/site.es.yaml');
    expect(translationFile('content/projects/huru/index.md', 'es')).toBe('content/projects/huru/index.es.md');
  });
});

describe('the part of a value a translation holds', () => {
  it('keeps the translated fields, in the value’s order, and drops every other', () => {
    const spanish = {
      name: 'Nora',
      footer: { smallPrint: 'Hecho en Barcelona', callToAction: '¿Contratando?' },
      role: 'Diseñadora',
      experience: [
        { company: 'Tessera', text: 'Dirijo el sistema.' },
        { company: 'Freelance', dates: '2019' },
      ],
      heroVariants: ['Uno', 'Dos'],
      teaser: { year: '2024' },
    };
    const part = translatedPart(spanish, fields);
    expect(part).toEqual({
      footer: { callToAction: '¿Contratando?' },
      role: 'Diseñadora',
      experience: [{ text: 'Dirijo el sistema.' }, {}],
      heroVariants: ['Uno', 'Dos'],
    });
    expect(Object.keys(part as object)).toEqual(['footer', 'role', 'experience', 'heroVariants']);
  });

  it('is empty for a value with nothing translated', () => {
    expect(translatedPart({ name: 'Nora' }, fields)).toEqual({});
    expect(translatedPart(undefined, fields)).toEqual({});
  });
});
