// @vitest-environment node
import { createElement as h } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { previewCards } from './link-previews.ts';
import { previewContent } from './preview-content.ts';
import { linkedTestSite } from '../testing/copy-site.ts';
import { column, fitTitle, previewFonts, renderPreview } from './preview-card.ts';

// A site whose content/ is the test portfolio (as tests/setup-unit.ts gives its content) and whose tokens/ are the project's.
const site = linkedTestSite();
afterAll(site.remove);
const root = site.dir;
const columnEnd = column.left + column.width;
/** Where the tinted picture panel starts; between it and the column lies a gutter of paper. */
const panelLeft = 576;
const word = 'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft';

/** The darkest pixel of a region as grey, from 0 (ink) to 255 (paper is about 250). */
async function darkest(png: Buffer, region: { left: number; top: number; width: number; height: number }): Promise<number> {
  const grey = await sharp(png).extract(region).greyscale().raw().toBuffer();
  return grey.reduce((min, value) => Math.min(min, value), 255);
}

async function longCard() {
  const card = (await previewCards(root, previewContent('en'))).get('huru')!;
  return {
    ...card,
    locked: true,
    eyebrow: word,
    title: word,
    subtitle: `${word} ${word} ${word}`,
    footer: { name: word, address: `${word}.example.com` },
  };
}

describe('a word too long for its line', () => {
  it('is broken or shortened with an ellipsis in every line of the card, so no text reaches past the column', async () => {
    const png = await renderPreview(await longCard(), await previewFonts());
    // The words run to the column's end…
    expect(await darkest(png, { left: columnEnd - 32, top: 112, width: 32, height: 454 })).toBeLessThan(128);
    // …and no further: the gutter before the picture panel stays paper, top to bottom.
    expect(await darkest(png, { left: columnEnd + 1, top: 16, width: panelLeft - 8 - columnEnd - 1, height: 614 })).toBeGreaterThan(240);
  }, 30_000);

  it('leaves the title at most two lines and the subtitle at most three, clear of the footer', async () => {
    const png = await renderPreview(await longCard(), await previewFonts());
    // Eyebrow 24, title 2 × 48 at 44 px, subtitle 3 × 40, with their gaps: the text ends by y = 400.
    // The accent rule above the footer starts at y = 514.
    expect(await darkest(png, { left: column.left, top: 408, width: column.width, height: 100 })).toBeGreaterThan(240);
    expect(await darkest(png, { left: column.left, top: 514, width: 40, height: 4 })).toBeLessThan(160);
  }, 30_000);
});

describe('fitTitle', () => {
  it('sets a short name at full size on one line, and a longer one smaller, on two lines if it must', async () => {
    const fonts = await previewFonts();
    expect(await fitTitle('Huru', fonts)).toMatchObject({ fontSize: 92, maxLines: 1 });
    const stayforlong = await fitTitle('Stayforlong', fonts);
    expect(stayforlong.maxLines).toBe(1);
    expect(stayforlong.fontSize).toBeLessThan(92);
    expect(await fitTitle('Supercalifragilistic Expialidocious Systems', fonts)).toMatchObject({ maxLines: 2 });
    // A name that fits once set smaller is set smaller, not broken; only a word too long at 44 px breaks.
    expect((await fitTitle('Supercalifragilistic', fonts)).fontSize).toBeGreaterThan(44);
    expect(await fitTitle(word, fonts)).toMatchObject({ fontSize: 44, maxLines: 2 });
  });

  it('keeps the title lines on the 8 px grid', async () => {
    const fonts = await previewFonts();
    for (const title of ['Huru', 'Stayforlong', 'How this site is built', word]) {
      const { lineHeight, maxLines } = await fitTitle(title, fonts);
      expect((lineHeight * maxLines) % 8, title).toBe(0);
    }
  });
});

describe('previewFonts', () => {
  it('draws letters outside the latin subset, such as Ł and ź, as letters', async () => {
    const fonts = await previewFonts();
    const draw = (text: string) =>
      satori(h('div', { style: { display: 'flex', fontFamily: 'Inter', fontSize: 40 } }, text), { width: 100, height: 60, fonts });
    // A character no font has is drawn as the same empty box.
    const missing = await draw('\u4e2d');
    expect(await draw('Ł')).not.toBe(missing);
    expect(await draw('ź')).not.toBe(missing);
  });
});
