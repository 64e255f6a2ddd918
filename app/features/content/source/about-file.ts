import { excerpt, fieldPath, line } from '../issue-line.ts';
import { fieldsInBody, type ParsedFile, type ReadOptions } from './case-study-file.ts';
import { bodyHeadings } from './body-headings.ts';
import { defaultLocale } from '../../../i18n/locale.ts';
import { readBody } from './markdown-body.ts';
import { splitFrontmatter } from './frontmatter.ts';
import { parseYamlFields } from './yaml-fields.ts';

/** The about page's parts written in the body, in the order the page shows them; bodyHeadings names their headings. */
const partFields = ['story', 'principles', 'lessons'] as const;

type PartField = (typeof partFields)[number];

/**
 * Reads the about page's `index.md`: hero, galleries and experience from the
 * frontmatter; the story, the principles and the lessons from the body, each
 * a `## ` part of `### ` titled paragraphs.
 */
export function parseAboutFile(source: string, file: string, { locale = defaultLocale }: ReadOptions = {}): ParsedFile {
  const split = splitFrontmatter(source, file);
  const fields = parseYamlFields(split.yaml, file, split.yamlLine);
  const body = readBody(split.body, file, split.bodyLine);
  const lines = new Map(fields.lines);
  const aboutParts = bodyHeadings[locale];
  const headings = partFields.map((field) => `## ${aboutParts[field]}`);
  const inBody = Object.fromEntries(partFields.map((field) => [field, `the ## ${aboutParts[field]} part below the fields`]));
  const problems = [...split.problems, ...fields.problems, ...fieldsInBody(fields.value, lines, file, inBody), ...body.problems];
  const parts: Record<PartField, { title: string; text: string }[]> = { story: [], principles: [], lessons: [] };

  for (const part of body.parts) {
    const field = partFields.find((key) => aboutParts[key].toLowerCase() === part.title.toLowerCase());
    if (!field) {
      problems.push(line(file, '', `## ${excerpt(part.title)} is not a part of the about page; its parts are ${headings.join(', ')}`, part.line));
      continue;
    }
    if (parts[field].length > 0 || lines.has(field)) {
      problems.push(line(file, '', `## ${excerpt(part.title)} appears a second time; keep one, with every titled paragraph under it`, part.line));
      continue;
    }
    lines.set(field, part.line);
    if (part.titleProblem) problems.push(line(file, field, part.titleProblem.message, part.titleProblem.line));
    for (const block of part.blocks) {
      if (block.kind === 'images') {
        problems.push(line(file, '', `is an image under ## ${excerpt(part.title)}, which shows text only; images go in the galleries among the fields at the top`, block.line));
        continue;
      }
      const i = parts[field].length;
      lines.set(fieldPath([field, i]), block.line);
      lines.set(fieldPath([field, i, 'title']), block.line);
      if (block.textLine !== undefined) lines.set(fieldPath([field, i, 'text']), block.textLine);
      for (const [key, problem] of [['title', block.titleProblem], ['text', block.textProblem]] as const)
        if (problem) problems.push(line(file, fieldPath([field, i, key]), problem.message, problem.line));
      parts[field].push({ title: block.title, text: block.text });
    }
  }
  return { value: { ...fields.value, ...parts }, lines, problems, yamlProblems: [...split.problems, ...fields.problems] };
}
