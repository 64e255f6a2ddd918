import { excerpt, fieldPath, line } from '../issue-line.ts';
import { readBody, type BodyDraft, type TextProblem } from './markdown-body.ts';
import { splitFrontmatter } from './frontmatter.ts';
import { parseYamlFields, type FieldLines } from './yaml-fields.ts';
import { bodyHeadings } from './body-headings.ts';
import { defaultLocale, type Locale } from '../../../i18n/locale.ts';

/** `yamlProblems`: the part of `problems` that says the fields at the top could not be read. */
export type ParsedFile = { value: Record<string, unknown>; lines: FieldLines; problems: string[]; yamlProblems: string[] };

/** Fields written in the body, never in the frontmatter. */
const bodyFields = (lessonsHeading: string) => ({ sections: 'the ## sections below the fields', lessons: `the ## ${lessonsHeading} section at the end` });

/** How a file is read: its language (the body's headings), and, for a translation, the English file's access. */
export type ReadOptions = { locale?: Locale; access?: unknown };

/** Frontmatter fields that belong in the body: each is one problem line. */
export function fieldsInBody(value: Record<string, unknown>, lines: FieldLines, file: string, fields: Record<string, string>): string[] {
  return Object.entries(fields)
    .filter(([field]) => field in value)
    .map(([field, where]) => line(file, field, `is written in the text, as ${where}, not among the fields at the top; move it there`, lines.get(field)));
}

/** The folder, beside a case study's `index.md`, its images are in: a private project's are never served as files. */
export function caseStudyMediaFolder(access: unknown): 'media' | 'protected-media' {
  return access === 'private' ? 'protected-media' : 'media';
}

/**
 * Reads a case study's `index.md`: the structured fields from the
 * frontmatter, the sections and lessons from the body. Image paths are
 * relative to the file (`media/board.svg`, or `protected-media/…` for a
 * private project); the content keeps the file name.
 */
export function parseCaseStudyFile(source: string, file: string, { locale = defaultLocale, access }: ReadOptions = {}): ParsedFile {
  const split = splitFrontmatter(source, file);
  const fields = parseYamlFields(split.yaml, file, split.yamlLine);
  const body = readBody(split.body, file, split.bodyLine);
  const lines = new Map(fields.lines);
  const { lessons: lessonsHeading } = bodyHeadings[locale];
  const problems = [...split.problems, ...fields.problems, ...fieldsInBody(fields.value, lines, file, bodyFields(lessonsHeading)), ...body.problems];
  const mediaFolder = caseStudyMediaFolder(access ?? fields.value.access);
  const { sections, lessons } = caseStudyBody(body, file, mediaFolder, lines, problems, lessonsHeading);
  lines.set('sections', split.bodyLine);
  return { value: { ...fields.value, sections, lessons }, lines, problems, yamlProblems: [...split.problems, ...fields.problems] };
}

function caseStudyBody(body: BodyDraft, file: string, mediaFolder: string, lines: FieldLines, problems: string[], lessonsHeading: string) {
  const at = (path: (string | number)[], line: number | undefined) => {
    if (line !== undefined) lines.set(fieldPath(path), line);
  };
  const say = (path: (string | number)[], problem: TextProblem | undefined) => {
    if (problem) problems.push(line(file, fieldPath(path), problem.message, problem.line));
  };
  const lessonsAt = body.parts.findIndex((part) => part.title.toLowerCase() === lessonsHeading.toLowerCase());
  const sectionParts = lessonsAt === -1 ? body.parts : body.parts.slice(0, lessonsAt);
  const lessonParts = lessonsAt === -1 ? [] : body.parts.slice(lessonsAt);

  const sections = sectionParts.map((part, s) => {
    at(['sections', s], part.line);
    at(['sections', s, 'title'], part.line);
    say(['sections', s, 'title'], part.titleProblem);
    return {
      title: part.title,
      blocks: part.blocks.map((block, b) => {
        const path = ['sections', s, 'blocks', b];
        at(path, block.line);
        if (block.kind === 'comment') {
          at([...path, 'title'], block.line);
          at([...path, 'text'], block.textLine);
          say([...path, 'title'], block.titleProblem);
          say([...path, 'text'], block.textProblem);
          return { kind: 'comment', title: block.title, text: block.text };
        }
        at([...path, 'images'], block.line);
        const images = block.images.map((image, i) => {
          at([...path, 'images', i], image.line);
          at([...path, 'images', i, 'file'], image.line);
          at([...path, 'images', i, 'alt'], image.line);
          say([...path, 'images', i, 'alt'], image.problem);
          if (image.title !== undefined && i < block.images.length - 1)
            problems.push(
              line(file, fieldPath([...path, 'images', i]), `has a caption ("${excerpt(image.title)}"), but only the last image of a row carries the row's caption; move it to the last image, or remove it`, image.line),
            );
          const prefix = `${mediaFolder}/`;
          const name = decodeURI(image.url).slice(image.url.lastIndexOf('/') + 1);
          if (!image.url.startsWith(prefix) || image.url.slice(prefix.length).includes('/'))
            problems.push(
              line(file, fieldPath([...path, 'images', i, 'file']), `is "${excerpt(image.url)}", but images live in the project's ${mediaFolder} folder; write it as ${prefix}${excerpt(name) || 'file.png'}`, image.line),
            );
          return { file: name, alt: image.alt };
        });
        const caption = block.images.at(-1)?.title;
        if (caption !== undefined) at([...path, 'caption'], block.images.at(-1)?.line);
        return caption === undefined ? { kind: 'images', images } : { kind: 'images', images, caption };
      }),
    };
  });

  const lessons = lessonParts.flatMap((part, p) => {
    if (p > 0) {
      problems.push(line(file, '', `## ${excerpt(part.title)} comes after ## ${lessonsHeading}, which must be the last section; move it above ## ${lessonsHeading}`, part.line));
      return [];
    }
    at(['lessons'], part.line);
    say(['lessons'], part.titleProblem);
    return part.blocks.flatMap((block) => {
      if (block.kind === 'images') {
        problems.push(line(file, '', `is an image under ## ${lessonsHeading}, which shows text only; move it to a section above`, block.line));
        return [];
      }
      return [block];
    });
  });
  lessons.forEach((lesson, i) => {
    at(['lessons', i], lesson.line);
    at(['lessons', i, 'title'], lesson.line);
    at(['lessons', i, 'text'], lesson.textLine);
    say(['lessons', i, 'title'], lesson.titleProblem);
    say(['lessons', i, 'text'], lesson.textProblem);
  });
  return { sections, lessons: lessons.map(({ title, text }) => ({ title, text })) };
}
