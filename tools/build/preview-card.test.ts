// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { previewCards } from './link-previews';
import { previewContent } from './preview-content';
import { columnWidth, fitTitle, previewSvg, renderPreview } from './preview-card';
import { typesetter, wrapText } from './text-outline';

const root = process.cwd();
/** Where the text column ends: the left margin and the column. The picture panel starts at 580. */
const columnEnd = 72 + columnWidth;
const word = 'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft';

/** The right-most point of the text: every outline drawn in a colour, in absolute x, y pairs. */
function textRight(svg: string): number {
  const outlines = [...svg.matchAll(/<path fill="[^"]+" d="([^"]*)"/g)].map((match) => match[1]!);
  const xs = outlines.flatMap((d) => (d.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number).filter((_, i) => i % 2 === 0));
  return Math.max(...xs);
}

describe('a word too long for its line', () => {
  it('is broken or shortened with an ellipsis in every line of the card, so no text reaches past the column', async () => {
    const type = await typesetter();
    const card = (await previewCards(root, previewContent())).get('huru')!;
    const long = {
      ...card,
      locked: true,
      eyebrow: word,
      title: word,
      subtitle: `The ${word} and the ${word}, ${word}`,
      footer: { name: word, address: `${word}.example.com` },
    };
    expect(textRight(await previewSvg(card, type)), 'the text of a usual card').toBeGreaterThan(72);
    expect(textRight(await previewSvg(long, type))).toBeLessThanOrEqual(columnEnd + 1);

    // In the image: the strip between the column and the picture panel stays paper, top to bottom.
    const png = await renderPreview(long, type);
    const strip = await sharp(png).extract({ left: columnEnd + 4, top: 16, width: 28, height: 600 }).greyscale().raw().toBuffer();
    expect(Math.min(...strip)).toBeGreaterThan(240);
  }, 30_000);

  it('leaves the title at most two lines and the subtitle at most three, each within the column', async () => {
    const type = await typesetter();
    for (const title of [word, `${word} ${word} ${word}`]) {
      const { style, lines } = fitTitle(type, title);
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) expect(type.width(line, style)).toBeLessThanOrEqual(columnWidth);
      expect(lines.at(-1)).toMatch(/…$/);
    }
    // A name that fits once set smaller is set smaller, not broken.
    expect(fitTitle(type, 'Supercalifragilistic').lines).toEqual(['Supercalifragilistic']);

    const measure = (text: string) => text.length * 10;
    expect(wrapText(measure, `${'x'.repeat(200)} end`, 100, 3)).toEqual(['x'.repeat(10), 'x'.repeat(10), `${'x'.repeat(9)}…`]);
    expect(wrapText(measure, 'an unbreakable word', 50, 4)).toEqual(['an', 'unbre', 'akabl', 'e…']);
    expect(wrapText(measure, 'an unbreakable word', 50, 5)).toEqual(['an', 'unbre', 'akabl', 'e', 'word']);
  });
});
