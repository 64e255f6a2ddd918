import { isMap, isScalar, isSeq, parse, parseDocument, type Document } from 'yaml';
import { isMarkdown, laidOut, laidOutYaml, markdownFile } from '../../../app/features/content/source/content-layout.ts';
import { splitFrontmatter } from '../../../app/features/content/source/frontmatter.ts';

/** What a save writes: the file's text, and the fields it changed (`body` for a Markdown file's text). */
export type FieldSave = { text: string; changed: string[] };

/** The name a Markdown file's body goes by among the changed fields. */
export const bodyField = 'body';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Makes `node` (in `document`) hold `value`, changing only the nodes whose
 * value differs: a field left alone keeps its node, and so its lines.
 * Returns the node to keep (a new one where the kind of value changed).
 */
function carry(document: Document, node: unknown, value: unknown): unknown {
  if (isScalar(node) && (value === null || typeof value !== 'object')) {
    // The same text written another way (2019 and '2019') is the same field.
    if (node.value !== value && String(node.value ?? '') !== String(value ?? '')) node.value = value;
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    value.forEach((item, i) => {
      if (i < node.items.length) node.items[i] = carry(document, node.items[i], item);
      else node.items.push(document.createNode(item));
    });
    node.items.length = value.length;
    return node;
  }
  if (isMap(node) && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    const keyOf = (key: unknown) => (isScalar(key) ? String(key.value) : undefined);
    node.items = node.items.filter((pair) => entries.some(([key]) => key === keyOf(pair.key)));
    for (const [key, item] of entries) {
      const pair = node.items.find((candidate) => keyOf(candidate.key) === key);
      if (pair) pair.value = carry(document, pair.value, item);
      else node.items.push(document.createPair(key, item));
    }
    return node;
  }
  return document.createNode(value);
}

/** The top-level fields whose values differ between two readings of a file's fields. */
function changedFields(before: unknown, after: unknown): string[] {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !same(a[key], b[key]));
}

/** The fields of a file the editor sent, as YAML text, and its body. */
function partsOf(text: string, file: string) {
  if (!isMarkdown(file)) return { yaml: text, body: undefined };
  const { yaml, body, problems } = splitFrontmatter(text, file);
  return problems.length > 0 ? undefined : { yaml, body };
}

/**
 * What saving `incoming` (the whole file, as the editor sends it) over
 * `previous` (the file as it is, or undefined for a new file) writes: the
 * previous file with only the changed fields re-written, in the content
 * files' layout (app/features/content/source/content-layout.ts). A Markdown
 * body the owner did not change is kept byte for byte; a changed one is
 * taken as the editor wrote it, never re-flowed.
 */
export function fieldSave(previous: string | undefined, incoming: string, file: string): FieldSave {
  const next = partsOf(incoming, file);
  const before = previous === undefined ? undefined : partsOf(previous, file);
  const document = before ? parseDocument(before.yaml) : undefined;
  if (!next) return { text: incoming, changed: [] };
  const value: unknown = parse(next.yaml);
  if (!before || !document || document.errors.length > 0) {
    // A new file, or one the owner's last edit left unreadable: written whole, in the layout.
    const text = laidOut(incoming, file);
    return { text, changed: changedFields(before ? parse(before.yaml, { uniqueKeys: false }) : {}, value) };
  }
  const changed = changedFields(document.toJS(), value);
  document.contents = carry(document, document.contents, value ?? {}) as typeof document.contents;
  if (next.body === undefined || before.body === undefined) return { text: laidOutYaml(document), changed };
  const bodyChanged = next.body.trim() !== before.body.trim();
  const body = bodyChanged ? next.body.replace(/\s*$/, '\n') : before.body;
  return { text: markdownFile(document, body), changed: bodyChanged ? [...changed, bodyField] : changed };
}
