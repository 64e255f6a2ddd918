import { describe, expect, it } from 'vitest';
import { maxLengths } from '../../app/features/content/schema.ts';
import { caseStudySchema, siteFileSchema } from './content-schema.ts';
import { editorCollections } from './editor-config.ts';
import type { EditorField } from './schema-fields.ts';

const { projects: studies, pages } = editorCollections();
const siteFields = pages.files.find((file) => file.name === 'site')!.fields;

function fieldAt(fields: readonly EditorField[], path: string): EditorField {
  const [name, ...rest] = path.split('.');
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${path}`);
  return rest.length ? fieldAt(field.fields ?? [], rest.join('.')) : field;
}

/** Whether the form's pattern accepts `value`, beside whether the content check does. */
const verdicts = (field: EditorField, check: { safeParse: (value: unknown) => { success: boolean } }, values: string[]) =>
  values.map((value) => [value, new RegExp(field.pattern![0]).test(value), check.safeParse(value).success]);

describe('the forms keep the content check’s maximum lengths', () => {
  it('a one-line text: the form takes exactly as many characters as the check, and says how many', () => {
    const subtitle = fieldAt(studies.fields, 'subtitle');
    const max = maxLengths.line;
    const values = ['A booking app', 'a'.repeat(max), 'a'.repeat(max + 1)];
    for (const [value, form, check] of verdicts(subtitle, caseStudySchema.shape.subtitle, values))
      expect([value, form]).toEqual([value, check]);
    expect(new RegExp(subtitle.pattern![0]).test('a'.repeat(max + 1))).toBe(false);
    expect(subtitle.pattern![1]).toBe(`Subtitle is too long; shorten it to at most ${max} characters`);
  });

  it('a list of one-line texts: each headline has the maximum', () => {
    const headline = fieldAt(siteFields, 'heroVariants').field!;
    expect(new RegExp(headline.pattern![0]).test('a'.repeat(maxLengths.title))).toBe(true);
    expect(new RegExp(headline.pattern![0]).test('a'.repeat(maxLengths.title + 1))).toBe(false);
  });

  it('a project name keeps its own pattern and its message, and gains the maximum', () => {
    const name = fieldAt(studies.fields, 'name');
    const max = maxLengths.projectName;
    const values = ['Stayforlong', 'Hypo-Bank', 'Solenne Studio', 'a'.repeat(max), 'a'.repeat(max + 1)];
    for (const [value, form, check] of verdicts(name, caseStudySchema.shape.name, values)) expect([value, form]).toEqual([value, check]);
    expect(name.pattern![1]).toContain('cannot be a page address');
    expect(name.pattern![1]).toContain(`at most ${max} characters`);
  });
});

describe('the forms take https:// addresses only, as the content check does', () => {
  it('refuses http://, a missing scheme and a user name before an @', () => {
    const profile = fieldAt(siteFields, 'profileUrl');
    const values = [
      'https://www.linkedin.com/in/someone',
      'https://medium.com/@nora/vela',
      'http://www.linkedin.com/in/someone',
      'www.linkedin.com/in/someone',
      'https://www.linkedin.com@example.net/',
      'https://user:secret@www.linkedin.com/',
      'mailto:nora@example.com',
    ];
    expect(verdicts(profile, siteFileSchema.shape.profileUrl, values)).toEqual([
      ['https://www.linkedin.com/in/someone', true, true],
      ['https://medium.com/@nora/vela', true, true],
      ['http://www.linkedin.com/in/someone', false, false],
      ['www.linkedin.com/in/someone', false, false],
      ['https://www.linkedin.com@example.net/', false, false],
      ['https://user:secret@www.linkedin.com/', false, false],
      ['mailto:nora@example.com', false, false],
    ]);
  });
});
