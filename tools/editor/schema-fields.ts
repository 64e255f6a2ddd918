import { z } from 'zod';
import { caseInsensitive } from './case-insensitive.ts';
import type { FieldNotes } from './editor-fields.ts';

/** One form field of the editor (Decap CMS's `fields` entries: only what this site uses). */
export type EditorField = {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'number' | 'boolean' | 'select' | 'object' | 'list' | 'markdown' | 'file' | 'image';
  required?: false;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  fields?: EditorField[];
  field?: EditorField;
  summary?: string;
  collapsed?: boolean;
  /** Whether the field changes with the language (editor-i18n.ts): shown on the Spanish side and written in its file. */
  i18n?: boolean;
  [option: string]: unknown;
};

type JsonNode = {
  type?: string;
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  enum?: string[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  /** The schema's own message for a value that breaks the pattern or format (added below). */
  'x-message'?: string;
  /** A text the schema accepts empty ('' shows a link as unavailable): the form may leave it empty. */
  'x-may-be-empty'?: boolean;
};

type Check = { _zod: { def: { check?: string; format?: string; pattern?: RegExp; error?: unknown } } };
type Def = { type?: string; format?: string; error?: unknown; checks?: Check[] };

/** What a schema's error option says for a wrong value: the second half of a problem line. */
function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'function') return undefined;
  const said: unknown = error({ code: 'invalid_format', input: 'x' });
  if (typeof said === 'string') return said;
  if (said && typeof said === 'object' && 'message' in said && typeof said.message === 'string') return said.message;
  return undefined;
}

/**
 * The schema as JSON Schema, with each pattern kept case-insensitive where the
 * schema's is, and the schema's own message for a value that breaks it.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonNode {
  return z.toJSONSchema(schema, {
    io: 'input',
    // Custom rules (counts, date ranges, country codes) have no JSON Schema form: the check still runs them.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const def = (zodSchema as unknown as { _zod: { def: Def } })._zod.def;
      const node = jsonSchema as JsonNode;
      for (const check of def.checks ?? []) {
        const { format, pattern, error } = check._zod.def;
        if (format !== 'regex' || !pattern) continue;
        node.pattern = pattern.flags.includes('i') ? caseInsensitive(pattern.source) : pattern.source;
        node['x-message'] = messageOf(error) ?? node['x-message'];
      }
      if (def.type === 'string' && (def.format === 'url' || def.format === 'email')) node['x-message'] = messageOf(def.error);
      // A text whose own rule lets '' through (a link left empty shows as unavailable) may stay empty.
      const ownRule = def.checks?.some((check) => check._zod.def.check === 'custom');
      if (def.type === 'string' && ownRule && (zodSchema as unknown as z.ZodType).safeParse('').success) node['x-may-be-empty'] = true;
    },
  }) as JsonNode;
}

/** `https://`, a host with no user name before an @ in it, then the path if any: the content check's web address. */
const webAddressPattern = '^https://[^\\s/\\\\?#@]+([/?#]\\S*)?$';

/**
 * The form's pattern for a text of at most `max` characters: on its own, or
 * ahead of the field's own pattern (which then speaks for both).
 */
function withMaxLength(own: [string, string] | undefined, max: number, label: string): [string, string] {
  if (!own) return [`^[\\s\\S]{0,${max}}$`, `${label} is too long; shorten it to at most ${max} characters`];
  return [`^(?=[\\s\\S]{0,${max}}$)(?:${own[0]})`, `${own[1]} (at most ${max} characters)`];
}

/** "coverAlt" → "Cover alt": the label of a field the notes do not name. */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The form fields of a schema object, in the schema's order: one per
 * property except those kept in the Markdown body (`skip`). Required,
 * optional, choices, patterns with their messages, number ranges and list
 * lengths come from the schema; labels, hints and multi-line boxes from the notes.
 */
export function fieldsOf(node: JsonNode, notes: FieldNotes, skip: readonly string[] = [], prefix = ''): EditorField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {})
    .filter(([name]) => !skip.includes(name))
    .map(([name, property]) => fieldOf(name, property, notes, `${prefix}${name}`, required.has(name)));
}

function fieldOf(name: string, node: JsonNode, notes: FieldNotes, path: string, isRequired: boolean): EditorField {
  const note = notes[path] ?? {};
  const label = note.label ?? labelOf(name);
  const field: EditorField = { name, label, widget: 'string' };
  if (!isRequired || node['x-may-be-empty']) field.required = false;
  if (note.hint) field.hint = note.hint;

  if (node.type === 'object') {
    const fields = fieldsOf(node, notes, [], `${path}.`);
    // The form cannot leave out an optional group whose fields it requires: the content check asks for them together.
    if (!isRequired) for (const inner of fields) inner.required = false;
    Object.assign(field, { widget: 'object', fields });
  } else if (node.type === 'array') {
    const items = node.items ?? {};
    field.widget = 'list';
    if (items.type === 'object') {
      field.fields = fieldsOf(items, notes, [], `${path}.`);
      if (note.summary) field.summary = `{{fields.${note.summary}}}`;
      field.collapsed = true;
    } else {
      field.field = fieldOf(name, items, {}, '', true);
      field.field.label = label;
    }
    const min = note.min ?? node.minItems;
    const max = note.max ?? node.maxItems;
    if (min !== undefined) field.min = min;
    if (max !== undefined) field.max = max;
  } else if (node.enum) {
    Object.assign(field, { widget: 'select', options: [...node.enum] });
  } else if (node.type === 'boolean') {
    // A switch: left off, the file does not say it, which the schema reads as false.
    field.widget = 'boolean';
  } else if (node.type === 'integer' || node.type === 'number') {
    field.widget = 'number';
    field.value_type = node.type === 'integer' ? 'int' : 'float';
    if (node.minimum !== undefined) field.min = node.minimum;
    if (node.maximum !== undefined) field.max = node.maximum;
  } else {
    if (note.widget) field.widget = note.widget;
    const pattern = node.format === 'uri' ? webAddressPattern : node.pattern;
    if (pattern) field.pattern = [pattern, `${label} ${node['x-message'] ?? 'is not written the way the hint shows'}`];
    if (node.maxLength !== undefined) field.pattern = withMaxLength(field.pattern, node.maxLength, label);
  }
  return field;
}
