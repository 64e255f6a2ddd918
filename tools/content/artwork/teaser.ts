/** Abstract, non-revealing teaser for private projects: soft, blurred-looking shapes. */
import { mix } from './palette.ts';
import type { Ctx } from './svg.ts';

export function teaser(c: Ctx): void {
  const p = c.palette;
  c.rect(0, 0, c.w, c.h, 0, c.doc.lin(mix(p.bg, p.accentSoft, 0.3), mix(p.bg, p.altSoft, 0.4), 1, 1));
  const blobs: Array<[number, number, number, string, number]> = [
    [0.3, 0.38, 0.42, p.accent, 0.55],
    [0.7, 0.62, 0.46, p.alt, 0.45],
    [0.58, 0.24, 0.3, p.third, 0.4],
    [0.2, 0.78, 0.32, p.thirdSoft, 0.6],
    [0.86, 0.18, 0.22, p.accentMid, 0.5],
  ];
  for (const [x, y, r, col, o] of blobs) c.circ(x * c.w, y * c.h, r * c.w * 0.5, c.doc.glow(col, o, 0.35));
  // Ghosted card silhouettes, heavily washed out.
  for (let i = 0; i < 3; i++) {
    const w = 260;
    const x = c.w / 2 - 420 + i * 300;
    c.rect(x, c.h / 2 - 170 + (i % 2) * 40, w, 340, 28, '#ffffff', ' fill-opacity=".22"');
    c.rect(x + 20, c.h / 2 - 150 + (i % 2) * 40, w - 40, 180, 18, '#ffffff', ' fill-opacity=".18"');
  }
}
