/**
 * Placeholder images for a new project: calm grey shapes with one accent,
 * no text (text in an SVG would render in whatever fonts a machine has).
 * They only hold the place until the owner drops in real images.
 */

const width = 1600;
const height = 1000;
const paper = '#EEECE7';
const surface = '#FFFFFF';
const line = '#D6D3CC';
const ink = '#B9B5AC';
const faint = '#E2DFD8';

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 12) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;

function svg(accent: string, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${paper}"/>`,
    `<circle cx="1240" cy="260" r="300" fill="${accent}" opacity=".1"/>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

/** A phone screen: a header and four rows, one of them in the accent. */
function phone(x: number, y: number, accent: string, highlighted: number): string[] {
  const rows = [0, 1, 2, 3].map((row) => {
    const top = y + 150 + row * 120;
    const on = row === highlighted;
    return [
      rect(x + 30, top, 300, 96, on ? accent : faint, 16),
      rect(x + 54, top + 24, 48, 48, on ? surface : ink, 24),
      rect(x + 122, top + 30, 150, 14, on ? surface : ink, 7),
      rect(x + 122, top + 56, 100, 12, on ? surface : line, 6),
    ].join('');
  });
  return [
    rect(x, y, 360, 720, surface, 44),
    `<rect x="${x}" y="${y}" width="360" height="720" rx="44" fill="none" stroke="${line}" stroke-width="4"/>`,
    rect(x + 130, y + 22, 100, 20, line, 10),
    rect(x + 30, y + 80, 180, 22, ink, 11),
    ...rows,
  ];
}

/** A browser window: a bar, a column of blocks and an accent button. */
function browser(x: number, y: number, accent: string, shift: number): string[] {
  return [
    rect(x, y, 700, 460, surface, 20),
    `<rect x="${x}" y="${y}" width="700" height="460" rx="20" fill="none" stroke="${line}" stroke-width="4"/>`,
    ...[0, 1, 2].map((dot) => `<circle cx="${x + 36 + dot * 28}" cy="${y + 32}" r="8" fill="${line}"/>`),
    rect(x + 40, y + 84, 260, 26, ink, 13),
    rect(x + 40, y + 130, 380, 16, line, 8),
    rect(x + 40, y + 160, 320, 16, line, 8),
    rect(x + 40 + shift, y + 220, 180, 56, accent, 28),
    rect(x + 40, y + 310, 190, 110, faint, 14),
    rect(x + 254, y + 310, 190, 110, faint, 14),
    rect(x + 468, y + 310, 190, 110, faint, 14),
  ];
}

/** Cover frame `index` (0-based) of `count`: the same scene, a little changed, and a dot for each frame. */
export function coverFrame(index: number, count: number, accent: string): string {
  const dots = Array.from({ length: count }, (_, dot) => {
    const cx = width / 2 - ((count - 1) * 28) / 2 + dot * 28;
    return `<circle cx="${cx}" cy="930" r="8" fill="${dot === index ? accent : line}"/>`;
  });
  return svg(accent, [...phone(260, 140, accent, index % 4), ...browser(720, 260, accent, (index % 3) * 120), ...dots]);
}

/**
 * A private project's public teaser: the first cover frame in grey, without
 * the accent, which stays private for a project that takes a codename.
 */
export function teaserFrame(count: number): string {
  return coverFrame(0, count, ink);
}

/** A research board: rows of notes, a few in the accent. */
export function boardImage(accent: string): string {
  const notes = Array.from({ length: 15 }, (_, i) => {
    const col = i % 5;
    const row = Math.floor(i / 5);
    return rect(200 + col * 250, 200 + row * 220, 200, 170, i % 4 === 1 ? accent : i % 3 === 0 ? surface : faint, 10);
  });
  return svg(accent, notes);
}

/** A flow: four steps joined by lines, the third in the accent. */
export function flowImage(accent: string): string {
  const steps = [0, 1, 2, 3].map((i) => rect(170 + i * 340, 400, 240, 200, i === 2 ? accent : surface, 24));
  const links = [0, 1, 2].map(
    (i) => `<path d="M${410 + i * 340} 500h100" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>`,
  );
  return svg(accent, [...links, ...steps]);
}

/** Three phone screens side by side. */
export function screensImage(accent: string): string {
  return svg(accent, [0, 1, 2].flatMap((i) => phone(220 + i * 420, 140, accent, i + 1)));
}
