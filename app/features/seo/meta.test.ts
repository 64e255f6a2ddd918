import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { site } from 'virtual:content/site';
import { excerpt, pageMeta } from './meta';

const find = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe('pageMeta', () => {
  const tags = pageMeta({
    title: 'Huru case study',
    description: 'Renting game items.',
    path: '/huru',
    preview: { key: 'huru', alt: 'Huru preview' },
    type: 'article',
  });

  it('gives the page a title closed by the owner, and its description', () => {
    expect(tags[0]).toEqual({ title: `Huru case study · ${site.name}` });
    expect(find(tags, 'name', 'description')?.content).toBe('Renting game items.');
  });

  it('names the canonical address with a trailing slash, the one every static host answers', () => {
    expect(find(tags, 'rel', 'canonical')?.href).toBe(`${new URL(site.url).origin}/huru/`);
    expect(find(tags, 'property', 'og:url')?.content).toBe(`${new URL(site.url).origin}/huru/`);
  });

  it('points previews at the page image by absolute URL, with its size', () => {
    const image = `${new URL(site.url).origin}/og/huru.png`;
    expect(find(tags, 'property', 'og:image')?.content).toBe(image);
    expect(find(tags, 'property', 'og:image:width')?.content).toBe('1200');
    expect(find(tags, 'property', 'og:image:height')?.content).toBe('630');
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(find(tags, 'name', 'twitter:image')?.content).toBe(image);
    expect(find(tags, 'property', 'og:type')?.content).toBe('article');
  });

  it('keeps a noindex page out of search results without a canonical address', () => {
    const hidden = pageMeta({ title: 'Gate', path: '/private', noindex: true });
    expect(find(hidden, 'name', 'robots')?.content).toBe('noindex, nofollow');
    expect(find(hidden, 'rel', 'canonical')).toBeUndefined();
    expect(find(tags, 'name', 'robots')).toBeUndefined();
  });

  it('gives a page without an address (the 404) no canonical and no og:url', () => {
    const missing = pageMeta({ title: 'Page not found', noindex: true });
    expect(find(missing, 'rel', 'canonical')).toBeUndefined();
    expect(find(missing, 'property', 'og:url')).toBeUndefined();
    expect(find(missing, 'name', 'twitter:card')?.content).toBe('summary');
  });

  it('carries structured data as JSON-LD', () => {
    const data = { '@type': 'Person', name: site.name };
    expect(pageMeta({ structuredData: data })).toContainEqual({ 'script:ld+json': data });
  });
});

describe('excerpt', () => {
  it('keeps a short text whole, flattening line breaks', () => {
    expect(excerpt('One line.\nAnother line.')).toBe('One line. Another line.');
  });

  it('cuts a long text at a word boundary and marks the cut', () => {
    const text = 'word '.repeat(60);
    const cut = excerpt(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/^(word )+word…$/);
  });
});
