import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentIn } from '../content/content.server.ts';
import { excerpt, pageMeta } from './meta.ts';

const find = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

// The site settings as the root route's loader gives them to a page's meta.
const sites = { en: contentIn('en').site, es: contentIn('es').site };
const site = sites.en;

describe('pageMeta', () => {
  const tags = pageMeta({
    locale: 'en',
    site,
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
    const hidden = pageMeta({ locale: 'en', site: sites.en, title: 'Gate', path: '/private', noindex: true });
    expect(find(hidden, 'name', 'robots')?.content).toBe('noindex, nofollow');
    expect(find(hidden, 'rel', 'canonical')).toBeUndefined();
    expect(find(tags, 'name', 'robots')).toBeUndefined();
  });

  it('gives a page without an address (the 404) no canonical and no og:url', () => {
    const missing = pageMeta({ locale: 'en', site: sites.en, title: 'Page not found', noindex: true });
    expect(find(missing, 'rel', 'canonical')).toBeUndefined();
    expect(find(missing, 'property', 'og:url')).toBeUndefined();
    expect(find(missing, 'name', 'twitter:card')?.content).toBe('summary');
  });

  it('names the page in every language, both ways, with English as the default', () => {
    const origin = new URL(site.url).origin;
    const spanish = pageMeta({ locale: 'es', site: sites.es, title: 'Huru', path: '/es/huru' });
    for (const page of [tags, spanish]) {
      const links = page.filter((tag) => (tag as Record<string, unknown>).rel === 'alternate') as Record<string, string>[];
      expect(links.map((link) => [link.hrefLang, link.href])).toEqual([
        ['en', `${origin}/huru/`],
        ['es', `${origin}/es/huru/`],
        ['x-default', `${origin}/huru/`],
      ]);
    }
    expect(find(spanish, 'rel', 'canonical')?.href).toBe(`${origin}/es/huru/`);
    expect(find(spanish, 'property', 'og:locale')?.content).toBe('es_ES');
    expect(find(spanish, 'property', 'og:locale:alternate')?.content).toBe('en_GB');
    expect(find(tags, 'property', 'og:locale')?.content).toBe('en_GB');
    expect(spanish[0]).toEqual({ title: `Huru · ${sites.es.name}` });
    expect(find(spanish, 'name', 'description')?.content).toBe(sites.es.description);
  });

  it('gives a page kept out of search results no alternates', () => {
    expect(
      pageMeta({ locale: 'es', site: sites.es, path: '/es/private', noindex: true }).some(
        (tag) => (tag as Record<string, unknown>).rel === 'alternate',
      ),
    ).toBe(false);
  });

  it('carries structured data as JSON-LD', () => {
    const data = { '@type': 'Person', name: site.name };
    expect(pageMeta({ locale: 'en', site: sites.en, structuredData: data })).toContainEqual({ 'script:ld+json': data });
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
