import { describe, expect, it } from 'vitest';
import { readsContent } from './editor-headers.ts';

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
    expect(readsContent(pathname, '/portfolio/', roots)).toBe(true);
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
    expect(readsContent(pathname, '/portfolio/', roots)).toBe(false);
  });
});
