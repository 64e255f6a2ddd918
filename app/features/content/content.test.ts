import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { aboutSchema, caseStudySchema, cvSchema, siteSchema } from './schema.ts';
// The test portfolio's content (tests/setup-unit.ts): the spec's sample, which the product's tests hold to the spec.
import { about, caseStudies, cv, projectOrder, site, studyOf } from './content.server.ts';
import { parseCaseStudyFile } from './source/case-study-file.ts';
import { checkContent } from './validation/check-content.ts';
import { testPortfolio, testPortfolioRoot } from '../../../tools/testing/copy-site.ts';

const folder = (slug: string, sub: string) => path.join(testPortfolio, 'projects', slug, sub);
const images = (path: string) => readdirSync(path).filter((file) => /\.(svg|png|jpe?g|webp|avif)$/i.test(file));

// The owner's content/ is checked by `npm run check`, whatever it holds; these check the test portfolio.
describe('the test portfolio', () => {
  // The same check a build starts with: a failure here prints the lines the build would stop with.
  it('passes every content check, with nothing to warn about (the Markdown and YAML files, the schema, and the media files on disk)', () => {
    const { problems, warnings, files } = checkContent(testPortfolioRoot);
    expect(files).toContain('content/projects/huru/index.md');
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('reads into exactly the shapes the schema describes, with no field left over or missing', () => {
    // Parsed, every value comes back unchanged: nothing the files hold is dropped, nothing the pages need is absent.
    expect(siteSchema.parse(site)).toEqual(site);
    expect(aboutSchema.parse(about)).toEqual(about);
    expect(cvSchema.parse(cv)).toEqual(cv);
    for (const [slug, study] of Object.entries(caseStudies)) expect(caseStudySchema.parse(study), slug).toEqual(study);
  });
});

describe('CONTENT.md', () => {
  it('shows a whole case study that reads without a problem and passes the schema', () => {
    const guide = readFileSync('CONTENT.md', 'utf8');
    const example = /```markdown\n(---\n[\s\S]*?)```/.exec(guide)?.[1] ?? '';
    const { value, problems } = parseCaseStudyFile(example, 'CONTENT.md');
    expect(problems).toEqual([]);
    expect(caseStudySchema.safeParse(value).success).toBe(true);
    expect(value).toMatchObject({ sections: [expect.anything()], lessons: [expect.anything()] });
  });
});

describe('the test portfolio keeps the spec’s counts, which the pages are laid out for', () => {
  it('has 6 projects: Mango private, five public', () => {
    expect(projectOrder).toHaveLength(6);
    expect(projectOrder.map((slug) => studyOf(slug).name)).toEqual([
      'Mango',
      'Stayforlong',
      'Huru',
      'Clubberize',
      'Lowtaux',
      'Hypo',
    ]);
    expect(projectOrder.filter((slug) => studyOf(slug).access === 'private')).toEqual(['mango']);
  });

  it('gives every public case study 8 cover frames (its card cycles the same 8)', () => {
    for (const slug of projectOrder.filter((s) => studyOf(s).access === 'public')) {
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
      for (const section of studyOf(slug).sections) {
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
      const kinds = studyOf(slug).prototypes.map((p) => p.kind);
      expect(families.some((family) => family.every((kind) => kinds.includes(kind as never))), slug).toBe(true);
      expect(kinds).toHaveLength(3);
    }
  });
});
