import { describe, expect, it } from 'vitest';
import { basePathFor, fileUrl, normalizeBasePath, pageHref, pageUrl, isPagePath, publishedPath } from './public-url.ts';

describe('normalizeBasePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['portfolio', '/portfolio/'],
    ['/portfolio', '/portfolio/'],
    ['/portfolio/', '/portfolio/'],
    ['//work/portfolio//', '/work/portfolio/'],
  ])('%j → %j', (input, expected) => expect(normalizeBasePath(input)).toBe(expected));
});

describe('basePathFor', () => {
  it('takes the path of the public URL', () => {
    expect(basePathFor('https://nora.example.com')).toBe('/');
    expect(basePathFor('https://nora.github.io/portfolio')).toBe('/portfolio/');
    expect(basePathFor('https://nora.github.io/portfolio/')).toBe('/portfolio/');
  });

  it('lets an explicit base path win, and ignores an empty one', () => {
    expect(basePathFor('https://nora.example.com', '/portfolio')).toBe('/portfolio/');
    expect(basePathFor('https://nora.github.io/portfolio/', '')).toBe('/portfolio/');
    expect(basePathFor('https://nora.github.io/portfolio/', '/')).toBe('/');
  });
});

describe('public addresses', () => {
  it('publishes every page but the home page as a folder', () => {
    expect(publishedPath('/')).toBe('');
    expect(publishedPath('/huru')).toBe('huru/');
    expect(publishedPath('/huru/')).toBe('huru/');
  });

  it('joins origin, base path and route, whatever path the site URL carries', () => {
    expect(pageUrl('https://nora.example.com', '/', '/')).toBe('https://nora.example.com/');
    expect(pageUrl('https://nora.example.com/', '/', '/about')).toBe('https://nora.example.com/about/');
    expect(pageUrl('https://nora.github.io/portfolio', '/portfolio/', '/huru')).toBe('https://nora.github.io/portfolio/huru/');
    // The base path is where the build is served; it replaces whatever path the URL had.
    expect(pageUrl('https://nora.example.com/old', '/portfolio/', '/')).toBe('https://nora.example.com/portfolio/');
  });

  it("links to a page at its canonical address's path, below the base path", () => {
    expect(pageHref('/', '/')).toBe('/');
    expect(pageHref('/huru', '/')).toBe('/huru/');
    expect(pageHref('/es', '/portfolio/')).toBe('/portfolio/es/');
    expect(pageHref('/es/about', '/portfolio/')).toBe(new URL(pageUrl('https://nora.github.io', '/portfolio/', '/es/about')).pathname);
  });

  it('addresses files without a trailing slash', () => {
    expect(fileUrl('https://nora.example.com', '/', 'og/huru.png')).toBe('https://nora.example.com/og/huru.png');
    expect(fileUrl('https://nora.example.com', '/portfolio/', '/sitemap.xml')).toBe('https://nora.example.com/portfolio/sitemap.xml');
  });
});

describe('pages and files', () => {
  it('tells a page of the site from a file it links to', () => {
    for (const page of ['/', '/huru', '/portfolio/about/', '/404.html']) expect(isPagePath(page)).toBe(true);
    for (const file of ['/assets/01.webp', '/nora-castell-cv.pdf', '/resume.json']) expect(isPagePath(file)).toBe(false);
  });
});
