import { describe, expect, it } from 'vitest';
import { placeholderNotes } from './placeholders.ts';

describe('placeholderNotes', () => {
  it('counts the texts still marked as placeholders, per file', () => {
    const content = {
      site: { name: 'Nora', heroVariants: ['Hello (placeholder)'] },
      about: { hero: { title: 'About me' } },
      cv: { summary: 'Designer (placeholder)' },
      caseStudies: {
        solenne: { subtitle: 'Booking (placeholder)', sections: [{ title: 'Research (placeholder)', blocks: [] }] },
        huru: { subtitle: 'Rent items' },
      },
      projectOrder: ['solenne', 'huru'],
    };
    expect(placeholderNotes(content)).toEqual([
      'content/site.yaml: 1 text still ends in "(placeholder)"; replace it with your own words before you publish.',
      'content/cv.yaml: 1 text still ends in "(placeholder)"; replace it with your own words before you publish.',
      'content/projects/solenne/index.md: 2 texts still end in "(placeholder)"; replace them with your own words before you publish.',
    ]);
  });
});
