/** Mango: fashion e-commerce, store associate app and the design-system docs. */
import { mix } from '../palette.ts';
import type { Ctx } from '../svg.ts';
import { num } from '../svg.ts';
import { appBar, badge, button, icon, img, qr, searchField, tabBar } from '../ui.ts';
import type { Widget } from './types.ts';

export type CardVariant = 'grid' | 'list' | 'campaign' | 'store';

/** Product card; returns its height. */
export function productCard(c: Ctx, x: number, y: number, w: number, v: CardVariant = 'grid', sale = false): number {
  const p = c.palette;
  const kind = c.rng.pick(['garment', 'dress'] as const);
  if (v === 'list') {
    const h = 128;
    img(c, x, y, 96, h, 10, kind);
    c.bar(x + 112, y + 12, c.rng.barWidth(w * 0.35, w * 0.5), 10, p.ink);
    c.bar(x + 112, y + 32, 80, 7, p.inkSoft);
    c.bar(x + 112, y + 60, 64, 11, sale ? p.accentStrong : p.ink);
    for (let i = 0; i < 3; i++) c.circ(x + 120 + i * 20, y + 100, 7, [p.ink, p.accentMid, p.surface3][i]!);
    icon(c, x + w - 16, y + 16, 'heart', p.inkSoft, 0.8);
    return h;
  }
  const ih = Math.round(w * (v === 'campaign' ? 1.5 : 1.33));
  img(c, x, y, w, ih, v === 'store' ? 4 : 10, kind);
  if (v === 'campaign') {
    c.rect(x, y + ih - 90, w, 90, 0, p.accentDeep, ' fill-opacity=".55"');
    c.bar(x + 16, y + ih - 70, w * 0.6, 14, '#fff');
    c.bar(x + 16, y + ih - 44, w * 0.35, 9, '#fff');
    return ih;
  }
  c.circ(x + w - 22, y + 22, 14, '#fff', ' fill-opacity=".9"');
  icon(c, x + w - 22, y + 22, 'heart', p.ink, 0.65);
  if (sale) badge(c, x + 10, y + 10, 48, p.accentStrong, '#fff', 22);
  const ty = y + ih + 12;
  c.bar(x, ty, c.rng.barWidth(w * 0.55, w * 0.85), 8, p.ink);
  if (sale) {
    c.bar(x, ty + 18, 44, 9, p.accentStrong);
    c.bar(x + 52, ty + 19, 36, 7, p.inkSoft);
    c.rect(x + 50, ty + 22, 40, 1.5, 0, p.inkSoft);
  } else c.bar(x, ty + 18, 44, 9, p.ink);
  if (v === 'store') {
    c.rect(x, ty + 38, w, 28, 6, p.surface2);
    qr(c, x + 6, ty + 41, 22, p.ink);
    c.bar(x + 36, ty + 49, w * 0.4, 7, p.ink);
    return ih + 78;
  }
  return ih + 44;
}

export function productGrid(c: Ctx): void {
  const p = c.palette;
  if (!c.mobile) return productGridDesktop(c);
  icon(c, 28, 74, 'menu', p.ink);
  c.bar(c.w / 2 - 44, 68, 88, 14, p.ink);
  icon(c, c.w - 28, 74, 'bag', p.ink);
  for (let i = 0; i < 4; i++) {
    c.bar(16 + i * 84, 112, c.rng.barWidth(44, 64), 8, i === 0 ? p.ink : p.inkSoft);
    if (i === 0) c.rect(16, 128, 52, 2, 1, p.ink);
  }
  const cw = (c.w - 40) / 2;
  let y = 148;
  for (let i = 0; y < c.h; i++) {
    const h = productCard(c, 16 + (i % 2) * (cw + 8), y, cw, 'grid', i === 1);
    if (i % 2) y += h + 20;
  }
  tabBar(c, 0, ['home', 'search', 'bag', 'user']);
}

function productGridDesktop(c: Ctx): void {
  const p = c.palette;
  c.rect(0, 0, c.w, 72, 0, p.surface);
  c.bar(40, 28, 110, 16, p.ink);
  for (let i = 0; i < 5; i++) c.bar(c.w / 2 - 240 + i * 100, 32, c.rng.barWidth(48, 72), 8, i === 1 ? p.ink : p.inkSoft);
  icon(c, c.w - 90, 36, 'search', p.ink);
  icon(c, c.w - 50, 36, 'bag', p.ink);
  c.bar(40, 104, 220, 18, p.ink);
  for (let i = 0; i < 4; i++) {
    c.rect(40 + i * 116, 140, 104, 34, 17, p.surface, ` stroke="${p.line}"`);
    c.bar(58 + i * 116, 153, 60, 8, p.ink);
  }
  const cols = 4;
  const cw = (c.w - 80 - (cols - 1) * 16) / cols;
  for (let i = 0; i < cols; i++) productCard(c, 40 + i * (cw + 16), 198, cw, 'grid', i === 2);
}

export function sizeSelector(c: Ctx): void {
  const p = c.palette;
  img(c, 0, 0, c.w, 400, 0, 'dress', 0);
  c.circ(36, 72, 18, '#fff');
  icon(c, 36, 72, 'back', p.ink, 0.8);
  c.rect(0, 380, c.w, c.h, 20, p.surface);
  c.bar(24, 408, 200, 14, p.ink);
  c.bar(24, 434, 72, 12, p.ink);
  for (let i = 0; i < 4; i++) c.circ(36 + i * 34, 482, 12, [p.ink, p.accentMid, '#d9cbb8', p.surface3][i]!, i === 0 ? ` stroke="${p.surface}" stroke-width="3"` : '');
  c.ring(36, 482, 16, p.ink, 1.5);
  c.bar(24, 518, 80, 9, p.ink);
  c.bar(c.w - 104, 518, 80, 8, p.inkSoft);
  const sw = (c.w - 48 - 32) / 5;
  for (let i = 0; i < 5; i++) {
    const x = 24 + i * (sw + 8);
    const y = 544;
    const sold = i === 1;
    const focus = i === 2;
    c.rect(x, y, sw, 52, 10, sold ? p.surface2 : p.surface, ` stroke="${focus ? p.ink : p.line}"${focus ? ' stroke-width="2"' : ''}`);
    if (focus) c.rect(x - 5, y - 5, sw + 10, 62, 14, 'none', ` stroke="${p.accentStrong}" stroke-width="2.5"`);
    c.bar(x + sw / 2 - 9, y + 22, 18, 9, sold ? p.inkFaint : p.ink);
    if (sold) c.stroke(`M${num(x + 6)} ${y + 46}L${num(x + sw - 6)} ${y + 6}`, p.inkFaint, 1.5);
    if (i === 3) {
      c.circ(x + sw - 6, y + 6, 6, p.warn);
    }
  }
  c.rect(24, 612, c.w - 48, 32, 8, mix(p.warn, p.surface, 0.88));
  c.circ(42, 628, 5, p.warn);
  c.bar(56, 624, 140, 8, p.ink);
  button(c, 24, c.h - 92, c.w - 48, 56, 'primary', 120);
}

export function stockLookup(c: Ctx): void {
  const p = c.palette;
  let y = appBar(c);
  c.rect(16, y + 8, c.w - 32, 120, 16, p.surface2);
  img(c, 28, y + 20, 72, 96, 8, 'garment', 1);
  c.bar(116, y + 28, 150, 11, p.ink);
  c.bar(116, y + 50, 80, 8, p.inkSoft);
  c.path(Array.from({ length: 18 }, (_, i) => `M${116 + i * 6 + (i % 3)} ${y + 76}h${1 + (i % 3)}v28h-${1 + (i % 3)}z`).join(''), p.ink);
  y += 152;
  c.rect(16, y, c.w - 32, 96, 16, mix(p.positive, p.surface, 0.88));
  c.bar(32, y + 20, 100, 8, p.ink);
  c.bar(32, y + 44, 48, 30, p.positive);
  c.bar(92, y + 58, 100, 8, p.inkSoft);
  icon(c, c.w - 48, y + 48, 'home', p.positive, 1.2);
  y += 116;
  c.bar(16, y, 130, 11, p.ink);
  y += 24;
  for (let i = 0; i < 4; i++) {
    icon(c, 32, y + 24, i === 3 ? 'grid' : 'pin', i === 3 ? p.ink : p.inkSoft, 0.9);
    c.bar(56, y + 14, c.rng.barWidth(100, 150), 9, p.ink);
    c.bar(56, y + 30, 64, 7, p.inkSoft);
    c.bar(c.w - 56, y + 18, 32, 12, i === 2 ? p.inkFaint : p.ink);
    c.rect(16, y + 54, c.w - 32, 1, 0, p.line);
    y += 58;
  }
  button(c, 16, c.h - 88, c.w - 32, 52, 'primary', 150);
}

export function docsSite(c: Ctx): void {
  const p = c.palette;
  c.rect(0, 0, 240, c.h, 0, p.surface2);
  c.rect(28, 28, 24, 24, 6, p.accentStrong);
  c.bar(60, 34, 90, 12, p.ink);
  searchField(c, 20, 72, 200, 36);
  let y = 132;
  for (let g = 0; g < 3; g++) {
    c.bar(28, y, 70, 7, p.inkSoft);
    y += 22;
    for (let i = 0; i < 4; i++) {
      const on = g === 1 && i === 1;
      if (on) c.rect(16, y - 8, 208, 30, 8, p.accentTint);
      c.bar(28, y, c.rng.barWidth(80, 140), 8, on ? p.accentStrong : p.ink);
      y += 30;
    }
    y += 12;
  }
  const x = 288;
  const w = c.w - x - 48;
  c.bar(x, 40, 260, 26, p.ink);
  c.bar(x, 80, 420, 9, p.inkSoft);
  for (let i = 0; i < 3; i++) {
    c.bar(x + i * 100, 120, 56, 9, i === 0 ? p.ink : p.inkSoft);
    if (i === 0) c.rect(x, 138, 56, 3, 1.5, p.accentStrong);
  }
  c.rect(x, 141, w, 1, 0, p.line);
  const ey = 164;
  c.rect(x, ey, w, 260, 16, p.surface2);
  const cw = Math.min(150, (w - 96) / 4);
  for (let i = 0; i < 3; i++) productCard(c, x + 32 + i * (cw + 16), ey + 24, cw, 'grid', i === 1);
  c.layer();
  const dx = x + 32 + 3 * (cw + 16) + 8;
  c.rect(dx, ey + 24, x + w - dx - 24, 212, 12, p.night);
  for (let i = 0; i < 7; i++) {
    c.bar(dx + 20 + (i % 3) * 14, ey + 44 + i * 26, c.rng.barWidth(60, 160), 8, [p.accentMid, '#8fa6c0', '#c9c9d1'][i % 3]!);
  }
  const by = ey + 284;
  const bw = (w - 24) / 2;
  for (let k = 0; k < 2; k++) {
    const col = k === 0 ? p.positive : '#d9534f';
    const bx = x + k * (bw + 24);
    if (by + 40 > c.h) break;
    c.rect(bx, by, bw, c.h - by - 24, 14, p.surface, ` stroke="${p.line}"`);
    c.rect(bx, by, bw, 6, 3, col);
    c.circ(bx + 28, by + 36, 11, col);
    if (k === 0) icon(c, bx + 28, by + 36, 'check', '#fff', 0.7);
    else c.stroke(`M${num(bx + 24)} ${by + 32}l8 8m0-8l-8 8`, '#fff', 2.2);
    c.bar(bx + 48, by + 31, 100, 9, p.ink);
    c.lines(bx + 20, by + 64, [bw - 40, bw - 80], 7, 16, p.inkSoft);
  }
}

export const fashion = { productGrid, sizeSelector, stockLookup, docsSite };

export const fashionWidgets: Widget[] = [
  { w: 220, h: 336, draw: (c) => { productCard(c, 14, 14, 192, 'grid', true); } },
  {
    w: 320,
    h: 148,
    draw: (c) => {
      const p = c.palette;
      for (let i = 0; i < 5; i++) {
        const x = 16 + i * 58;
        c.rect(x, 84, 50, 44, 10, p.surface, ` stroke="${i === 2 ? p.ink : p.line}"${i === 2 ? ' stroke-width="2"' : ''}`);
        c.bar(x + 16, 102, 18, 8, i === 1 ? p.inkFaint : p.ink);
      }
      c.bar(16, 24, 120, 10, p.ink);
      for (let i = 0; i < 4; i++) c.circ(26 + i * 30, 58, 10, [p.ink, p.accentMid, '#d9cbb8', p.surface3][i]!);
    },
  },
];
