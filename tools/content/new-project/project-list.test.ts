import { describe, expect, it } from 'vitest';
import { addToIndex, addToOrder, importName } from './project-list.ts';

const order = `import type { Slug } from './index.ts';

/** The home page order. */
export const projectOrder: readonly Slug[] = [
  'mango',
  'huru',
];
`;

const index = `import type { CaseStudy } from '../types.ts';
import { caseStudy as mango } from './mango/case-study.ts';
import { caseStudy as huru } from './huru/case-study.ts';

const projects = {
  mango,
  huru,
};

export type Slug = keyof typeof projects;
`;

describe('adding a project to the lists', () => {
  it('appends the slug to the home page order, one a line', () => {
    expect(addToOrder(order, 'solenne')).toContain(`  'mango',\n  'huru',\n  'solenne',\n];`);
  });

  it('keeps a list written on one line on one line', () => {
    const inline = `export const projectOrder: readonly Slug[] = ['mango', 'huru'];\n`;
    expect(addToOrder(inline, 'solenne')).toBe(`export const projectOrder: readonly Slug[] = ['mango', 'huru', 'solenne'];\n`);
  });

  it('imports the case study and adds it to the projects', () => {
    const updated = addToIndex(index, 'solenne');
    expect(updated).toContain(
      `import { caseStudy as huru } from './huru/case-study.ts';\nimport { caseStudy as solenne } from './solenne/case-study.ts';\n`,
    );
    expect(updated).toContain('  mango,\n  huru,\n  solenne,\n};');
  });

  it('names the import after the slug, quoting the key when it has to', () => {
    expect(importName('hypo-bank')).toBe('hypoBank');
    expect(importName('2048')).toBe('project2048');
    expect(importName('new')).toBe('projectNew');
    expect(addToIndex(index, 'hypo-bank')).toContain(`  'hypo-bank': hypoBank,\n};`);
  });

  it('says what to do by hand when a list is not where it should be', () => {
    expect(() => addToOrder('export const order = [];', 'solenne')).toThrow(
      "content/projects/order.ts: cannot find the projectOrder list; add 'solenne' to it by hand.",
    );
  });
});
