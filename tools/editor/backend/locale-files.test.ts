import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { singleFileEntries } from '../editor-config.ts';
import {
  answerInEditorNames,
  callOnDisk,
  editorName,
  fileOnDisk,
  joinedLanguages,
  languageOf,
  splitLanguages,
  translationOnly,
  translationsRead,
} from './locale-files.ts';

const singleFiles = singleFileEntries();
const study = 'content/projects/huru/index.md';

describe('Decap’s names for each language’s file, and the files on disk', () => {
  it('reads and writes the English file where Decap names it with the English code', () => {
    expect(fileOnDisk('content/projects/huru/index.en.md')).toBe(study);
    expect(fileOnDisk('content/site.en.yaml')).toBe('content/site.yaml');
    expect(fileOnDisk('content/projects/huru/index.es.md')).toBe('content/projects/huru/index.es.md');
    expect(fileOnDisk(study)).toBe(study);
    // Only a content file's name: a picture keeps its own, whatever it is called.
    expect(fileOnDisk('content/projects/huru/media/poster.en.svg')).toBe('content/projects/huru/media/poster.en.svg');
  });

  it('lists the English file under its English code, so Decap puts it with its translation', () => {
    expect(editorName(study)).toBe('content/projects/huru/index.en.md');
    expect(editorName('content/projects/huru/index.es.md')).toBe('content/projects/huru/index.es.md');
    expect(editorName('content/projects/huru/media/cover/01.svg')).toBe('content/projects/huru/media/cover/01.svg');
  });

  it('never names a file in another folder: the request guard’s folder is the file’s', () => {
    for (const file of ['content/projects/huru/index.en.md', 'content/../vite.config.en.yaml', 'content/a.en.md.en.md'])
      expect(path.posix.dirname(fileOnDisk(file))).toBe(path.posix.dirname(file));
  });

  it('knows a translation’s language', () => {
    expect(languageOf('content/projects/huru/index.es.md')).toBe('es');
    expect(languageOf('content/site.es.yaml')).toBe('es');
    expect(languageOf(study)).toBeUndefined();
  });
});

describe('a call on the files as they are on disk', () => {
  it('turns every path Decap names, at any depth, from its English name to the English file', () => {
    const read = callOnDisk({ action: 'getEntry', params: { path: 'content/projects/huru/index.en.md' } }, singleFiles);
    expect(read.params.path).toBe(study);
    const remove = callOnDisk(
      { action: 'deleteFiles', params: { paths: ['content/projects/huru/index.en.md', 'content/projects/huru/index.es.md'] } },
      singleFiles,
    );
    expect(remove.params.paths).toEqual([study, 'content/projects/huru/index.es.md']);
  });

  it('saves a case study into its English file and its translation, the translation with its translated fields alone', () => {
    const english = '---\nname: Huru\nsubtitle: Rent items\naccess: public\n---\n\n## Renting\n';
    // Decap may hand the Spanish side fields it hides there (a new entry starts from every field).
    const spanish = '---\nsubtitle: Alquilar objetos\naccess: public\nprototypes: []\n---\n\n## Alquilar\n';
    const saved = callOnDisk(
      {
        action: 'persistEntry',
        params: {
          dataFiles: [
            { path: 'content/projects/huru/index.en.md', slug: 'huru/index', raw: english },
            { path: 'content/projects/huru/index.es.md', slug: 'huru/index', raw: spanish },
          ],
          assets: [],
        },
      },
      singleFiles,
    );
    expect(saved.params.dataFiles).toEqual([
      { path: study, slug: 'huru/index', raw: english },
      { path: 'content/projects/huru/index.es.md', slug: 'huru/index', raw: '---\nsubtitle: Alquilar objetos\n---\n\n## Alquilar\n' },
    ]);
  });

  it('saves the site settings, kept by Decap in one file for every language, into site.yaml and site.es.yaml', () => {
    const raw = 'en:\n  name: Nora\n  role: Designer\nes:\n  role: Diseñadora\n  name: Nora\n';
    const saved = callOnDisk(
      { action: 'persistEntry', params: { dataFiles: [{ path: 'content/site.yaml', slug: 'site', raw }], assets: [] } },
      singleFiles,
    );
    expect(saved.params.dataFiles).toEqual([
      { path: 'content/site.yaml', slug: 'site', raw: 'name: Nora\nrole: Designer\n' },
      { path: 'content/site.es.yaml', slug: 'site', raw: 'role: Diseñadora\n' },
    ]);
  });

  it('names the translations it reads besides the files asked for, for the request guard', () => {
    expect(translationsRead({ action: 'getEntry', params: { path: 'content/site.yaml' } }, singleFiles)).toEqual(['content/site.es.yaml']);
    expect(translationsRead({ action: 'getEntry', params: { path: study } }, singleFiles)).toEqual([]);
    expect(
      translationsRead(
        { action: 'entriesByFiles', params: { files: [{ path: 'content/cv.yaml' }, { path: 'content/about/index.md' }] } },
        singleFiles,
      ),
    ).toEqual(['content/cv.es.yaml', 'content/about/index.es.md']);
  });
});

describe('an answer in Decap’s names', () => {
  const noTranslation = async () => undefined;

  it('lists each English case study under its English code, beside its translation', async () => {
    const listed = [
      { data: '---\nname: Huru\n---\n', file: { path: study } },
      { data: '---\nsubtitle: x\n---\n', file: { path: 'content/projects/huru/index.es.md' } },
    ];
    const answer = await answerInEditorNames({ action: 'entriesByFolder', params: {} }, listed, singleFiles, noTranslation);
    expect((answer as typeof listed).map((entry) => entry.file.path)).toEqual([
      'content/projects/huru/index.en.md',
      'content/projects/huru/index.es.md',
    ]);
  });

  it('answers a read under the name Decap asked for', async () => {
    const answer = await answerInEditorNames(
      { action: 'getEntry', params: { path: 'content/projects/huru/index.en.md' } },
      { data: '---\nname: Huru\n---\n', file: { path: study } },
      singleFiles,
      noTranslation,
    );
    expect(answer).toEqual({ data: '---\nname: Huru\n---\n', file: { path: 'content/projects/huru/index.en.md' } });
  });

  it('joins the about page and its translation into Decap’s one file, each language with its own body', async () => {
    const english = '---\nhero:\n  title: I design systems\n---\n\n## Story\n\n### From print\n\nText.\n';
    const spanish = '---\nhero:\n  title: Diseño sistemas\n---\n\n## Mi historia\n\n### Del papel\n\nTexto.\n';
    const answer = (await answerInEditorNames(
      { action: 'entriesByFiles', params: { files: [{ path: 'content/about/index.md' }] } },
      [{ data: english, file: { path: 'content/about/index.md' } }],
      singleFiles,
      async (file) => (file === 'content/about/index.es.md' ? spanish : undefined),
    )) as { data: string }[];
    const joined = parse(/^---\n([\s\S]*)---\n$/.exec(answer[0]!.data)![1]!);
    expect(joined).toEqual({
      en: { hero: { title: 'I design systems' }, body: '\n## Story\n\n### From print\n\nText.\n' },
      es: { hero: { title: 'Diseño sistemas' }, body: '\n## Mi historia\n\n### Del papel\n\nTexto.\n' },
    });
    // And back: saving the joined file writes each language's file as it was.
    expect(splitLanguages('content/about/index.md', answer[0]!.data)).toEqual([
      { path: 'content/about/index.md', raw: english },
      { path: 'content/about/index.es.md', raw: spanish },
    ]);
  });

  it('joins an entry without a translation yet from its English file alone', () => {
    expect(parse(joinedLanguages('content/cv.yaml', { en: 'summary: Hi\n' }))).toEqual({ en: { summary: 'Hi' } });
  });

  it('leaves a translation YAML cannot read as it is, for the content check to name', () => {
    expect(translationOnly('role: [unclosed\n', 'content/site.es.yaml')).toBe('role: [unclosed\n');
  });
});
