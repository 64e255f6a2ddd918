import { defaultLocale, locales } from '../../app/i18n/locale.ts';
import type { TranslatedField } from '../../app/features/content/source/translation.ts';
import type { EditorField } from './schema-fields.ts';

/**
 * The editor's languages, as Decap CMS's `i18n` option: each case study's
 * translation is a file beside it (`index.es.md` beside `index.md`), which
 * Decap calls `multiple_files`. Decap names every language's file with its
 * code, the default's too (`index.en.md`); the backend reads and writes the
 * English file under its own name (backend/locale-files.ts).
 */
export const editorI18n = { structure: 'multiple_files', locales: [...locales], default_locale: defaultLocale } as const;

/**
 * Decap allows a files collection (the site settings, the about page, the
 * CV) only its `single_file` structure, one file holding every language under
 * its code; the backend joins the English file and its translation into that
 * one file when the editor reads it, and splits it again when it saves.
 */
export const singleFileI18n = { structure: 'single_file' } as const;

/** What a language is called in English, the editor's language: es → Spanish. */
export const languageName = (locale: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;

/** `galleries[].items[].tag` → ['galleries', '[]', 'items', '[]', 'tag']. */
const segmentsOf = (path: string) => path.replace(/\[\]/g, '.[]').split('.');

const startsWith = (path: readonly string[], start: readonly string[]) => start.every((segment, i) => path[i] === segment);

/**
 * Whether the field at `path` changes with the language: it is a translated
 * field, lies inside one (an item of a translated list), or holds one (the
 * object or list around a translated text, which the Spanish side shows with
 * just its translated fields).
 */
export function isTranslated(path: string, translated: readonly TranslatedField[]): boolean {
  const at = segmentsOf(path);
  return translated.map(segmentsOf).some((field) => startsWith(at, field) || startsWith(field, at));
}

/** A field and the fields inside it, each flagged by its own path. */
function flagged(field: EditorField, path: string, translated: readonly TranslatedField[]): EditorField {
  const result: EditorField = { ...field, i18n: isTranslated(path, translated) };
  // A list's items are at `<list>[]`: their fields at `<list>[].<name>`, a list's single field at `<list>[]`.
  const inner = field.widget === 'list' ? `${path}[]` : path;
  if (field.fields) result.fields = field.fields.map((child) => flagged(child, `${inner}.${child.name}`, translated));
  if (field.field) result.field = flagged(field.field, inner, translated);
  return result;
}

/**
 * The fields with Decap's `i18n` flag set from the content's translated
 * fields (app/features/content/source/translated-fields.ts): `true` for a
 * field that changes with the language, which the Spanish side shows and its
 * file holds; `false` for the rest, written once in the English file and
 * hidden on the Spanish side. `body` is the Markdown body, translated when
 * any of `bodyFields` (the schema fields written in it) is.
 */
export function withI18nFlags(
  fields: readonly EditorField[],
  translated: readonly TranslatedField[],
  bodyFields: readonly string[] = [],
): EditorField[] {
  return fields.map((field) =>
    field.name === 'body' && field.widget === 'markdown'
      ? { ...field, i18n: bodyFields.some((name) => isTranslated(name, translated)) }
      : flagged(field, field.name, translated),
  );
}
