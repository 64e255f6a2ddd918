/**
 * A content file's translation: a file beside it (`index.es.md` beside
 * `index.md`, `site.es.yaml` beside `site.yaml`) that holds only the texts
 * that change with the language. Everything else (names, addresses, colours,
 * dates, files) is written once, in the English file, and the translation is
 * laid over it. Entry N of a translated list translates entry N.
 */

/** A field that is translated, as a path: `experience[].text` is the text of every entry of experience. */
export type TranslatedField = string;

export type TranslationProblem =
  /** The English file has this text, the translation does not. */
  | { kind: 'missing'; path: (string | number)[] }
  /** The translation sets a field that is the same in every language. */
  | { kind: 'not translated'; path: (string | number)[] }
  /** The translation sets a text the English file does not have. */
  | { kind: 'not in English'; path: (string | number)[] }
  /** A translated list has another number of entries than the English one. */
  | { kind: 'count'; path: (string | number)[]; expected: number; found: number };

type Trie = { leaf: boolean; children: Map<string, Trie> };

function trieOf(fields: readonly TranslatedField[]): Trie {
  const root: Trie = { leaf: false, children: new Map() };
  for (const field of fields) {
    let node = root;
    for (const segment of field.replace(/\[\]/g, '.[]').split('.')) {
      const next = node.children.get(segment) ?? { leaf: false, children: new Map() };
      node.children.set(segment, next);
      node = next;
    }
    node.leaf = true;
  }
  return root;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The English value with the translation laid over it, and what the
 * translation lacks or has too many of. A translated field missing from the
 * translation keeps its English value in the result, so the problems list
 * is the one place that says what is untranslated.
 */
export function translate(english: unknown, translation: unknown, fields: readonly TranslatedField[]): { value: unknown; problems: TranslationProblem[] } {
  const problems: TranslationProblem[] = [];

  const walk = (base: unknown, over: unknown, node: Trie, path: (string | number)[]): unknown => {
    if (node.leaf) {
      if (over === undefined) {
        problems.push({ kind: 'missing', path });
        return base;
      }
      return over;
    }
    const items = node.children.get('[]');
    if (items) {
      if (!Array.isArray(base)) return base;
      if (over !== undefined && !Array.isArray(over)) {
        problems.push({ kind: 'count', path, expected: base.length, found: 0 });
        return base;
      }
      const list = (over ?? []) as unknown[];
      if (over !== undefined && list.length !== base.length) problems.push({ kind: 'count', path, expected: base.length, found: list.length });
      return base.map((item, i) => walk(item, list[i], items, [...path, i]));
    }
    if (!isRecord(base)) return base;
    const overFields = isRecord(over) ? over : {};
    for (const key of Object.keys(overFields)) {
      if (!node.children.has(key)) problems.push({ kind: 'not translated', path: [...path, key] });
      else if (base[key] === undefined) problems.push({ kind: 'not in English', path: [...path, key] });
    }
    const result: Record<string, unknown> = { ...base };
    for (const [key, child] of node.children) {
      if (base[key] === undefined) continue;
      result[key] = walk(base[key], overFields[key], child, [...path, key]);
    }
    return result;
  };

  const value = walk(english, translation ?? {}, trieOf(fields), []);
  return { value, problems };
}

/**
 * The part of a value that a translation holds: its translated fields, and
 * nothing else (the editor writes a translation from this, so a field that is
 * the same in every language never lands in it).
 */
export function translatedPart(value: unknown, fields: readonly TranslatedField[]): unknown {
  const walk = (over: unknown, node: Trie): unknown => {
    if (node.leaf) return over;
    const items = node.children.get('[]');
    if (items) return Array.isArray(over) ? over.map((item) => walk(item, items) ?? {}) : undefined;
    if (!isRecord(over)) return undefined;
    // In the value's own order, as the file has its fields.
    const kept = Object.keys(over).flatMap((key) => {
      const child = node.children.get(key);
      const part = child && over[key] !== undefined ? walk(over[key], child) : undefined;
      return part === undefined ? [] : [[key, part] as const];
    });
    return kept.length > 0 ? Object.fromEntries(kept) : undefined;
  };
  return walk(value, trieOf(fields)) ?? {};
}

/** The translation of a content file: `content/site.yaml` → `content/site.es.yaml`. */
export const translationFile = (file: string, locale: string) => file.replace(/\.(md|ya?ml)$/, `.${locale}.$1`);

/** The English file a translation translates (`content/site.es.yaml` → `content/site.yaml`), or undefined for an English file. */
export function translatedFile(file: string, locales: readonly string[]): string | undefined {
  const match = file.match(/\.([a-z]{2})\.(md|ya?ml)$/);
  return match && locales.includes(match[1] as string) ? file.replace(/\.[a-z]{2}\.(md|ya?ml)$/, '.$1') : undefined;
}
