import { describe, expect, it } from 'vitest';
import { editorCollections } from './editor-config.ts';
import type { EditorField } from './schema-fields.ts';

const { projects, privateProjects, pages } = editorCollections();
const forms = [
  { name: 'case study', fields: projects.fields },
  { name: 'private case study', fields: privateProjects.fields },
  ...pages.files.map((file) => ({ name: file.label, fields: file.fields })),
];

/** Every collapsed list of a form, with the path it sits at. */
function lists(fields: readonly EditorField[], prefix = ''): { path: string; field: EditorField }[] {
  return fields.flatMap((field) => [
    ...(field.widget === 'list' && field.fields ? [{ path: `${prefix}${field.name}`, field }] : []),
    ...lists(field.fields ?? [], `${prefix}${field.name}.`),
  ]);
}

const summaryFields = (summary: string) => [...summary.matchAll(/\{\{fields\.([\w.]+)\}\}/g)].map((match) => match[1]!);

describe('the titles of collapsed list entries', () => {
  it.each(forms)('every list of the $name form titles its entries with a field of the entry', ({ fields }) => {
    for (const { path, field } of lists(fields)) {
      if (!field.summary) continue;
      for (const name of summaryFields(field.summary)) {
        expect(
          field.fields!.map((inner) => inner.name),
          `${path}: ${field.summary}`,
        ).toContain(name);
      }
    }
  });

  it.each(forms)('every list the Spanish side shows titles its entries with a field the Spanish side holds', ({ fields }) => {
    const translatedLists = lists(fields).filter(({ field }) => field.i18n);
    for (const { path, field } of translatedLists) {
      expect(field.summary, `${path} has no title for its entries`).toBeTruthy();
      for (const name of summaryFields(field.summary!)) {
        const inner = field.fields!.find((candidate) => candidate.name === name);
        // A field written once in English is missing from a Spanish entry, which Decap then calls "No <first field>".
        expect(inner?.i18n, `${path}: its entries' title, ${name}, is not on the Spanish side`).toBe(true);
      }
    }
  });
});
