// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageLinkTarget } from './prefetch.ts';

const here = new URL('https://nora.example.com/portfolio/huru/') as unknown as Location;

function link(href: string, attributes: Record<string, string> = {}) {
  const element = document.createElement('a');
  element.href = new URL(href, here.href).href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('which links lead to a page worth fetching ahead', () => {
  it('another page of the site, under its base path', () => {
    expect(pageLinkTarget(link('/portfolio/about/'), here, '/portfolio/')).toBe('/portfolio/about/');
    expect(pageLinkTarget(link('/portfolio/'), here, '/portfolio/')).toBe('/portfolio/');
  });

  it('not the page itself, another site, a path outside the base, or a file', () => {
    expect(pageLinkTarget(link('/portfolio/huru/#section-01'), here, '/portfolio/')).toBeNull();
    // Typed without its slash, the page is still itself: its own links, written with the slash, fetch nothing.
    const typed = new URL('https://nora.example.com/portfolio/about') as unknown as Location;
    expect(pageLinkTarget(link('/portfolio/about/'), typed, '/portfolio/')).toBeNull();
    expect(pageLinkTarget(link('/portfolio/huru/'), typed, '/portfolio/')).toBe('/portfolio/huru/');
    expect(pageLinkTarget(link('https://elsewhere.example/portfolio/about'), here, '/portfolio/')).toBeNull();
    expect(pageLinkTarget(link('/other/'), here, '/portfolio/')).toBeNull();
    expect(pageLinkTarget(link('/portfolio/nora-castell-cv.pdf'), here, '/portfolio/')).toBeNull();
  });

  it('not an image that opens in the lightbox, a download, or a link to another window', () => {
    expect(pageLinkTarget(link('/portfolio/about', { 'data-zoomable': '' }), here, '/portfolio/')).toBeNull();
    expect(pageLinkTarget(link('/portfolio/about', { download: '' }), here, '/portfolio/')).toBeNull();
    expect(pageLinkTarget(link('/portfolio/about', { target: '_blank' }), here, '/portfolio/')).toBeNull();
  });
});
