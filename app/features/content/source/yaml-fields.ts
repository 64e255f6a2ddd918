import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { fieldPath, line } from '../issue-line.ts';
import { smartQuotes } from './smart-quotes.ts';
import { joinLines } from './join-lines.ts';

/** Where each field of a file starts: `about.text` → its line number (1-based, in the whole file). */
export type FieldLines = Map<string, number>;

export type ParsedYaml = { value: Record<string, unknown>; lines: FieldLines; problems: string[] };

/** The only fields that hold a number; everywhere else `2019` or `true` is the text the owner wrote. */
const numeric = new Set(['rememberDays']);

/** Fields whose text is an address or a file name: their quotes are never made typographic. */
const verbatim = new Set(['name', 'file', 'href', 'url', 'profileUrl', 'companyUrl', 'caseStudyUrl', 'email']);

/**
 * A text as the pages show it. A block of several paragraphs (separated by a
 * blank line) becomes one text with a line break between paragraphs, as the
 * components render it; the lines of one paragraph join with spaces.
 */
export function paragraphs(text: string): string {
  return text
    .trim()
    .split(/\n[ \t]*\n\s*/)
    .map(joinLines)
    .join('\n');
}

/** The fix for the YAML mistakes an owner is likeliest to make, by the parser's error code. */
const fixes: Record<string, string> = {
  BAD_ALIAS: 'a text cannot start with * in YAML; put the whole text in quotes, e.g. "*9 years* of …"',
  UNEXPECTED_TOKEN: 'YAML cannot read this line; if the text holds ": " or starts with a sign such as * & ! % @ `, put the whole text in quotes',
  MULTILINE_IMPLICIT_KEY: 'a text that runs onto the next line must be written as a block: the field, then | and the text on the lines below, indented',
  BLOCK_AS_IMPLICIT_KEY: 'YAML cannot read this line; if the text holds ": ", put the whole text in quotes',
  BAD_INDENT: 'is indented differently from the lines around it; line it up with the other fields of its group',
  TAB_AS_INDENT: 'is indented with a tab; indent with spaces',
  DUPLICATE_KEY: 'names a field a second time; keep one of them',
  MISSING_CHAR: 'is missing a closing quote or bracket; close it on the same line',
  BAD_DQ_ESCAPE: 'has a backslash YAML cannot read inside double quotes; remove it, or use single quotes',
  RESOURCE_EXHAUSTION: 'nests lists or groups in brackets deeper than YAML can read; write a list one "- item" a line, and put a text that holds [ or { in quotes',
};

/**
 * The most `[` or `{` open at once: YAML's reader nests a call per bracket,
 * so a megabyte of them takes it many seconds to give up on. A deeper file is
 * refused before it is read (no content needs a tenth of this, even counting
 * brackets inside quotes, which this count does not tell apart).
 */
export const maxBracketDepth = 1000;

/** Where (as an offset) the brackets first open deeper than `maxBracketDepth`, or -1. */
function tooDeep(source: string): number {
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source.charCodeAt(i);
    if (char === 0x5b || char === 0x7b) {
      if (++depth > maxBracketDepth) return i;
    } else if ((char === 0x5d || char === 0x7d) && depth > 0) depth--;
  }
  return -1;
}

function toValue(node: unknown, key: string | undefined): unknown {
  if (isMap(node)) {
    const out: Record<string, unknown> = {};
    for (const pair of node.items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      out[name] = toValue(pair.value, name);
    }
    return out;
  }
  if (isSeq(node)) return node.items.map((item) => toValue(item, key));
  if (isScalar(node)) {
    const value = node.value;
    // An empty value (`href:`) is an empty text.
    if (value === null) return '';
    if (typeof value !== 'string') return key !== undefined && numeric.has(key) ? value : (node.source ?? String(value));
    const text = value.includes('\n') ? paragraphs(value) : value.trim();
    return key !== undefined && verbatim.has(key) ? text : smartQuotes(text);
  }
  // An empty value (`field:` with nothing after it).
  return '';
}

/**
 * Reads YAML (a whole file, or the frontmatter of a Markdown file starting at
 * `firstLine`), with the line of every field, and a problem line for each
 * mistake YAML itself finds.
 */
export function parseYamlFields(source: string, file: string, firstLine = 1): ParsedYaml {
  const deep = tooDeep(source);
  if (deep !== -1) {
    const at = source.slice(0, deep).split('\n').length + firstLine - 1;
    return { value: {}, lines: new Map(), problems: [line(file, '', fixes.RESOURCE_EXHAUSTION ?? '', at)] };
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const lines: FieldLines = new Map();
  const aliases: string[] = [];
  const visit = (node: unknown, path: (string | number)[]) => {
    // `*word` at the start of a value is a YAML alias, not text: a headline starting with a highlight.
    if (isAlias(node) && node.range) aliases.push(line(file, fieldPath(path), fixes.BAD_ALIAS ?? '', lineAt(node.range[0])));
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        const childPath = [...path, String(pair.key.value)];
        const range = (pair.key as YamlNode).range;
        if (range) lines.set(fieldPath(childPath), lineAt(range[0]));
        visit(pair.value, childPath);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        const childPath = [...path, index];
        const range = (item as YamlNode | null)?.range;
        if (range) lines.set(fieldPath(childPath), lineAt(range[0]));
        visit(item, childPath);
      });
    }
  };
  visit(doc.contents, []);
  // A syntax mistake names the field on its line, where there is one.
  const firstFieldOn = new Map<number, string>();
  for (const [field, start] of lines) if (!firstFieldOn.has(start)) firstFieldOn.set(start, field);
  const fieldAt = (at: number) => firstFieldOn.get(at) ?? '';
  const problems = doc.errors.map((error) => {
    const at = lineAt(error.pos[0]);
    const fix = fixes[error.code] ?? `YAML cannot read this line (${error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '')}); compare it with the lines around it`;
    return line(file, fieldAt(at), fix, at);
  }).concat(aliases);
  const value = problems.length === 0 || doc.contents ? toValue(doc.contents, undefined) : {};
  return { value: value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}, lines, problems };
}
