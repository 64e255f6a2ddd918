import { describe, expect, it } from 'vitest';
import { editorCollections } from '../editor-config.ts';
import { saveMessage } from './save-message.ts';

const names: Record<string, string> = { huru: 'Huru' };
const projectName = (slug: string) => names[slug];
const { projects, pages } = editorCollections();
const label = (fields: readonly { name: string; label: string }[], name: string) =>
  fields.find((field) => field.name === name)!.label.replace(/^./, (first) => first.toLowerCase());
const site = pages.files.find((file) => file.file === 'content/site.yaml')!;

describe('the record of a save', () => {
  it('names the case study and the field, as the form labels it', () => {
    expect(saveMessage([{ file: 'content/projects/huru/index.md', changed: ['subtitle'] }], projectName)).toBe(
      `Huru: ${label(projects.fields, 'subtitle')}`,
    );
  });

  it('names the page and every field changed, the story too', () => {
    expect(saveMessage([{ file: 'content/site.yaml', changed: ['heroVariants', 'projects'] }], projectName)).toBe(
      `${site.label}: ${label(site.fields, 'heroVariants')}, ${label(site.fields, 'projects')}`,
    );
    expect(saveMessage([{ file: 'content/projects/huru/index.md', changed: ['body'] }], projectName)).toBe(
      `Huru: ${label(projects.fields, 'body')}`,
    );
  });

  it('names a file added or removed by where it lies in its entry', () => {
    expect(
      saveMessage(
        [
          { file: 'content/projects/huru/index.md', changed: ['coverAlt'] },
          { file: 'content/projects/huru/media/cover/09.webp', whole: 'added' },
        ],
        projectName,
      ),
    ).toBe(`Huru: ${label(projects.fields, 'coverAlt')}, added media/cover/09.webp`);
    expect(saveMessage([{ file: 'content/about/media/team.jpg', whole: 'removed' }], projectName)).toMatch(/: removed media\/team\.jpg$/);
  });

  it('falls back to the folder’s name for a case study it cannot name', () => {
    expect(saveMessage([{ file: 'content/projects/vela/index.md', changed: ['name'] }], projectName)).toMatch(/^vela: /);
  });
});

describe('the record of a save in two languages', () => {
  it('names a translation’s fields by its English file’s labels, in its language', () => {
    expect(saveMessage([{ file: 'content/projects/huru/index.es.md', changed: ['subtitle'] }], projectName)).toBe(
      `Huru: ${label(projects.fields, 'subtitle')} (Spanish)`,
    );
    expect(saveMessage([{ file: 'content/site.es.yaml', changed: ['heroVariants'] }], projectName)).toBe(
      `${site.label}: ${label(site.fields, 'heroVariants')} (Spanish)`,
    );
  });

  it('names a save of both languages once, with each language’s fields', () => {
    expect(
      saveMessage(
        [
          { file: 'content/projects/huru/index.md', changed: ['subtitle'] },
          { file: 'content/projects/huru/index.es.md', changed: ['subtitle', 'body'] },
        ],
        projectName,
      ),
    ).toBe(
      `Huru: ${label(projects.fields, 'subtitle')}, ${label(projects.fields, 'subtitle')} (Spanish), ${label(projects.fields, 'body')} (Spanish)`,
    );
  });
});
