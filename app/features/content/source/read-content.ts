import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fieldPath, line, type Locate } from '../issue-line.ts';
import { contentEntries, isThere, unreadableFile } from './content-files.ts';
import { aboutFile, caseStudyFile, cvFile, projectsFolder, siteFile } from './files.ts';
import { parseAboutFile } from './about-file.ts';
import { parseCaseStudyFile, type ParsedFile } from './case-study-file.ts';
import { parseYamlFields, type FieldLines } from './yaml-fields.ts';
import { translate, translationFile, type TranslationProblem } from './translation.ts';
import { translatedFields } from './translated-fields.ts';
import { defaultLocale, locales, type Locale } from '../../../i18n/locale.ts';

/** Everything the site is built from, as read from the content files. */
export type ContentInput = {
  site: unknown;
  about: unknown;
  cv: unknown;
  caseStudies: Record<string, unknown>;
  projectOrder: readonly string[];
};

/**
 * The content as read from its files: the values, the line of every field,
 * what could not be read, and the files YAML could not read at all (their
 * values are partial, so the schema's checks of them would only add noise).
 */
export type ContentSource = {
  content: ContentInput;
  /** The content in each other language: the English content with each translation laid over it. */
  translations: Record<Exclude<Locale, typeof defaultLocale>, ContentInput>;
  problems: string[];
  locate: Locate;
  files: string[];
  unreadable: Set<string>;
};

/** Adds `items` one by one: a spread of a list this long would overflow the call stack. */
function append(target: string[], items: readonly string[]): void {
  for (const item of items) target.push(item);
}

type Translated = Exclude<Locale, typeof defaultLocale>;
export const translatedLocales = locales.filter((locale): locale is Translated => locale !== defaultLocale);

/**
 * The text of a content file, or undefined with a problem line: for a file
 * that is missing, and for one that is a symbolic link or lies outside
 * content/, which is never read (its problems then say nothing more of it).
 */
function readText(root: string, file: string, problems: string[], unreadable: Set<string>): string | undefined {
  const refused = unreadableFile(root, file);
  if (refused !== undefined) {
    problems.push(refused);
    unreadable.add(file);
    return undefined;
  }
  if (isThere(root, file)) return readFileSync(path.join(root, file), 'utf8');
  problems.push(line(file, '', 'is missing; the site is built from it. Restore it from the repository (git checkout -- ' + file + ')'));
  return undefined;
}

/** The folders of content/projects/ (each one a project, named by its address). */
export function projectSlugs(root: string): string[] {
  const folder = path.join(root, projectsFolder);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Reads every content file under `root`: `content/site.yaml` (with the home
 * page order, `projects:`), `content/cv.yaml`, `content/about/index.md` and
 * each `content/projects/<slug>/index.md`. Runs in Node only, at build time
 * or in a test: no page ever parses Markdown or YAML in the browser.
 */
export function readContent(root: string): ContentSource {
  const problems: string[] = [];
  const unreadable = new Set<string>();
  const linesOf = new Map<string, FieldLines>();
  const yamlProblems = (file: string, found: string[]) => {
    if (found.some((problem) => problem.startsWith(`${file}:`))) unreadable.add(file);
    append(problems, found);
  };
  const yamlFile = (file: string) => {
    const text = readText(root, file, problems, unreadable);
    if (text === undefined) return {};
    const parsed = parseYamlFields(text, file);
    yamlProblems(file, parsed.problems);
    linesOf.set(file, parsed.lines);
    return parsed.value;
  };
  const markdownFile = (file: string, parse: (source: string, file: string) => ParsedFile) => {
    const text = readText(root, file, problems, unreadable);
    if (text === undefined) return {};
    const parsed = parse(text, file);
    yamlProblems(file, parsed.yamlProblems);
    const said = new Set(parsed.yamlProblems);
    append(problems, parsed.problems.filter((problem) => !said.has(problem)));
    linesOf.set(file, parsed.lines);
    return parsed.value;
  };

  const { projects, ...site } = yamlFile(siteFile);
  const projectOrder = Array.isArray(projects) ? projects.map(String) : [];
  if (projects !== undefined && !Array.isArray(projects))
    problems.push(line(siteFile, 'projects', 'should be a list of the projects on the home page, one "- slug" a line', linesOf.get(siteFile)?.get('projects')));
  const cv = yamlFile(cvFile);
  const about = markdownFile(aboutFile, parseAboutFile);
  const caseStudies: Record<string, unknown> = {};
  for (const slug of projectSlugs(root)) {
    if (isThere(root, caseStudyFile(slug))) caseStudies[slug] = markdownFile(caseStudyFile(slug), parseCaseStudyFile);
  }

  const content: ContentInput = { site, about, cv, caseStudies, projectOrder };
  const translations = Object.fromEntries(
    translatedLocales.map((locale) => [locale, translatedContent(content, locale, { yamlFile, markdownFile, lineOf: (file, field) => linesOf.get(file)?.get(field), problems, root })]),
  ) as ContentSource['translations'];

  const locate: Locate = (file, fieldPathParts) => {
    const lines = linesOf.get(file);
    if (!lines) return undefined;
    for (let end = fieldPathParts.length; end > 0; end--) {
      const found = lines.get(fieldPath(fieldPathParts.slice(0, end)));
      if (found !== undefined) return found;
    }
    return 1;
  };
  // Every file under content/ is an ordinary one: a link is named, never followed (the files read above are named once).
  const entries = isThere(root, 'content') ? contentEntries(root) : { files: [], refused: [] };
  const said = new Set(problems);
  append(problems, entries.refused.filter((problem) => !said.has(problem)));
  return { content, translations, problems, locate, unreadable, files: entries.files };
}

type Readers = {
  yamlFile: (file: string) => Record<string, unknown>;
  markdownFile: (file: string, parse: (source: string, file: string) => ParsedFile) => Record<string, unknown>;
  lineOf: (file: string, field: string) => number | undefined;
  problems: string[];
  root: string;
};

/** One problem of a translation, said as every content problem is: file, line, field, fix. */
function translationLine(problem: TranslationProblem, file: string, english: string, readers: Readers): string {
  const field = fieldPath(problem.path);
  const own = (from: string) => {
    for (let end = problem.path.length; end > 0; end--) {
      const at = readers.lineOf(from, fieldPath(problem.path.slice(0, end)));
      if (at !== undefined) return at;
    }
    return undefined;
  };
  const englishFile = path.basename(english);
  if (problem.kind === 'missing') {
    const at = own(english);
    return line(file, field, `is missing: ${englishFile} has it${at === undefined ? '' : ` (line ${at})`}; write it here in the page's language`, own(file) ?? 1);
  }
  if (problem.kind === 'count')
    return line(file, field, `has ${problem.found} entries, but ${englishFile} has ${problem.expected}; entry N here translates entry N there, so give it ${problem.expected}`, own(file) ?? 1);
  if (problem.kind === 'not in English')
    return line(file, field, `translates a text ${englishFile} does not have; write it there first, or remove it here`, own(file) ?? 1);
  return line(file, field, `is not a text that changes with the language; it is written once, in ${englishFile}. Remove it here`, own(file) ?? 1);
}

/** The image files a case study's sections show, in order. */
const imagesOf = (study: unknown): string[] =>
  ((study as { sections?: { blocks?: { images?: { file?: string }[] }[] }[] })?.sections ?? []).flatMap((section) =>
    (section.blocks ?? []).flatMap((block) => (block.images ?? []).map((image) => image.file ?? '')),
  );

/**
 * The content in `locale`: each file's translation read and laid over it.
 * A translation that is missing, lacks a text, or sets a field that does not
 * change with the language is a problem, so the build stops on it.
 */
function translatedContent(content: ContentInput, locale: Translated, readers: Readers): ContentInput {
  const { problems } = readers;
  const over = (english: string, value: unknown, translation: Record<string, unknown> | undefined, fields: readonly string[]) => {
    const file = translationFile(english, locale);
    if (translation === undefined) return value;
    const result = translate(value, translation, fields);
    append(problems, result.problems.map((problem) => translationLine(problem, file, english, readers)));
    return result.value;
  };
  const read = (english: string, readFile: (file: string) => Record<string, unknown>) => {
    const file = translationFile(english, locale);
    if (!isThere(readers.root, file)) {
      problems.push(line(file, '', `is missing; every page is in each language, so ${path.basename(english)} needs its translation here. Create it with the texts of ${path.basename(english)} in the page's language (CONTENT.md, "Two languages")`));
      return undefined;
    }
    const value = readFile(file);
    // A translation the site may not read (a link) has said so: it lays nothing over the English file.
    return unreadableFile(readers.root, file) === undefined ? value : undefined;
  };
  const yamlOver = (english: string, value: unknown, fields: readonly string[]) => over(english, value, read(english, readers.yamlFile), fields);

  const site = yamlOver(siteFile, content.site, translatedFields.site);
  const cv = yamlOver(cvFile, content.cv, translatedFields.cv);
  const about = over(aboutFile, content.about, read(aboutFile, (file) => readers.markdownFile(file, (source, name) => parseAboutFile(source, name, { locale }))), translatedFields.about);
  const caseStudies = Object.fromEntries(
    Object.entries(content.caseStudies).map(([slug, study]) => {
      const english = caseStudyFile(slug);
      const access = (study as { access?: unknown })?.access;
      const translation = read(english, (file) => readers.markdownFile(file, (source, name) => parseCaseStudyFile(source, name, { locale, access })));
      const value = over(english, study, translation, translatedFields.caseStudy);
      const file = translationFile(english, locale);
      const [mine, theirs] = [imagesOf(value), imagesOf(study)];
      if (translation !== undefined && mine.join('\n') !== theirs.join('\n')) {
        const at = theirs.findIndex((image, i) => mine[i] !== image);
        const index = at === -1 ? theirs.length : at;
        problems.push(
          line(file, '', `shows ${mine[index] ? `${mine[index]} as image ${index + 1}` : `${mine.length} images`}, where index.md shows ${theirs[index] ?? `${theirs.length} images`}; a translation shows the same images in the same places, with their alt texts and captions translated`, readers.lineOf(file, 'sections') ?? 1),
        );
      }
      return [slug, value];
    }),
  );
  return { site, about, cv, caseStudies, projectOrder: content.projectOrder };
}
