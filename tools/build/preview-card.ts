import sharp from 'sharp';
import { previewSize } from '../../app/features/seo/link-preview.ts';
import { type TextStyle, type Typesetter, weights, wrapText } from './text-outline.ts';

/**
 * One link-preview image (1200 × 630): a quiet paper page with the name set
 * large in Inter on the left and the work on the right, in the project's
 * accent colour. Every page kind uses the same grid.
 */
export type PreviewCard = {
  /** Small line above the title, e.g. "Case study". */
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
const margin = 72;
export const columnWidth = 452;

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

async function pictureData(file: string | Buffer, width: number, height: number): Promise<string> {
  const png = await sharp(file, { density: 144 }).resize(width * 2, height * 2, { fit: 'cover' }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

type Frame = { x: number; y: number; width: number; height: number; rotate: number };

/** A print: the picture with rounded corners, a soft shadow and a hairline edge. */
function print(id: string, data: string, frame: Frame): string {
  const { x, y, width, height, rotate } = frame;
  const r = 14;
  return `<g transform="rotate(${rotate} ${x + width / 2} ${y + height / 2})">
  <rect x="${x}" y="${y + 10}" width="${width}" height="${height}" rx="${r}" fill="#161615" opacity="0.16" filter="url(#shadow)"/>
  <clipPath id="${id}"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${r}"/></clipPath>
  <image href="${data}" x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice" clip-path="url(#${id})"/>
  <rect x="${x + 0.5}" y="${y + 0.5}" width="${width - 1}" height="${height - 1}" rx="${r}" fill="none" stroke="#161615" stroke-opacity="0.08"/>
</g>`;
}

function frames(count: number): Frame[] {
  // One picture sits centred on the tinted panel; several fan out like prints on a desk.
  if (count <= 1) return [{ x: 620, y: 146, width: 540, height: 338, rotate: 0 }];
  const fan: Frame[] = [
    { x: 676, y: 70, width: 464, height: 290, rotate: 4 },
    { x: 640, y: 176, width: 464, height: 290, rotate: -3 },
    { x: 612, y: 282, width: 464, height: 290, rotate: 0 },
  ];
  return fan.slice(-Math.min(count, fan.length));
}

function padlock(x: number, y: number, color: string): string {
  // 14 × 18, baseline-aligned with the eyebrow.
  return `<g fill="none" stroke="${color}" stroke-width="2.2" stroke-linecap="round">
  <path d="M${x + 3} ${y - 9} v-3.5 a4 4 0 0 1 8 0 v3.5"/>
  <rect x="${x}" y="${y - 9}" width="14" height="10" rx="2.5" fill="${color}" stroke="none"/>
</g>`;
}

/**
 * The title as large as fits the text column: one line down to 68 px, then
 * two lines down to 44 px. A word too long for the column even at 44 px
 * breaks where the line ends, and a title longer than two lines ends with
 * an ellipsis.
 */
export function fitTitle(type: Typesetter, title: string): { style: TextStyle; lines: string[] } {
  let style: TextStyle = { size: 92, weight: weights.display, tracking: -0.02 };
  let lines = [title];
  const words = title.split(/\s+/);
  for (let size = 92; size >= 44; size -= 4) {
    style = { ...style, size };
    const measure = (text: string) => type.width(text, style);
    lines = wrapText(measure, title, columnWidth, size > 64 ? 1 : 2);
    // Smaller type before a broken word or an ellipsis.
    if (words.every((word) => measure(word) <= columnWidth) && lines.every((line) => !line.endsWith('…'))) break;
  }
  return { style, lines };
}

/** One line of `text` in `style`, shortened with an ellipsis to `maxWidth`; empty where not even that fits. */
function oneLine(type: Typesetter, text: string, style: TextStyle, maxWidth: number): string {
  const line = wrapText((part) => type.width(part, style), text, maxWidth, 1)[0] ?? '';
  return type.width(line, style) <= maxWidth ? line : '';
}

/** Draws the card as SVG, with text as outlines. */
export async function previewSvg(card: PreviewCard, type: Typesetter): Promise<string> {
  const eyebrowStyle: TextStyle = { size: 20, weight: weights.medium, tracking: 0.08 };
  const subtitleStyle: TextStyle = { size: 32, weight: weights.text };
  const footerStyle: TextStyle = { size: 21, weight: weights.text };
  const footerNameStyle: TextStyle = { size: 21, weight: weights.medium };

  const { style: titleStyle, lines: titleLines } = fitTitle(type, card.title);
  const subtitleLines = wrapText((text) => type.width(text, subtitleStyle), card.subtitle, columnWidth, 3);

  const eyebrowY = 132;
  const titleLeading = titleStyle.size * 1.06;
  const titleY = eyebrowY + 40 + titleStyle.size * 0.94;
  const subtitleY = titleY + (titleLines.length - 1) * titleLeading + 58;
  const footerY = H - margin + 4;

  // Every line stays within the text column, clear of the picture.
  const eyebrowX = card.locked ? margin + 24 : margin;
  const eyebrow = oneLine(type, card.eyebrow.toUpperCase(), eyebrowStyle, margin + columnWidth - eyebrowX);
  // The name leaves the address at least 40% of the column.
  const addressRoom = Math.min(type.width(card.footer.address, footerStyle), columnWidth * 0.4);
  const footerName = card.footer.name ? oneLine(type, card.footer.name, footerNameStyle, columnWidth - addressRoom - 14) : '';
  const addressX = footerName ? margin + type.width(footerName, footerNameStyle) + 14 : margin;
  const address = oneLine(type, card.footer.address, footerStyle, margin + columnWidth - addressX);
  const parts = [
    card.locked ? padlock(margin, eyebrowY, card.accent) : '',
    `<path fill="${card.accent}" d="${type.path(eyebrow, eyebrowStyle, eyebrowX, eyebrowY)}"/>`,
    ...titleLines.map(
      (line, i) => `<path fill="${ink}" d="${type.path(line, titleStyle, margin - 3, titleY + i * titleLeading)}"/>`,
    ),
    ...subtitleLines.map(
      (line, i) => `<path fill="${muted}" d="${type.path(line, subtitleStyle, margin, subtitleY + i * 42)}"/>`,
    ),
    `<rect x="${margin}" y="${footerY - 52}" width="40" height="4" rx="2" fill="${card.accent}"/>`,
    footerName ? `<path fill="${ink}" d="${type.path(footerName, footerNameStyle, margin, footerY)}"/>` : '',
    address ? `<path fill="${muted}" d="${type.path(address, footerStyle, addressX, footerY)}"/>` : '',
  ];

  const placed = frames(card.images.length);
  const prints = await Promise.all(
    placed.map(async (frame, i) => print(`print${i}`, esc(await pictureData(card.images[i]!, frame.width, frame.height)), frame)),
  );

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur stdDeviation="16"/></filter></defs>
<rect width="${W}" height="${H}" fill="${paper}"/>
<rect x="580" width="${W - 580}" height="${H}" fill="${card.accent}" opacity="0.07"/>
<rect width="${W}" height="8" fill="${card.accent}"/>
${prints.join('\n')}
${parts.join('\n')}
</svg>`;
}

/** The card as a PNG of exactly 1200 × 630. */
export async function renderPreview(card: PreviewCard, type: Typesetter): Promise<Buffer> {
  const svg = await previewSvg(card, type);
  return sharp(Buffer.from(svg))
    .resize(W, H)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}
