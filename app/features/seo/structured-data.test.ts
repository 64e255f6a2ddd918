import { describe, expect, it } from 'vitest';
import type { Site } from '../content/types.ts';
import { caseStudyData, personData } from './structured-data.ts';

const site = {
  name: 'Ada Example',
  role: 'Product designer',
  email: 'ada@example.com',
  profileUrl: 'https://profiles.example.com/ada',
  description: 'Ada designs things.',
} satisfies Partial<Site>;
const home = 'https://ada.example.com/';

describe('personData', () => {
  it('describes the owner with the facts the content states', () => {
    expect(personData(site, { home, page: home })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': `${home}#person`,
      name: 'Ada Example',
      url: home,
      description: 'Ada designs things.',
      jobTitle: 'Product designer',
      email: 'mailto:ada@example.com',
      sameAs: ['https://profiles.example.com/ada'],
    });
  });

  it('names the page it is the main subject of, away from home', () => {
    const about = personData(site, { home, page: `${home}about/` }, 'About Ada.');
    expect(about).toMatchObject({ mainEntityOfPage: `${home}about/`, description: 'About Ada.' });
  });
});

describe('caseStudyData', () => {
  it('is a CreativeWork made by the owner', () => {
    const work = caseStudyData(
      site,
      { name: 'Huru', subtitle: 'Rent items', description: 'A rental marketplace.', inLanguage: 'en' },
      { home, page: `${home}huru/`, image: `${home}og/huru.png` },
    );
    expect(work).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: 'Huru',
      headline: 'Huru: Rent items',
      description: 'A rental marketplace.',
      url: `${home}huru/`,
      image: `${home}og/huru.png`,
      inLanguage: 'en',
      creator: { '@type': 'Person', '@id': `${home}#person`, name: 'Ada Example', url: home },
    });
  });
});
