import { describe, expect, it } from 'vitest';
import { cvTestContent } from '../../../tests/cv-test-content.ts';
import { cvPersonData } from './cv-structured-data.ts';
import { cvView } from './cv-view.ts';

describe('cvPersonData', () => {
  it('adds the current employer and occupation to the person', () => {
    const content = cvTestContent();
    const current = content.about.experience[0]!;
    current.dates = '2024 – present';
    const data = cvPersonData({ '@type': 'Person', name: content.site.name }, cvView(content, '/'));
    expect(data).toMatchObject({
      '@type': 'Person',
      name: content.site.name,
      worksFor: { '@type': 'Organization', name: current.company },
      hasOccupation: { '@type': 'Occupation', name: current.position, occupationLocation: { name: content.cv.location.city } },
      knowsLanguage: content.cv.languages.map((entry) => entry.language),
    });
  });

  it('names no employer when no position runs to the present', () => {
    const content = cvTestContent();
    content.about.experience[0]!.dates = '2024 – 2025';
    const data = cvPersonData({ '@type': 'Person' }, cvView(content, '/'));
    expect(data.worksFor).toBeUndefined();
    expect(data.hasOccupation).toMatchObject({ name: content.site.role });
  });
});
