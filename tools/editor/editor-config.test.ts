import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { aboutSchema, caseStudySchema, cvSchema, limits, siteFileSchema } from './content-schema.ts';
import { bodyFields, editorCollections, editorConfig, editorConfigYaml } from './editor-config.ts';
import { aboutNotes, caseStudyNotes, cvNotes, siteNotes, type FieldNotes } from './editor-fields.ts';
import { pictureFields } from './backend/picture-sets.ts';
import { labelOf, type EditorField } from './schema-fields.ts';

const { projects: studies, privateProjects, pages } = editorCollections();
const page = (name: string) => pages.files.find((file) => file.name === name)!;

/** Every field path of a schema, read through zod's own API (not the JSON Schema the config is made from). */
function schemaPaths(schema: z.ZodType, prefix = ''): string[] {
  if (schema instanceof z.ZodOptional) return schemaPaths(schema.unwrap() as z.ZodType, prefix);
  if (schema instanceof z.ZodArray) return schemaPaths(schema.element as z.ZodType, prefix);
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([name, inner]) => [
    `${prefix}${name}`,
    ...schemaPaths(inner, `${prefix}${name}.`),
  ]);
}

function fieldPaths(fields: readonly EditorField[], prefix = ''): string[] {
  return fields.flatMap((field) => [`${prefix}${field.name}`, ...fieldPaths(field.fields ?? [], `${prefix}${field.name}.`)]);
}

function fieldAt(fields: readonly EditorField[], path: string): EditorField {
  const [name, ...rest] = path.split('.');
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${path}`);
  return rest.length ? fieldAt(field.fields ?? [], rest.join('.')) : field;
}

const forms: { name: string; schema: z.ZodType; fields: EditorField[]; notes: FieldNotes; body: readonly string[] }[] = [
  { name: 'case study', schema: caseStudySchema, fields: studies.fields, notes: caseStudyNotes, body: bodyFields.caseStudy },
  { name: 'about page', schema: aboutSchema, fields: page('about').fields, notes: aboutNotes, body: bodyFields.about },
  { name: 'site settings', schema: siteFileSchema, fields: page('site').fields, notes: siteNotes, body: [] },
  { name: 'CV', schema: cvSchema, fields: page('cv').fields, notes: cvNotes, body: [] },
];

describe('the editor’s forms and the content schema', () => {
  it.each(forms)('the $name form has a field for every schema field, and no other', ({ schema, fields, body }) => {
    const inBody = (path: string) => body.some((name) => path === name || path.startsWith(`${name}.`));
    const expected = schemaPaths(schema).filter((path) => !inBody(path));
    // The cover frames and a card picture are files in folders of their own, not fields of the text.
    const formFields = fieldPaths(fields).filter((path) => path !== 'body' && !pictureFields.has(path.split('.')[0]!));
    expect(formFields.sort()).toEqual(expected.sort());
  });

  it('shows a case study’s cover frames after its cover description, eight images from its cover folder', () => {
    const names = studies.fields.map((field) => field.name);
    expect(names.slice(names.indexOf('coverAlt'), names.indexOf('coverAlt') + 2)).toEqual(['coverAlt', 'coverFrames']);
    expect(fieldAt(studies.fields, 'coverFrames')).toMatchObject({ widget: 'list', min: limits.coverFrames, max: limits.coverFrames });
    expect(fieldAt(studies.fields, 'coverFrames').field).toMatchObject({ widget: 'image', media_folder: 'media/cover' });
    expect(fieldAt(privateProjects.fields, 'coverFrames').field).toMatchObject({ widget: 'image', media_folder: 'protected-media/cover' });
    expect(fieldAt(privateProjects.fields, 'cardPicture')).toMatchObject({ widget: 'image', media_folder: 'media/card' });
    expect(names).not.toContain('cardPicture');
  });

  it.each(forms.filter((form) => form.body.length))('the $name keeps its story in one Markdown body', ({ fields }) => {
    expect(fields.filter((field) => field.widget === 'markdown').map((field) => field.name)).toEqual(['body']);
  });

  it.each(forms)('every label and hint of the $name names a field the schema has', ({ schema, notes }) => {
    const paths = new Set(schemaPaths(schema));
    expect(Object.keys(notes).filter((path) => !paths.has(path))).toEqual([]);
  });

  it.each(forms)('no label in the $name notes says only what its field’s name says', ({ notes }) => {
    const restated = Object.entries(notes).filter(([path, note]) => note.label === labelOf(path.split('.').at(-1)!));
    expect(restated.map(([path]) => path)).toEqual([]);
  });

  it('labels a field the notes do not name from its name', () => {
    expect(fieldAt(page('cv').fields, 'location.city').label).toBe('City');
    expect(fieldAt(page('site').fields, 'designSystem.figmaNote')).toMatchObject({ label: 'Figma note', widget: 'text' });
    expect(fieldAt(studies.fields, 'teaser.cover.file')).toMatchObject({ label: 'File', widget: 'file' });
  });

  it('a field is optional in the form exactly when the schema lets it be left out', () => {
    const optional = (fields: readonly EditorField[]) => fields.filter((field) => field.required === false).map((field) => field.name);
    expect(optional(studies.fields)).toEqual(
      Object.entries(caseStudySchema.shape)
        .filter(([, inner]) => inner instanceof z.ZodOptional)
        .map(([name]) => name),
    );
    // A prototype link may be left empty to show it as "On request"; its kind may not.
    expect(fieldAt(studies.fields, 'prototypes.href').required).toBe(false);
    expect(fieldAt(studies.fields, 'prototypes.kind').required).toBeUndefined();
  });
});

describe('the rules the forms enforce are the schema’s', () => {
  const colour = caseStudySchema.shape.accent.shape.light;

  it('an accent colour is accepted by the form exactly when the content check accepts it', () => {
    const [pattern, message] = fieldAt(studies.fields, 'accent.light').pattern!;
    for (const value of ['#6B3FD4', '#6b3fd4', '#abc', '6B3FD4', '#6B3FD', 'purple', '#GGGGGG'])
      expect([value, new RegExp(pattern).test(value)]).toEqual([value, colour.safeParse(value).success]);
    // The form says what the content check says.
    expect(message).toContain(colour.safeParse('purple').error!.issues[0]!.message);
  });

  it('a web address must start with https:// in the form, as in the content check', () => {
    const [pattern] = fieldAt(page('site').fields, 'profileUrl').pattern!;
    expect(new RegExp(pattern).test('https://www.linkedin.com/in/someone')).toBe(true);
    expect(new RegExp(pattern).test('www.linkedin.com/in/someone')).toBe(false);
  });

  it('offers the schema’s choices for access and prototype kinds', () => {
    expect(fieldAt(studies.fields, 'access')).toMatchObject({ widget: 'select', options: caseStudySchema.shape.access.options });
    expect(fieldAt(studies.fields, 'prototypes.kind')).toMatchObject({
      widget: 'select',
      options: caseStudySchema.shape.prototypes.element.shape.kind.options,
    });
  });

  it('offers a switch for a yes-or-no field, which may stay off', () => {
    expect(fieldAt(studies.fields, 'publicAccent')).toMatchObject({ widget: 'boolean', required: false });
  });

  it('takes at most the gallery items and exactly the headlines the pages show', () => {
    expect(fieldAt(page('about').fields, 'galleries.items').max).toBe(limits.galleryItems);
    expect(fieldAt(page('site').fields, 'heroVariants')).toMatchObject({ min: limits.heroVariants, max: limits.heroVariants });
  });

  it('keeps the number of days a visitor stays unlocked in the schema’s range', () => {
    expect(fieldAt(page('site').fields, 'gate.rememberDays')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 365 });
  });

  it('says in the body’s hint how many images a row holds', () => {
    expect(fieldAt(studies.fields, 'body').hint).toContain(`at most ${limits.imagesPerBlock}`);
  });
});

describe('where the editor reads and writes', () => {
  it('saves case studies as content/projects/<slug>/index.md, uploads in that folder’s media/, named media/<file>', () => {
    expect(studies).toMatchObject({
      folder: 'content/projects',
      path: '{{slug}}/index',
      extension: 'md',
      filter: { field: 'access', value: 'public' },
      media_folder: 'media',
      public_folder: 'media',
    });
  });

  it('lists private case studies apart, their uploads in protected-media/, where the content check looks for them', () => {
    expect(privateProjects).toMatchObject({
      folder: 'content/projects',
      path: '{{slug}}/index',
      filter: { field: 'access', value: 'private' },
      media_folder: 'protected-media',
      public_folder: 'protected-media',
    });
    // The same form, but for where its pictures live, and its card picture.
    const withoutPictures = (fields: readonly EditorField[]) => fields.filter((field) => !pictureFields.has(field.name));
    expect(withoutPictures(privateProjects.fields)).toEqual(withoutPictures(studies.fields));
  });

  it('chooses and uploads the about page’s gallery files in content/about/media, named by their file name', () => {
    expect(page('about')).toMatchObject({ media_folder: 'media', public_folder: '' });
    expect(fieldAt(page('about').fields, 'galleries.items.name').widget).toBe('file');
  });

  it('edits the site settings, the about page and the CV files', () => {
    expect(pages.files.map((file) => file.file)).toEqual(['content/site.yaml', 'content/about/index.md', 'content/cv.yaml']);
  });

  it('talks to the backend at the address it is given, and saves without a review step', () => {
    const backendUrl = '/admin/api?token=abc';
    const written = parse(editorConfigYaml({ backendUrl }));
    expect(written.backend).toEqual({ name: 'proxy', proxy_url: backendUrl });
    expect(written.publish_mode).toBe('simple');
    expect(written.collections).toEqual(JSON.parse(JSON.stringify(editorConfig({ backendUrl }).collections)));
  });
});
