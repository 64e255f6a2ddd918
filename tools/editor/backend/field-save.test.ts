import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { fieldSave } from './field-save.ts';

const file = 'content/projects/vela/index.md';
/** A case study as the content files lay it out: long values on one line, a block text, lists, a body. */
const vela = `---
name: Vela
subtitle: Book a table without calling
accent:
  light: '#6B3FD4'
  dark: '#B9A2FF'
role: Lead product designer · Vela, with a studio whose name is long enough to be wrapped by any writer · 2022
coverAlt: 'Vela screens: a list of restaurants, a table picker, and a confirmation with the time, the party size and a map'
about:
  title: Tables, not phone calls
  text: |
    Vela lets guests book a table at small restaurants that never had the staff to answer the phone at dinner time, which was most of them.

    I led design for the first release.
prototypes:
  - kind: Mobile
    href: https://prototypes.example.com/vela/mobile
  - kind: Tablet
    href: https://prototypes.example.com/vela/tablet
  - kind: Desktop
    href: https://prototypes.example.com/vela/desktop
---

## Renting, not speculating

### A titled paragraph

A long paragraph of the story that runs well past eighty characters, so that a writer that wraps would wrap it.

![An image](media/a.svg)
`;
const [, fields = '', body = ''] = /^---\n([\s\S]*?\n)---\n([\s\S]*)$/.exec(vela) ?? [];

/** The file as the editor sends it: its own YAML writer, which wraps long values at 80 characters, and keys in its own order. */
function asTheEditorSends(change: (value: Record<string, unknown>) => void, newBody = body) {
  const value = parse(fields) as Record<string, unknown>;
  change(value);
  const reordered = Object.fromEntries(Object.entries(value).reverse());
  return `---\n${stringify(reordered, { lineWidth: 80 })}---\n${newBody}`;
}

/** The lines that differ, as a diff would count them. */
function changedLines(a: string, b: string) {
  const before = a.split('\n');
  const after = b.split('\n');
  return after.filter((line, i) => line !== before[i]);
}

describe('saving one field', () => {
  it('changes that field’s line and no other, whatever layout the editor sent', () => {
    const saved = fieldSave(
      vela,
      asTheEditorSends((value) => (value.subtitle = 'Rent game items for a weekend')),
      file,
    );
    expect(saved.changed).toEqual(['subtitle']);
    expect(changedLines(vela, saved.text)).toEqual(['subtitle: Rent game items for a weekend']);
    expect(saved.text.split('\n')).toHaveLength(vela.split('\n').length);
  });

  it('keeps the body byte for byte when it was not edited', () => {
    const saved = fieldSave(
      vela,
      asTheEditorSends((value) => (value.role = 'Lead designer'), `${body.trim()}\n\n\n`),
      file,
    );
    expect(saved.text.endsWith(body)).toBe(true);
    expect(saved.changed).toEqual(['role']);
  });

  it('takes an edited body as written, and names it', () => {
    const edited = body.replace('Renting, not speculating', 'Renting, never speculating');
    const saved = fieldSave(
      vela,
      asTheEditorSends(() => {}, edited),
      file,
    );
    expect(saved.changed).toEqual(['body']);
    expect(changedLines(vela, saved.text)).toEqual(['## Renting, never speculating']);
  });

  it('changes one item of a list, adds and removes items, and a nested field', () => {
    const saved = fieldSave(
      vela,
      asTheEditorSends((value) => {
        const prototypes = value.prototypes as { kind: string; href: string }[];
        prototypes[1]!.href = 'https://prototypes.example.com/vela/tablet-2';
        prototypes.pop();
        (value.accent as { dark: string }).dark = '#C0B0FF';
      }),
      file,
    );
    expect(saved.changed.sort()).toEqual(['accent', 'prototypes']);
    expect(saved.text).toContain("  dark: '#C0B0FF'\n");
    expect(saved.text).toContain('    href: https://prototypes.example.com/vela/tablet-2\n');
    expect(saved.text).not.toContain('vela/desktop');
  });

  it('writes a YAML file’s one changed field', () => {
    const site =
      'name: Nora\nheroVariants:\n  - One *long* headline that runs past the width a writer would wrap it at, surely\nprojects:\n  - mango\n  - vela\n  - vela\n';
    const value = parse(site) as { projects: string[] };
    value.projects = [value.projects[1]!, value.projects[0]!, ...value.projects.slice(2)];
    const saved = fieldSave(site, stringify(value, { lineWidth: 40 }), 'content/site.yaml');
    expect(saved.changed).toEqual(['projects']);
    expect(changedLines(site, saved.text)).toHaveLength(2);
  });

  it('writes a new file whole, in the layout', () => {
    const saved = fieldSave(
      undefined,
      `---\nname: Vela\nsubtitle: ${'long '.repeat(30)}end\n---\n\nText.\n`,
      'content/projects/vela/index.md',
    );
    expect(saved.text).toBe(`---\nname: Vela\nsubtitle: ${'long '.repeat(30)}end\n---\n\nText.\n`);
  });
});
