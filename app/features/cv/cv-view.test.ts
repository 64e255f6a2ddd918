import { describe, expect, it } from 'vitest';
import { about } from '../content/content.server.ts';
import { cvTestContent, withProjects } from '../../../tests/cv-test-content.ts';
import { catalogues } from '../../i18n/words.ts';
import { cvCaseStudies, cvView, displayAddress } from './cv-view.ts';

describe('cvView', () => {
  it('takes every experience entry from the about page, in order, with its dates read', () => {
    const view = cvView(cvTestContent(), '/');
    expect(view.experience.map(({ position, company, dates }) => ({ position, company, dates }))).toEqual(
      about.experience.map(({ position, company, dates }) => ({ position, company, dates })),
    );
    for (const entry of view.experience) expect(entry.range.start, entry.dates).toMatch(/^\d{4}/);
  });

  it('names the first eight case studies of a long portfolio, in the home page’s order, and links to the rest in one line', () => {
    const content = cvTestContent();
    const { projects } = withProjects(content, 30);
    const view = cvView({ ...content, projects }, '/');
    expect(view.work.map((item) => item.name)).toEqual(projects.slice(0, cvCaseStudies).map(({ study }) => study.name));
    expect(view.moreWork).toEqual({ label: '22 more case studies on the portfolio', url: `${new URL(content.site.url).origin}/` });
    expect(cvView({ ...content, projects }, '/', 'es').moreWork?.label).toBe('22 casos de estudio más en el portfolio');
    // Eight or fewer: each is named, and there is no such line.
    expect(cvView({ ...content, projects: projects.slice(0, cvCaseStudies) }, '/').moreWork).toBeUndefined();
  });

  it('lists public projects with their outcome and a private one as available on request', () => {
    const content = cvTestContent();
    const view = cvView(content, '/portfolio/');
    expect(view.work).toHaveLength(content.projects.length);
    for (const [i, { slug, study }] of content.projects.entries()) {
      const item = view.work[i]!;
      expect(item.name).toBe(study.name);
      if (study.access === 'private') {
        expect(item).toMatchObject({ note: catalogues.en.cv.onRequest, path: '/private', isPrivate: true });
      } else {
        expect(item).toMatchObject({ note: study.outcome, path: `/${slug}`, isPrivate: false });
        expect(item.url).toBe(`${new URL(content.site.url).origin}/portfolio/${slug}/`);
      }
    }
  });

  it('writes the location out and the contact details from the site', () => {
    const content = cvTestContent();
    content.cv.location = { city: 'Lisbon', countryCode: 'PT' };
    const view = cvView(content, '/');
    expect(view.location).toBe('Lisbon, Portugal');
    expect(view.email).toBe(content.site.email);
    expect(view.profile).toEqual({ label: content.site.profileLabel, url: content.site.profileUrl });
    expect(view.site.label).toBe(displayAddress(content.site.url));
  });

  it('writes its own words, the country and its links in the page’s language', () => {
    const content = cvTestContent();
    content.cv.location = { city: 'Lisboa', countryCode: 'PT' };
    const view = cvView(content, '/', 'es');
    expect(view.location).toBe('Lisboa, Portugal');
    expect(view.site.url).toBe(`${new URL(content.site.url).origin}/es/`);
    for (const [i, { slug, study }] of content.projects.entries()) {
      const item = view.work[i]!;
      if (study.access === 'private') expect(item).toMatchObject({ note: catalogues.es.cv.onRequest, path: '/es/private' });
      else expect(item).toMatchObject({ path: `/es/${slug}`, url: `${new URL(content.site.url).origin}/es/${slug}/` });
    }
  });

  it('splits texts into paragraphs and drops highlight marks', () => {
    const content = cvTestContent();
    content.cv.summary = 'I build *design systems*.\nSecond paragraph.<br>Third.';
    expect(cvView(content, '/').summary).toEqual(['I build design systems.', 'Second paragraph.', 'Third.']);
  });
});

describe('displayAddress', () => {
  it('drops the scheme, "www." and a trailing slash', () => {
    expect(displayAddress('https://nora.example.com/')).toBe('nora.example.com');
    expect(displayAddress('https://www.linkedin.com/in/nora')).toBe('linkedin.com/in/nora');
    expect(displayAddress('mailto:nora@example.com')).toBe('nora@example.com');
  });
});
