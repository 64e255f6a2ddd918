import { describe, expect, it } from 'vitest';
import { projectOrderOf, renamedOwner, withoutProjects } from './content-variants.ts';

const site = 'name: Nora Castell\nrole: Designer\nprojects:\n  - mango # under NDA\n  - huru\n  - hypo\nfooter: x\n';

describe('the owner’s content, changed as she may change it', () => {
  it('reads the home page’s order, comments aside', () => {
    expect(projectOrderOf(site)).toEqual(['mango', 'huru', 'hypo']);
  });

  it('retires projects from the order, and keeps every other line as it was', () => {
    expect(withoutProjects(site, ['mango', 'hypo'])).toBe('name: Nora Castell\nrole: Designer\nprojects:\n  - huru\nfooter: x\n');
  });

  it('renames the owner', () => {
    expect(renamedOwner(site, 'Ada Mendel').split('\n')[0]).toBe('name: Ada Mendel');
  });
});
