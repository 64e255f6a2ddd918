import { describe, expect, it } from 'vitest';
import { paragraphs, parseYamlFields } from './yaml-fields.ts';

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

describe('paragraphs', () => {
  it('joins the lines of a paragraph and separates paragraphs with one line break', () => {
    expect(paragraphs('First line\nsame paragraph.\n\nSecond paragraph.\n')).toBe('First line same paragraph.\nSecond paragraph.');
  });
});
