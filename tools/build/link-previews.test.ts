// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { previewCards, previewKey, previewSource } from './link-previews.ts';
import { previewContent } from './preview-content.ts';
import { linkedTestSite } from '../testing/copy-site.ts';
import { es } from '../../app/i18n/words/es.ts';
import { column, previewFonts, previewSvg, renderPreview } from './preview-card.ts';

// A site whose content/ is the test portfolio (as tests/setup-unit.ts gives its content) and whose tokens/ are the project's.
const site = linkedTestSite();
afterAll(site.remove);
const root = site.dir;
const content = previewContent('en');

describe('preview sources', () => {
  it('draws a public project from its first cover frame', async () => {
    const huru = content.projects.find(({ slug }) => slug === 'huru')!;
    expect(await previewSource(root, 'huru', huru.study)).toBe(
      path.join(root, 'content/projects/huru/media/cover/01.svg'),
    );
  });

  it('draws a private project only from its public teaser, never from its protected covers', async () => {
    const mango = content.projects.find(({ study }) => study.access === 'private')!;
    const source = await previewSource(root, mango.slug, mango.study);
    expect(source).toBe(path.join(root, `content/projects/${mango.slug}/media/card/01.svg`));
    const cards = await previewCards(root, content);
    for (const card of cards.values()) {
      for (const image of card.images) if (typeof image === 'string') expect(image).not.toContain('protected-media');
    }
  });

  it('draws the Spanish previews from the Spanish content, with Spanish eyebrows', async () => {
    const spanish = previewContent('es');
    const cards = await previewCards(root, spanish);
    expect([...cards.keys()].sort()).toEqual([...(await previewCards(root, content)).keys()].sort());
    expect(cards.get('home')).toMatchObject({ eyebrow: es.pages.previews.home, subtitle: spanish.site.role });
    const huru = spanish.projects.find(({ slug }) => slug === 'huru')!;
    expect(cards.get('huru')).toMatchObject({ eyebrow: es.pages.previews.caseStudy, subtitle: huru.study.subtitle });
    expect(huru.study.subtitle).not.toBe(content.projects.find(({ slug }) => slug === 'huru')!.study.subtitle);
  });

  it('has a card for home, about, the CV and every project, in its accent colour, private ones described by their teaser', async () => {
    const cards = await previewCards(root, content);
    expect([...cards.keys()].sort()).toEqual(['about', 'cv', 'design-system', 'home', ...content.projects.map(({ slug }) => slug)].sort());
    for (const { slug, study } of content.projects) {
      const subtitle = study.access === 'private' ? study.teaser?.outcome : study.subtitle;
      expect(subtitle).toBeTruthy();
      expect(cards.get(slug)).toMatchObject({ title: study.name, subtitle, accent: study.accent.light });
    }
    expect(cards.get('home')?.images).toHaveLength(3);
    expect(cards.get('cv')).toMatchObject({ title: content.site.name, images: expect.arrayContaining([expect.stringContaining('/media/cover/')]) });
    expect(cards.get('cv')?.images).not.toEqual(cards.get('home')?.images);
  });

  it('draws a codename project, and the design-system palette, without its colours unless its content opts in', async () => {
    const accent = { light: '#7A1FA2', dark: '#E1A6F5' };
    const withCodename = (publicAccent?: boolean) => ({
      ...content,
      projects: content.projects.map((project) =>
        project.study.access === 'private'
          ? { ...project, study: { ...project.study, accent, publicAccent, codename: { name: 'Lighthouse' } } }
          : project,
      ),
    });
    const palette = (cards: Map<string, { images: unknown[] }>) => String(cards.get('design-system')?.images[0]);

    const hidden = await previewCards(root, withCodename());
    expect(hidden.get('lighthouse')?.accent).toBe('#161615');
    expect(palette(hidden)).not.toMatch(new RegExp(`${accent.light}|${accent.dark}`, 'i'));

    const shown = await previewCards(root, withCodename(true));
    expect(shown.get('lighthouse')?.accent).toBe(accent.light);
    expect(palette(shown)).toContain(accent.light);
  });
});

describe('renderPreview', () => {
  it('renders a 1200 × 630 PNG whose text is drawn, not left to system fonts', async () => {
    const fonts = await previewFonts();
    const card = (await previewCards(root, content)).get('huru')!;
    expect(await previewSvg(card, fonts)).not.toMatch(/<text\b/);
    const png = await renderPreview(card, fonts);
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    // The title column is inked: the name is there as outlines.
    const title = await sharp(png).extract({ left: column.left, top: 170, width: 300, height: 100 }).greyscale().raw().toBuffer();
    expect(Math.min(...title)).toBeLessThan(60);
  }, 30_000);
});

describe('a preview’s key in the build cache', () => {
  it('stays while its words and images stay, and changes with a word, a colour or a byte of an image', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'preview-key-'));
    const image = path.join(dir, '01.svg');
    writeFileSync(image, '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    const card = { eyebrow: 'Case study', title: 'Huru', subtitle: 'Games', accent: '#123456', images: [image], footer: { address: 'a.com' } };
    const key = await previewKey(card);
    expect(await previewKey({ ...card })).toBe(key);
    expect(await previewKey({ ...card, subtitle: 'Games, rented' })).not.toBe(key);
    expect(await previewKey({ ...card, accent: '#123457' })).not.toBe(key);
    expect(await previewKey({ ...card, images: [Buffer.from('<svg/>')] })).not.toBe(key);
    const other = path.join(dir, '02.svg');
    writeFileSync(other, '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="9"/>');
    expect(await previewKey({ ...card, images: [other] })).not.toBe(key);
  });
});
