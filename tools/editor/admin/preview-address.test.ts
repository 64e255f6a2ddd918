import { describe, expect, it } from 'vitest';
import { pages, snapshotPath } from '../../../app/lib/pages.ts';
import { previewAddress, previewViews } from './preview-address.ts';

describe('the page an entry’s preview shows', () => {
  it('shows a case study’s own page, under the site’s path', () => {
    expect(previewAddress({ path: 'content/projects/huru/index.md', data: { access: 'public' } }, '/')).toBe('/huru');
    expect(previewAddress({ path: 'content/projects/huru/index.md', data: { access: 'public' } }, '/portfolio/')).toBe('/portfolio/huru');
  });

  it('shows a private case study unlocked, at its codename’s address when it has one', () => {
    expect(previewAddress({ path: 'content/projects/mango/index.md', data: { access: 'private' } }, '/')).toBe(snapshotPath('mango'));
    expect(
      previewAddress(
        { path: 'content/projects/mango/index.md', data: { access: 'private', codename: { name: 'Papaya', subtitle: 'x' } } },
        '/',
      ),
    ).toBe(snapshotPath('papaya'));
  });

  it('shows the home page for the site settings, and the about page and the CV for theirs', () => {
    expect(previewAddress({ path: 'content/site.yaml', data: {} }, '/')).toBe(pages.home.path);
    expect(previewAddress({ path: 'content/about/index.md', data: {} }, '/')).toBe(pages.about.path);
    expect(previewAddress({ path: 'content/cv.yaml', data: {} }, '/')).toBe(pages.cv.path);
    expect(previewAddress({ path: '', data: {} }, '/')).toBeUndefined();
  });
});

describe('the pages a preview offers', () => {
  it('offers a case study’s page and its card on the home page, brought into view', () => {
    expect(previewViews({ path: 'content/projects/huru/index.md', data: { access: 'public' } }, '/portfolio/')).toEqual([
      { label: 'Case study', address: '/portfolio/huru' },
      // The card's link as the home page writes it, with its slash.
      { label: 'Card', address: '/portfolio/', focus: '/portfolio/huru/' },
    ]);
  });

  it('offers one page for the site settings, the about page and the CV', () => {
    expect(previewViews({ path: 'content/cv.yaml', data: {} }, '/')).toEqual([{ label: 'Page', address: pages.cv.path }]);
  });
});

describe('the pages a preview offers in Spanish', () => {
  it('offers the Spanish case study and its card on the Spanish home page', () => {
    expect(previewViews({ path: 'content/projects/huru/index.md', data: { access: 'public' }, locale: 'es' }, '/portfolio/')).toEqual([
      { label: 'Case study', address: '/portfolio/es/huru' },
      { label: 'Card', address: '/portfolio/es', focus: '/portfolio/es/huru/' },
    ]);
  });

  it('shows a private case study’s Spanish page unlocked, and the Spanish home, about page and CV', () => {
    const mango = {
      path: 'content/projects/mango/index.md',
      data: { access: 'private', codename: { name: 'Papaya' } },
      locale: 'es',
    } as const;
    expect(previewAddress(mango, '/')).toBe(snapshotPath('papaya', 'es'));
    expect(previewAddress({ path: 'content/site.yaml', data: {}, locale: 'es' }, '/')).toBe('/es');
    expect(previewAddress({ path: 'content/about/index.md', data: {}, locale: 'es' }, '/')).toBe(`/es${pages.about.path}`);
    expect(previewAddress({ path: 'content/cv.yaml', data: {}, locale: 'es' }, '/')).toBe(`/es${pages.cv.path}`);
  });
});
