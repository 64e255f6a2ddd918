import type { z } from 'zod';

/** `sections[2].blocks[1].images`: the way a field is reached in the content file. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');
}

/**
 * One error line: the file and the line in it, then the field, what is wrong
 * and how to fix it: `content/projects/<slug>/index.md:12: subtitle is empty; …`.
 * Editors open `file:line` at that line.
 */
export function line(file: string, field: string, message: string, at?: number): string {
  const text = message.trim();
  const sentence = /[.?!]$/.test(text) ? text : `${text}.`;
  const where = at === undefined ? file : `${file}:${at}`;
  return field ? `${where}: ${field} ${sentence}` : `${where}: ${sentence}`;
}

/**
 * An owner's text quoted in a message, cut to its first `max` characters:
 * a message names the text, it does not repeat a megabyte of it.
 */
export function excerpt(text: string, max = 60): string {
  const chars = [...text.slice(0, max * 2)];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** The line a field starts on in its file (or the nearest field around it that has one). */
export type Locate = (file: string, path: readonly PropertyKey[]) => number | undefined;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `"${value}"`;
  return typeof value === 'object' ? 'a group of fields' : String(value);
}

/**
 * Messages for the problems no rule in the schema words itself: a missing
 * field, a value of the wrong kind, a choice outside its list.
 */
export const fallbackMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return 'is missing; add it (CONTENT.md says what goes there)';
    const expected =
      issue.expected === 'array' ? 'a list (one "- item" a line)' : issue.expected === 'object' ? 'a group of fields (indented below it)' : `a ${issue.expected}`;
    return `is ${describe(issue.input)}, but should be ${expected}`;
  }
  if (issue.code === 'invalid_value') return `is ${describe(issue.input)}; it must be ${issue.values.map((v) => describe(v)).join(' or ')}`;
  return undefined;
};

/**
 * Error lines for everything a schema found wrong in one file, each with its
 * line where `locate` knows it. A problem found twice in one field (a
 * `mailto:` link breaks both the scheme and the host of a web address) is said once.
 */
export function issueLines(file: string, issues: readonly z.core.$ZodIssue[], locate?: Locate): string[] {
  const lines = issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) =>
        line(file, fieldPath([...issue.path, key]), 'is not a field here; check its spelling against CONTENT.md, or remove it', locate?.(file, [...issue.path, key])),
      );
    }
    return [line(file, fieldPath(issue.path), issue.message, locate?.(file, issue.path))];
  });
  return [...new Set(lines)];
}
