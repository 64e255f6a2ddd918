import { parse, stringify } from 'yaml';
import { defaultLocale, locales } from '../../../app/i18n/locale.ts';
import { splitFrontmatter } from '../../../app/features/content/source/frontmatter.ts';
import { isMarkdown } from '../../../app/features/content/source/content-layout.ts';
import { aboutFile, cvFile, projectsFolder, siteFile } from '../../../app/features/content/source/files.ts';
import { translatedFields } from '../../../app/features/content/source/translated-fields.ts';
import { translatedFile, translatedPart, translationFile } from '../../../app/features/content/source/translation.ts';

/**
 * The editor's names for the content files in each language, and the files
 * on disk. Decap CMS names every language's file with its code, the
 * default's too (`index.en.md`, `index.es.md`); the English file has no code
 * (`index.md`), and its translation sits beside it (`index.es.md`). Decap
 * keeps the site settings, the about page and the CV (a files collection) in
 * one file with every language under its code; on disk each is an English
 * file and its translation. The backend turns each call from Decap's names
 * to the files, and each answer back.
 */

const contentFile = /\.(md|ya?ml)$/;
const englishCode = new RegExp(`\\.${defaultLocale}\\.(md|ya?ml)$`);

/** The file on disk Decap means: `index.en.md` is `index.md`; any other name is itself. */
export const fileOnDisk = (file: string) => file.replace(englishCode, '.$1');

/** Decap's name for a listed file: an English content file gets the English code (`index.md` → `index.en.md`). */
export function editorName(file: string): string {
  if (!contentFile.test(file) || translatedFile(file, locales) !== undefined) return file;
  return translationFile(file, defaultLocale);
}

/** The language of a translation (`index.es.md` → es), or undefined for an English file. */
export function languageOf(file: string): string | undefined {
  if (translatedFile(file, locales) === undefined) return undefined;
  return /\.([a-z]{2})\.(md|ya?ml)$/.exec(file)?.[1];
}

/** The fields a content file's translation holds, from where the English file is. */
export function translatedFieldsOf(englishFile: string): readonly string[] | undefined {
  if (englishFile === siteFile) return translatedFields.site;
  if (englishFile === cvFile) return translatedFields.cv;
  if (englishFile === aboutFile) return translatedFields.about;
  if (new RegExp(`^${projectsFolder}/[^/]+/index\\.md$`).test(englishFile)) return translatedFields.caseStudy;
  return undefined;
}

type Fields = Record<string, unknown>;

/** A file's fields and its Markdown body (undefined for a YAML file); throws when YAML cannot read them. */
function read(text: string, file: string): { fields: Fields; body: string | undefined } {
  if (!isMarkdown(file)) return { fields: (parse(text) ?? {}) as Fields, body: undefined };
  const { yaml, body, problems } = splitFrontmatter(text, file);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return { fields: (parse(yaml) ?? {}) as Fields, body };
}

const write = (fields: Fields, body: string | undefined) =>
  body === undefined ? stringify(fields, { lineWidth: 0 }) : `---\n${stringify(fields, { lineWidth: 0 })}---\n${body}`;

/**
 * A translation as the editor sent it, reduced to the fields a translation
 * holds (with its body): a field that is the same in every language stays
 * in the English file alone. Text YAML cannot read is left as it is.
 */
export function translationOnly(text: string, file: string): string {
  const english = translatedFile(file, locales);
  const fields = english && translatedFieldsOf(english);
  if (!fields) return text;
  try {
    const { fields: values, body } = read(text, file);
    return write(translatedPart(values, fields) as Fields, body);
  } catch {
    return text;
  }
}

/**
 * Decap's one file for every language (`en:`, `es:`, a Markdown file's body
 * under each), from the English file's text and each translation's (absent
 * when there is none yet). Throws when YAML cannot read one of them.
 */
export function joinedLanguages(file: string, texts: Readonly<Record<string, string | undefined>>): string {
  const joined = Object.fromEntries(
    locales.flatMap((locale) => {
      const text = texts[locale];
      if (text === undefined) return [];
      const { fields, body } = read(text, locale === defaultLocale ? file : translationFile(file, locale));
      return [[locale, body === undefined ? fields : { ...fields, body }]];
    }),
  );
  return isMarkdown(file) ? `---\n${stringify(joined, { lineWidth: 0 })}---\n` : stringify(joined, { lineWidth: 0 });
}

/** Decap's one file for every language split into the English file and each translation, as the editor sent them. */
export function splitLanguages(file: string, raw: string): { path: string; raw: string }[] {
  const { fields } = read(raw, file);
  return locales.flatMap((locale) => {
    const value = fields[locale];
    if (value === null || typeof value !== 'object') return [];
    const { body, ...rest } = value as Fields;
    const path = locale === defaultLocale ? file : translationFile(file, locale);
    return [{ path, raw: write(rest, isMarkdown(file) ? String(body ?? '') : undefined) }];
  });
}

/** A call to the backend, as Decap sends it. */
export type Call = { action: string; params: Record<string, unknown> };
type DataFile = { path: string; raw: string; newPath?: string };
type Entry = { data?: unknown; file?: { path?: unknown } };

/** Every `path`, `newPath` and `paths` in a call's parameters, at any depth, renamed. */
function renamed(params: unknown, rename: (file: string) => string): unknown {
  if (Array.isArray(params)) return params.map((item) => renamed(item, rename));
  if (typeof params !== 'object' || params === null) return params;
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      if ((key === 'path' || key === 'newPath') && typeof value === 'string') return [key, rename(value)];
      if (key === 'paths' && Array.isArray(value)) return [key, value.map((item) => (typeof item === 'string' ? rename(item) : item))];
      return [key, renamed(value, rename)];
    }),
  );
}

/**
 * A call on the files as they are on disk: Decap's English names (`index.en.md`)
 * are the English files; a saved entry kept in one file for every language
 * (one of `singleFiles`) is its English file and its translations; and each
 * translation holds only the fields a translation holds.
 */
export function callOnDisk(call: Call, singleFiles: ReadonlySet<string>): Call {
  const params = renamed(call.params, fileOnDisk) as Record<string, unknown>;
  if (call.action !== 'persistEntry') return { ...call, params };
  const dataFiles = ((params.dataFiles ?? (params.entry ? [params.entry] : [])) as DataFile[])
    .flatMap((dataFile) =>
      singleFiles.has(dataFile.path) ? splitLanguages(dataFile.path, dataFile.raw).map((file) => ({ ...dataFile, ...file })) : [dataFile],
    )
    .map((dataFile) =>
      translatedFile(dataFile.path, locales) ? { ...dataFile, raw: translationOnly(dataFile.raw, dataFile.path) } : dataFile,
    );
  return { ...call, params: { ...params, dataFiles } };
}

/**
 * The translations a call reads besides the files it names: those of an entry kept in one file
 * for every language (the request guard checks them as it checks the files named).
 */
export function translationsRead(call: Call, singleFiles: ReadonlySet<string>): string[] {
  const named =
    call.action === 'getEntry'
      ? [call.params.path]
      : call.action === 'entriesByFiles'
        ? ((call.params.files ?? []) as { path?: unknown }[]).map((file) => file.path)
        : [];
  return named
    .filter((file): file is string => typeof file === 'string' && singleFiles.has(file))
    .flatMap((file) => locales.filter((locale) => locale !== defaultLocale).map((locale) => translationFile(file, locale)));
}

/**
 * An answer to a read, in Decap's names: a listed English file under its
 * English code, an entry read under the name Decap asked for, and an entry
 * kept in one file for every language joined from its files
 * (`readTranslation` gives a translation's text, undefined when there is none).
 */
export async function answerInEditorNames(
  asked: Call,
  answer: unknown,
  singleFiles: ReadonlySet<string>,
  readTranslation: (file: string) => Promise<string | undefined>,
): Promise<unknown> {
  const entryNamed = async (entry: Entry, name: unknown): Promise<Entry> => {
    if (typeof name !== 'string' || !entry?.file) return entry;
    const named = { ...entry, file: { ...entry.file, path: name } };
    if (!singleFiles.has(name) || typeof entry.data !== 'string') return named;
    const translations = await Promise.all(
      locales
        .filter((locale) => locale !== defaultLocale)
        .map(async (locale) => [locale, await readTranslation(translationFile(name, locale))] as const),
    );
    return { ...named, data: joinedLanguages(name, { [defaultLocale]: entry.data, ...Object.fromEntries(translations) }) };
  };
  if (asked.action === 'entriesByFolder' && Array.isArray(answer))
    return (answer as Entry[]).map((entry) =>
      typeof entry?.file?.path === 'string' ? { ...entry, file: { ...entry.file, path: editorName(entry.file.path) } } : entry,
    );
  if (asked.action === 'getEntry') return entryNamed(answer as Entry, asked.params.path);
  if (asked.action === 'entriesByFiles' && Array.isArray(answer)) {
    const files = (asked.params.files ?? []) as { path?: unknown }[];
    return Promise.all((answer as Entry[]).map((entry, i) => entryNamed(entry, files[i]?.path)));
  }
  return answer;
}
