import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { translatedFields } from '../../app/features/content/source/translated-fields.ts';
import { defaultLocale, locales } from '../../app/i18n/locale.ts';
import { bodyFields, editorCollections, editorConfigYaml } from './editor-config.ts';
import { isTranslated, withI18nFlags } from './editor-i18n.ts';
import type { EditorField } from './schema-fields.ts';

const { projects: studies, privateProjects, pages } = editorCollections();
const page = (name: string) => pages.files.find((file) => file.name === name)!;

/** Every field of a form with its path as translated-fields.ts writes it (`experience[].text`), and its flag. */
function flags(fields: readonly EditorField[], prefix = ''): [string, boolean | undefined][] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    const inner = field.widget === 'list' ? `${path}[]` : path;
    return [
      [path, field.i18n] as [string, boolean | undefined],
      ...flags(field.fields ?? [], `${inner}.`),
      ...(field.field ? [[inner, field.field.i18n] as [string, boolean | undefined]] : []),
    ];
  });
}

const translatedPaths = (fields: readonly EditorField[]) =>
  flags(fields)
    .filter(([, flag]) => flag)
    .map(([path]) => path);

const forms: { name: string; fields: EditorField[]; translated: readonly string[]; body: readonly string[] }[] = [
  { name: 'case study', fields: studies.fields, translated: translatedFields.caseStudy, body: bodyFields.caseStudy },
  { name: 'private case study', fields: privateProjects.fields, translated: translatedFields.caseStudy, body: bodyFields.caseStudy },
  { name: 'about page', fields: page('about').fields, translated: translatedFields.about, body: bodyFields.about },
  { name: 'site settings', fields: page('site').fields, translated: translatedFields.site, body: [] },
  { name: 'CV', fields: page('cv').fields, translated: translatedFields.cv, body: [] },
];

describe('which fields of the editor’s forms change with the language', () => {
  it('names every translated field, the fields around it and the fields inside it, by its path', () => {
    const translated = ['about.title', 'experience[].text', 'heroVariants'];
    expect(isTranslated('about.title', translated)).toBe(true);
    expect(isTranslated('about', translated)).toBe(true);
    expect(isTranslated('about.text', translated)).toBe(false);
    expect(isTranslated('experience', translated)).toBe(true);
    expect(isTranslated('experience[].text', translated)).toBe(true);
    expect(isTranslated('experience[].company', translated)).toBe(false);
    expect(isTranslated('heroVariants[]', translated)).toBe(true);
    expect(isTranslated('role', translated)).toBe(false);
  });

  it.each(forms)('flags each field of the $name, translated exactly where translated-fields.ts says', ({ fields, translated, body }) => {
    for (const [path, flag] of flags(fields)) {
      expect([path, typeof flag]).toEqual([path, 'boolean']);
      if (path !== 'body') expect([path, flag]).toEqual([path, isTranslated(path, translated)]);
    }
    // Every translated field outside the body is a field of the form, flagged.
    const flagged = new Set(translatedPaths(fields));
    expect(translated.filter((path) => !body.includes(path) && !flagged.has(path))).toEqual([]);
  });

  it('translates the Markdown body where the fields written in it are translated', () => {
    expect(studies.fields.find((field) => field.name === 'body')!.i18n).toBe(true);
    expect(page('about').fields.find((field) => field.name === 'body')!.i18n).toBe(true);
  });

  it('keeps the names, addresses, colours, files and the home page’s order in English alone', () => {
    const flagOf = (fields: readonly EditorField[], path: string) => flags(fields).find(([at]) => at === path)?.[1];
    for (const path of ['name', 'access', 'accent', 'accent.light', 'prototypes', 'prototypes[].href', 'coverFrames', 'coverFrames[]'])
      expect([path, flagOf(studies.fields, path)]).toEqual([path, false]);
    expect(flagOf(privateProjects.fields, 'cardPicture')).toBe(false);
    expect(flagOf(studies.fields, 'teaser.cover.file')).toBe(false);
    expect(flagOf(studies.fields, 'teaser.cover.alt')).toBe(true);
    expect(flagOf(page('site').fields, 'projects')).toBe(false);
    expect(flagOf(page('about').fields, 'galleries[].items[].name')).toBe(false);
    expect(flagOf(page('about').fields, 'galleries[].items[].tag')).toBe(true);
  });

  it('follows translated-fields.ts: a field added there shows as translatable', () => {
    const before = withI18nFlags(studies.fields, translatedFields.caseStudy, bodyFields.caseStudy);
    const after = withI18nFlags(studies.fields, [...translatedFields.caseStudy, 'accent.light', 'prototypes[].kind'], bodyFields.caseStudy);
    const added = translatedPaths(after).filter((path) => !translatedPaths(before).includes(path));
    expect(added.sort()).toEqual(['accent', 'accent.light', 'prototypes', 'prototypes[].kind'].sort());
  });
});

describe('the editor’s languages', () => {
  const config = parse(editorConfigYaml({ backendUrl: '/admin/api' })) as {
    i18n: unknown;
    collections: { name: string; i18n: unknown; files?: { i18n: unknown }[] }[];
  };

  it('edits every entry in the site’s languages, English first, each case study with its translation in a file beside it', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: [...locales], default_locale: defaultLocale });
    expect(locales[0]).toBe(defaultLocale);
    const byName = new Map(config.collections.map((collection) => [collection.name, collection]));
    expect(byName.get(studies.name)!.i18n).toBe(true);
    expect(byName.get(privateProjects.name)!.i18n).toBe(true);
  });

  it('keeps the site settings, the about page and the CV in one file per entry, as Decap allows a files collection', () => {
    const pagesConfig = config.collections.find((collection) => collection.name === pages.name)!;
    expect(pagesConfig.i18n).toEqual({ structure: 'single_file' });
    expect(pagesConfig.files!.map((file) => file.i18n)).toEqual(pages.files.map(() => true));
  });
});
