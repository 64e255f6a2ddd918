import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { about } from './about/about';
import { caseStudies } from './projects';
import { projectOrder } from './projects/order';
import { site } from './site';
import { listContentFiles } from './validation/content-files';
import { currentContent } from './validation/current-content';
import { validateContent } from './validation/validate-content';

const folder = (slug: string, sub: string) => `content/projects/${slug}/${sub}`;
const images = (path: string) => readdirSync(path).filter((file) => /\.(svg|png|jpe?g|webp|avif)$/i.test(file));

describe('content', () => {
  // The same check a build starts with: a failure here prints the lines the build would stop with.
  it('passes every content check (content/schema.ts and the media files on disk)', () => {
    expect(validateContent(currentContent, listContentFiles(process.cwd()))).toEqual([]);
  });
});

describe('the shipped content keeps the counts the pages are laid out for', () => {
  it('has 6 projects: Mango private, five public', () => {
    expect(projectOrder).toHaveLength(6);
    expect(projectOrder.map((slug) => caseStudies[slug].name)).toEqual([
      'Mango',
      'Stayforlong',
      'Huru',
      'Clubberize',
      'Lowtaux',
      'Hypo',
    ]);
    expect(projectOrder.filter((slug) => caseStudies[slug].access === 'private')).toEqual(['mango']);
  });

  it('gives every public case study 8 cover frames (its card cycles the same 8)', () => {
    for (const slug of projectOrder.filter((s) => caseStudies[s].access === 'public')) {
      expect(images(folder(slug, 'media/cover')), slug).toHaveLength(8);
    }
  });

  it('gives the private card exactly 1 image, and keeps its 8 cover frames protected', () => {
    expect(images(folder('mango', 'media/card'))).toHaveLength(1);
    expect(images(folder('mango', 'protected-media/cover'))).toHaveLength(8);
  });

  it('has 6 experience entries', () => {
    expect(about.experience).toHaveLength(6);
  });

  it('has galleries of at most 3 items, with at least one video', () => {
    expect(about.galleries).toHaveLength(3);
    for (const gallery of about.galleries) expect(gallery.items.length).toBeLessThanOrEqual(3);
    expect(about.galleries.flatMap((g) => g.items).some((item) => item.mediaType === 'video')).toBe(true);
  });

  it('has image blocks of at most 7 images', () => {
    for (const slug of projectOrder) {
      for (const section of caseStudies[slug].sections) {
        for (const block of section.blocks) {
          if (block.kind === 'images') expect(block.images.length, slug).toBeLessThanOrEqual(7);
        }
      }
    }
  });

  it('has 5 hero variants, one stating 9 years of experience', () => {
    expect(site.heroVariants).toHaveLength(5);
    expect(site.heroVariants.filter((v) => /\b9 years\b/.test(v))).toHaveLength(1);
  });

  it('gives every public case study three prototype links of one family', () => {
    const families = [
      ['Mobile', 'Tablet', 'Desktop'],
      ['Dashboard', 'Website', 'App'],
    ];
    for (const slug of projectOrder) {
      const kinds = caseStudies[slug].prototypes.map((p) => p.kind);
      expect(families.some((family) => family.every((kind) => kinds.includes(kind as never))), slug).toBe(true);
      expect(kinds).toHaveLength(3);
    }
  });
});
