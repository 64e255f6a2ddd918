import { describe, expect, it } from 'vitest';
import { addToOrder, listsProject } from './project-list.ts';

const site = `name: Nora Castell
# The home page order: move a line to re-order the cards.
projects:
  - mango
  - huru
`;

describe('adding a project to the home page order', () => {
  it('appends the slug to the projects list, one a line', () => {
    expect(addToOrder(site, 'solenne')).toBe(`${site}  - solenne\n`);
  });

  it('keeps the fields after the list, and the list\u2019s indent', () => {
    const middle = `projects:\n    - mango\n    - huru\nfooter:\n  smallPrint: Made here.\n`;
    expect(addToOrder(middle, 'solenne')).toBe(`projects:\n    - mango\n    - huru\n    - solenne\nfooter:\n  smallPrint: Made here.\n`);
  });

  it('keeps a list written on one line on one line', () => {
    expect(addToOrder('projects: [mango, huru]\n', 'solenne')).toBe('projects: [mango, huru, solenne]\n');
    expect(addToOrder('projects: []\n', 'solenne')).toBe('projects: [solenne]\n');
  });

  it('starts the list when there is none', () => {
    expect(addToOrder('name: Nora\n', 'solenne')).toBe('name: Nora\nprojects:\n  - solenne\n');
  });

  it('knows whether a project is listed, in either form', () => {
    expect(listsProject(site, 'huru')).toBe(true);
    expect(listsProject(site, 'hur')).toBe(false);
    expect(listsProject('projects: [mango, "huru"]\n', 'huru')).toBe(true);
  });
});
