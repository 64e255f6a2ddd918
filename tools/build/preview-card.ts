import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import satori, { type Font, type FontWeight, type SatoriNode } from 'satori';
import sharp from 'sharp';
import { mediaLimits, svgDensity } from '../../app/features/content/media.ts';
import { withinTime } from '../lib/time-limit.ts';
import { previewSize } from '../../app/features/seo/link-preview.ts';

/**
 * One link-preview image (1200 × 630): a quiet paper page with the name set
 * large in Inter on the left and the work on the right, in the project's
 * accent colour. Every page kind uses the same grid. The card holds no words
 * of its own: every text comes in, in the page's language.
 */
export type PreviewCard = {
  /** Small line above the title, e.g. the kind of page. */
  eyebrow: string;
  title: string;
  subtitle: string;
  /** The accent colour (a light-theme accent: dark enough for text on paper). */
  accent: string;
  /** Image files (or drawn images) shown on the right: one, or up to three fanned like prints on a desk. */
  images: (string | Buffer)[];
  /** Draws a small padlock before the eyebrow. */
  locked?: boolean;
  /** Bottom line: the owner (left out where the title already names them) and where the site lives. */
  footer: { name?: string; address: string };
};

const { width: W, height: H } = previewSize;
const paper = '#FAFAF7';
const ink = '#161615';
const muted = '#5C5B55';

/** The text column, on an 8 px grid: it ends 48 px before the picture panel. */
export const column = { left: 72, width: 456 } as const;
const panelLeft = 576;

const weights = { text: 400, medium: 500, display: 600 } as const satisfies Record<string, FontWeight>;
// One family per subset: satori falls back to another family for a letter the first lacks, never to a
// second font of the same family.
const subsets = { Inter: 'latin', InterLatinExt: 'latin-ext' } as const;
const fontFamily = Object.keys(subsets).join(', ');
const require = createRequire(import.meta.url);

let loaded: Promise<Font[]> | null = null;

/**
 * Inter as the site sets it, from @fontsource/inter's static WOFF cuts: latin
 * first, then latin-ext for names such as Łukasz or Dvořák. Nothing depends
 * on the fonts of the machine that builds, so every build draws the same
 * pixels.
 */
export function previewFonts(): Promise<Font[]> {
  loaded ??= Promise.all(
    Object.entries(subsets).flatMap(([name, subset]) =>
      Object.values(weights).map(async (weight) => ({
        name,
        weight,
        style: 'normal' as const,
        data: await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      })),
    ),
  );
  return loaded;
}

/** Lays `element` out on a canvas `width` wide and returns the box of every element given a key. */
async function layout(element: ReactNode, fonts: Font[], width: number): Promise<Map<string, SatoriNode>> {
  const boxes = new Map<string, SatoriNode>();
  await satori(element, {
    width,
    fonts,
    // Only the boxes are read: no need to draw the glyphs.
    embedFont: false,
    onNodeDetected: (node) => {
      if (node.key !== undefined) boxes.set(String(node.key), node);
    },
  });
  return boxes;
}

type TitleStyle = { fontSize: number; lineHeight: number; maxLines: number };

function titleStyle(fontSize: number): TitleStyle {
  const maxLines = fontSize > 64 ? 1 : 2;
  // Leading about 1.06, so that the title's lines together stay on the 8 px grid.
  return { fontSize, lineHeight: (Math.round((fontSize * 1.06 * maxLines) / 8) * 8) / maxLines, maxLines };
}

const titleType = { fontFamily, fontWeight: weights.display, letterSpacing: '-0.025em' } satisfies CSSProperties;

/**
 * The title as large as fits the text column: one line down to 68 px, then
 * two lines down to 44 px, without breaking a word. A word too long for the
 * column even at 44 px breaks where the line ends, and a title longer than
 * two lines ends with an ellipsis. Measured by laying every candidate size
 * out once, as satori will draw it.
 */
export async function fitTitle(title: string, fonts: Font[]): Promise<TitleStyle> {
  const sizes = Array.from({ length: 13 }, (_, i) => 92 - i * 4);
  const words = title.split(/\s+/).filter(Boolean);
  const probe = h(
    'div',
    { style: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', ...titleType } },
    sizes.flatMap((size) => {
      const { fontSize, lineHeight } = titleStyle(size);
      return [
        h('div', { key: `lines-${size}`, style: { display: 'block', width: column.width, fontSize, lineHeight: `${lineHeight}px` } }, title),
        ...words.map((word, i) => h('div', { key: `word-${size}-${i}`, style: { fontSize, whiteSpace: 'pre' } }, word)),
      ];
    }),
  );
  const boxes = await layout(probe, fonts, 4 * W);
  const fits = (size: number) => {
    const { lineHeight, maxLines } = titleStyle(size);
    const lines = Math.round((boxes.get(`lines-${size}`)?.height ?? Infinity) / lineHeight);
    return lines <= maxLines && words.every((_, i) => (boxes.get(`word-${size}-${i}`)?.width ?? Infinity) <= column.width);
  };
  return titleStyle(sizes.find(fits) ?? (sizes.at(-1) as number));
}

/** One line that ends with an ellipsis where it would pass its box. */
const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 } satisfies CSSProperties;

/** Lines that break a word too long for them, and end with an ellipsis after `lines`. */
const lines = (count: number) => ({ display: 'block', overflowWrap: 'break-word', lineClamp: count }) satisfies CSSProperties;

function padlock(color: string) {
  return h(
    'svg',
    { width: 14, height: 18, viewBox: '0 0 14 18', style: { flexShrink: 0, marginRight: 10 } },
    h('path', { d: 'M3 8V5a4 4 0 0 1 8 0v3', fill: 'none', stroke: color, strokeWidth: 2.2, strokeLinecap: 'round' }),
    h('rect', { x: 0, y: 8, width: 14, height: 10, rx: 2.5, fill: color }),
  );
}

function textColumn(card: PreviewCard, title: TitleStyle) {
  const { name, address } = card.footer;
  return h(
    'div',
    {
      style: {
        position: 'absolute',
        left: column.left,
        top: 112,
        bottom: 64,
        width: column.width,
        display: 'flex',
        flexDirection: 'column',
        fontFamily,
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', height: 24, color: card.accent } },
      card.locked ? padlock(card.accent) : null,
      h(
        'div',
        {
          style: {
            ...oneLine,
            fontSize: 20,
            lineHeight: '24px',
            fontWeight: weights.medium,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
          },
        },
        card.eyebrow,
      ),
    ),
    h(
      'div',
      {
        style: {
          ...lines(title.maxLines),
          ...titleType,
          marginTop: 32,
          // Large type sits on the column's edge by its letters, not by their side bearings.
          marginLeft: -Math.round(title.fontSize * 0.04),
          marginRight: Math.round(title.fontSize * 0.04),
          fontSize: title.fontSize,
          lineHeight: `${title.lineHeight}px`,
          color: ink,
        },
      },
      card.title,
    ),
    h(
      'div',
      { style: { ...lines(3), marginTop: 16, fontSize: 32, lineHeight: '40px', fontWeight: weights.text, color: muted } },
      card.subtitle,
    ),
    h('div', { style: { flexGrow: 1 } }),
    h('div', { style: { width: 40, height: 4, borderRadius: 2, background: card.accent } }),
    h(
      'div',
      { style: { display: 'flex', marginTop: 24, fontSize: 21, lineHeight: '24px', fontWeight: weights.text } },
      // The name leaves the address at least 40% of the column.
      name ? h('div', { style: { ...oneLine, flexShrink: 0, maxWidth: '60%', marginRight: 16, fontWeight: weights.medium, color: ink } }, name) : null,
      h('div', { style: { ...oneLine, flexShrink: 1, color: muted } }, address),
    ),
  );
}

type Frame = { left: number; top: number; width: number; height: number; rotate: number };

// One picture sits centred on the tinted panel; several fan out like prints on a desk, the first on top.
const single: Frame = { left: 616, top: 152, width: 544, height: 336, rotate: 0 };
const fan: Frame[] = [
  { left: 680, top: 72, width: 464, height: 288, rotate: 4 },
  { left: 640, top: 176, width: 464, height: 288, rotate: -3 },
  { left: 608, top: 280, width: 464, height: 288, rotate: 0 },
];

/**
 * A picture of the card, at twice its size, as PNG: a drawing drawn at the
 * density that covers that size (never past the pixels an image may have),
 * within the build's time for a file.
 */
async function pictureData(file: string | Buffer, width: number, height: number): Promise<string> {
  const { width: sourceWidth = 1, height: sourceHeight = 1, format } = await sharp(file).metadata();
  const scale = Math.max((width * 2) / sourceWidth, (height * 2) / sourceHeight);
  const density = format === 'svg' ? svgDensity(sourceWidth, sourceHeight, Math.ceil(sourceWidth * scale)) : undefined;
  const png = sharp(file, { limitInputPixels: mediaLimits.pixels, ...(density ? { density } : {}) })
    .timeout({ seconds: mediaLimits.buildSeconds })
    .resize(width * 2, height * 2, { fit: 'cover' })
    .png()
    .toBuffer();
  const shown = typeof file === 'string' ? path.relative(process.cwd(), file).split(path.sep).join('/') : 'a drawn picture';
  return `data:image/png;base64,${(await withinTime(png, shown, 'drawing it into a link preview')).toString('base64')}`;
}

/** A print: the picture with rounded corners, a soft shadow and a hairline edge. */
function print(src: string, { left, top, width, height, rotate }: Frame) {
  return h(
    'div',
    {
      style: {
        position: 'absolute',
        left,
        top,
        width,
        height,
        display: 'flex',
        borderRadius: 16,
        transform: `rotate(${rotate}deg)`,
        boxShadow: `0 10px 32px rgba(22, 22, 21, 0.16), 0 0 0 1px rgba(22, 22, 21, 0.08)`,
      },
    },
    h('img', { src, width, height, style: { borderRadius: 16 } }),
  );
}

/** Draws the card as SVG: satori lays it out, with its text as outlines of the fonts given. */
export async function previewSvg(card: PreviewCard, fonts: Font[]): Promise<string> {
  const shown = card.images.slice(0, fan.length);
  const placed = shown.length === 1 ? [single] : fan.slice(fan.length - shown.length);
  const [title, pictures] = await Promise.all([
    fitTitle(card.title, fonts),
    Promise.all(placed.map((frame, i) => pictureData(shown[i] as string | Buffer, frame.width, frame.height))),
  ]);
  const element = h(
    'div',
    { style: { display: 'flex', position: 'relative', width: W, height: H, background: paper } },
    h('div', { style: { position: 'absolute', left: panelLeft, top: 0, right: 0, bottom: 0, background: card.accent, opacity: 0.07 } }),
    h('div', { style: { position: 'absolute', left: 0, top: 0, right: 0, height: 8, background: card.accent } }),
    ...placed.map((frame, i) => print(pictures[i] as string, frame)),
    textColumn(card, title),
  );
  return satori(element, { width: W, height: H, fonts });
}

/**
 * The card as a PNG of exactly 1200 × 630. resvg draws what satori laid
 * out: the card's texts, which the schema bounds, and its pictures, already
 * drawn by sharp at a fixed size above, so what it draws is bounded too; it
 * draws in a thread of its own, and past the build's time the build stops,
 * naming the card.
 */
export async function renderPreview(card: PreviewCard, fonts: Font[]): Promise<Buffer> {
  const svg = await previewSvg(card, fonts);
  const image = await withinTime(
    renderAsync(svg, { fitTo: { mode: 'width', value: W }, font: { loadSystemFonts: false } }),
    `the link preview "${card.title}"`,
    'drawing it',
  );
  // sharp packs the opaque pixels about a third smaller than resvg's own PNG.
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}
