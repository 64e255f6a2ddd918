import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fieldPath, line } from '../validation/issue-line.ts';
import { listContentFiles } from '../validation/content-files.ts';
import type { ContentInput, Locate } from '../validation/validate-content.ts';
import { aboutFile, caseStudyFile, cvFile, projectsFolder, siteFile } from './files.ts';
import { parseAboutFile } from './about-file.ts';
import { parseCaseStudyFile, type ParsedFile } from './case-study-file.ts';
import { parseYamlFields, type FieldLines } from './yaml-fields.ts';

/**
 * The content as read from its files: the values, the line of every field,
 * what could not be read, and the files YAML could not read at all (their
 * values are partial, so the schema's checks of them would only add noise).
 */
export type ContentSource = { content: ContentInput; problems: string[]; locate: Locate; files: string[]; unreadable: Set<string> };

function readText(root: string, file: string, problems: string[]): string | undefined {
  const full = path.join(root, file);
  if (existsSync(full)) return readFileSync(full, 'utf8');
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
    problems.push(...found);
  };
  const yamlFile = (file: string) => {
    const text = readText(root, file, problems);
    if (text === undefined) return {};
    const parsed = parseYamlFields(text, file);
    yamlProblems(file, parsed.problems);
    linesOf.set(file, parsed.lines);
    return parsed.value;
  };
  const markdownFile = (file: string, parse: (source: string, file: string) => ParsedFile) => {
    const text = readText(root, file, problems);
    if (text === undefined) return {};
    const parsed = parse(text, file);
    yamlProblems(file, parsed.yamlProblems);
    problems.push(...parsed.problems.filter((problem) => !parsed.yamlProblems.includes(problem)));
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
    if (existsSync(path.join(root, caseStudyFile(slug)))) caseStudies[slug] = markdownFile(caseStudyFile(slug), parseCaseStudyFile);
  }

  const locate: Locate = (file, fieldPathParts) => {
    const lines = linesOf.get(file);
    if (!lines) return undefined;
    for (let end = fieldPathParts.length; end > 0; end--) {
      const found = lines.get(fieldPath(fieldPathParts.slice(0, end)));
      if (found !== undefined) return found;
    }
    return 1;
  };
  return { content: { site, about, cv, caseStudies, projectOrder }, problems, locate, unreadable, files: existsSync(path.join(root, 'content')) ? listContentFiles(root) : [] };
}
