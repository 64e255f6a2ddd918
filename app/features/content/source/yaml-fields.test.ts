import { describe, expect, it } from 'vitest';
import { maxBracketDepth, paragraphs, parseYamlFields } from './yaml-fields.ts';

describe('parseYamlFields', () => {
  it('reads what the owner wrote as text, numbers only where a number is asked for', () => {
    const { value, problems } = parseYamlFields('dates: 2019\nlevel: true\ngate:\n  rememberDays: 30\n', 'content/cv.yaml');
    expect(problems).toEqual([]);
    expect(value).toEqual({ dates: '2019', level: 'true', gate: { rememberDays: 30 } });
  });

  it('gives the line of every field, counted from where the fields start in the file', () => {
    const { lines } = parseYamlFields('name: Vela\nabout:\n  title: What\nprototypes:\n  - kind: Mobile\n', 'x.md', 2);
    expect(Object.fromEntries(lines)).toEqual({ name: 2, about: 3, 'about.title': 4, prototypes: 5, 'prototypes[0]': 6, 'prototypes[0].kind': 6 });
  });

  it('makes quotes typographic in texts, never in addresses or file names', () => {
    const { value } = parseYamlFields(`title: The "real" deal\nhref: https://example.com/it's\nname: it's.png\n`, 'x.yaml');
    expect(value).toEqual({ title: 'The “real” deal', href: "https://example.com/it's", name: "it's.png" });
  });
});

describe('brackets nested deeper than YAML can read', () => {
  const nested = (depth: number) => `name: Nora\nlist: ${'['.repeat(depth)}a${']'.repeat(depth)}\n`;

  it('are one problem, on their line, however deep: a megabyte of them is refused before YAML reads it', { timeout: 60_000 }, () => {
    const message = 'x.yaml:2: nests lists or groups in brackets deeper than YAML can read; write a list one "- item" a line, and put a text that holds [ or { in quotes.';
    expect(parseYamlFields(nested(1 << 19), 'x.yaml').problems).toEqual([message]);
    expect(parseYamlFields(nested(maxBracketDepth + 1), 'x.yaml').problems).toEqual([message]);
    // Shallower, YAML's reader gives up by itself: the same words.
    expect(parseYamlFields(nested(maxBracketDepth), 'x.yaml').problems).toContain('x.yaml:2: list nests lists or groups in brackets deeper than YAML can read; write a list one "- item" a line, and put a text that holds [ or { in quotes.');
  });

  it('leave a few brackets, in a list or a text, to YAML', () => {
    expect(parseYamlFields(nested(5), 'x.yaml').problems).toEqual([]);
  });
});

describe('paragraphs', () => {
  it('joins the lines of a paragraph and separates paragraphs with one line break', () => {
    expect(paragraphs('First line\nsame paragraph.\n\nSecond paragraph.\n')).toBe('First line same paragraph.\nSecond paragraph.');
  });
});
