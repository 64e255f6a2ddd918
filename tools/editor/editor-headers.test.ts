import { describe, expect, it } from 'vitest';
import { contentFileAsked } from './editor-headers.ts';

const roots = ['/home/nora/portfolio', '/private/home/nora/portfolio'];

describe('which dev server requests read a file under content/', () => {
  it.each([
    '/content/projects/huru/media/cover.svg',
    '/portfolio/content/about/media/me.svg',
    '/CONTENT/projects/huru/media/cover.svg',
    '/%63ontent/projects/huru/media/cover.svg',
    '/assets/../content/x.svg',
    '//content/x.svg',
    '/@fs/home/nora/portfolio/content/x.svg',
    '/@fs/private/home/nora/portfolio/content/x.svg',
  ])('%s does', (pathname) => {
    expect(contentFileAsked(pathname, '/portfolio/', roots)).toBeDefined();
  });

  it.each([
    '/',
    '/projects/huru',
    '/es/about',
    '/portfolio/projects/huru',
    '/contents.svg',
    '/@fs/home/nora/portfolio/app/root.tsx',
    '/admin/',
  ])('%s does not', (pathname) => {
    expect(contentFileAsked(pathname, '/portfolio/', roots)).toBeUndefined();
  });
});

describe('the content file a dev server request reads', () => {
  it.each([
    ['/content/projects/huru/media/Cover.svg', 'content/projects/huru/media/Cover.svg'],
    ['/portfolio/content/about/media/me%20now.svg', 'content/about/media/me now.svg'],
    ['/CONTENT/projects/huru/media/cover.svg', 'CONTENT/projects/huru/media/cover.svg'],
    ['/assets/../content/x.svg', 'content/x.svg'],
    ['/@fs/private/home/nora/portfolio/content/x.svg', 'content/x.svg'],
  ])('%s reads %s', (pathname, file) => {
    expect(contentFileAsked(pathname, '/portfolio/', roots)).toBe(file);
  });

  it('a page reads none', () => {
    expect(contentFileAsked('/portfolio/projects/huru', '/portfolio/', roots)).toBeUndefined();
  });
});
