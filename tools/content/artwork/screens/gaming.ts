/** Huru: rent in-game items. Catalog, item cards and detail, wallet, listing, earnings. */
import { mix } from '../palette.ts';
import type { Ctx } from '../svg.ts';
import { avatar, badge, barChart, button, chips, icon, img, searchField, slider, tabBar, checkbox } from '../ui.ts';
import { dashboard, ghostList, sheet, status } from './common.ts';
import type { Widget } from './types.ts';

export const RARITY = ['#9aa0ae', '#3fbf7f', '#3f8cff', '#a561ff', '#ff9f3f'];

export type ItemState = 'available' | 'rented' | 'owned' | 'unavailable';

/** Item card; h ≈ w * 1.62. */
export function itemCard(c: Ctx, x: number, y: number, w: number, state: ItemState = 'available', rarity = c.rng.int(0, 4)): number {
  const p = c.palette;
  const h = Math.round(w * 1.62);
  const off = state === 'unavailable';
  c.rect(x, y, w, h, 16, p.surface2, ` stroke="${state === 'owned' ? p.accentStrong : p.line}"${state === 'owned' ? ' stroke-width="2"' : ''}`);
  img(c, x + 8, y + 8, w - 16, w - 16, 12, 'item');
  if (off) c.rect(x + 8, y + 8, w - 16, w - 16, 12, p.surface, ' fill-opacity=".6"');
  c.rect(x + 16, y + 16, 40, 6, 3, RARITY[rarity]!);
  const ty = y + w + 4;
  c.bar(x + 12, ty, c.rng.barWidth(w * 0.45, w * 0.7), 10, off ? p.inkSoft : p.ink);
  c.path(`M${x + 16} ${ty + 26}l-4 8h5l-2 7 8-10h-5l3-5z`, off ? p.inkFaint : p.warn);
  c.bar(x + 30, ty + 24, 32, 8, p.inkSoft);
  c.bar(x + w - 64, ty + 24, 52, 10, off ? p.inkFaint : p.accent);
  const by = y + h - 44;
  if (state === 'available') button(c, x + 12, by, w - 24, 32, 'primary', 48);
  else if (state === 'rented') {
    c.rect(x + 12, by, w - 24, 32, 16, mix(p.warn, p.surface, 0.8));
    c.circ(x + 30, by + 16, 6, p.warn);
    c.bar(x + 44, by + 12, w - 72, 8, p.warn);
  } else if (state === 'owned') badge(c, x + 12, by + 4, w - 24, p.accentTint, p.accent, 26);
  else c.lines(x + 12, by + 6, [w - 30, w * 0.5], 6, 13, p.inkSoft);
  return h;
}

export function catalog(c: Ctx): void {
  const p = c.palette;
  if (!c.mobile) return catalogDesktop(c);
  c.rect(16, 56, 40, 40, 12, c.doc.lin(p.accent, p.alt));
  c.bar(68, 62, 110, 12, p.ink);
  c.bar(68, 82, 70, 7, p.inkSoft);
  c.rect(c.w - 124, 60, 108, 32, 16, p.surface2);
  icon(c, c.w - 104, 76, 'wallet', p.accent, 0.7);
  c.bar(c.w - 88, 72, 56, 8, p.ink);
  searchField(c, 16, 112, c.w - 32);
  chips(c, 16, 172, c.w - 16, 4, 0);
  const cw = (c.w - 44) / 2;
  let y = 220;
  for (let i = 0; y < c.h; i++) {
    const h = itemCard(c, 16 + (i % 2) * (cw + 12), y, cw, i === 3 ? 'rented' : 'available');
    if (i % 2) y += h + 12;
  }
  tabBar(c, 0, ['home', 'grid', 'wallet', 'user']);
}

function catalogDesktop(c: Ctx): void {
  const p = c.palette;
  const sw = 260;
  c.rect(0, 0, sw, c.h, 0, p.surface2);
  img(c, 24, 24, sw - 48, 120, 14, 'item', 0);
  c.bar(24, 164, 140, 14, p.ink);
  c.bar(24, 188, 90, 8, p.inkSoft);
  let y = 228;
  for (const [title, k] of [['type', 4], ['rarity', 5]] as const) {
    c.bar(24, y, title === 'type' ? 80 : 64, 9, p.inkSoft);
    y += 24;
    for (let i = 0; i < k; i++) {
      checkbox(c, 24, y, i === 1 || (title === 'rarity' && i > 2));
      if (title === 'rarity') c.circ(64, y + 11, 5, RARITY[i]!);
      c.bar(title === 'rarity' ? 78 : 60, y + 7, c.rng.barWidth(60, 110), 8, p.ink);
      y += 34;
    }
    y += 16;
  }
  const x = sw + 32;
  searchField(c, x, 24, 360);
  c.rect(c.w - 180, 26, 148, 40, 20, p.surface2);
  icon(c, c.w - 158, 46, 'wallet', p.accent, 0.8);
  c.bar(c.w - 138, 42, 84, 8, p.ink);
  chips(c, x, 88, c.w - x - 32, 6, 0, 32);
  const cols = 4;
  const cw = Math.min(180, (c.w - x - 32 - (cols - 1) * 16) / cols);
  for (let i = 0; i < cols * 2; i++) itemCard(c, x + (i % cols) * (cw + 16), 140 + Math.floor(i / cols) * (Math.round(cw * 1.62) + 16), cw, i === 2 ? 'rented' : 'available');
}

export function itemDetail(c: Ctx): void {
  const p = c.palette;
  img(c, 0, 0, c.w, 330, 0, 'item', 0);
  c.circ(36, 72, 18, '#000', ' fill-opacity=".3"');
  icon(c, 36, 72, 'back', '#fff', 0.8);
  c.rect(0, 310, c.w, c.h, 24, p.surface);
  c.rect(24, 334, 56, 8, 4, RARITY[3]!);
  c.bar(24, 352, 200, 16, p.ink);
  c.bar(24, 380, 120, 8, p.inkSoft);
  let y = 412;
  for (let i = 0; i < 3; i++) {
    c.bar(24, y, 60, 7, p.inkSoft);
    c.rect(104, y - 1, c.w - 128, 8, 4, p.surface3);
    c.rect(104, y - 1, (c.w - 128) * c.rng.range(0.4, 0.9), 8, 4, i === 0 ? p.accent : p.alt);
    y += 24;
  }
  y += 12;
  c.bar(24, y, 110, 10, p.ink);
  c.bar(c.w - 84, y, 60, 10, p.accent);
  slider(c, 32, y + 36, c.w - 64, 0.45);
  c.bar(24, y + 56, 16, 6, p.inkFaint);
  c.bar(c.w - 44, y + 56, 20, 6, p.inkFaint);
  y += 84;
  c.rect(16, y, c.w - 32, 112, 16, p.surface2);
  for (let i = 0; i < 3; i++) {
    c.bar(32, y + 18 + i * 26, c.rng.barWidth(80, 130), 8, i === 2 ? p.ink : p.inkSoft);
    c.bar(c.w - 96, y + 18 + i * 26, 64, 8, i === 2 ? p.accent : p.ink);
  }
  button(c, 16, c.h - 84, c.w - 32, 52, 'primary', 120);
}

export function walletSheet(c: Ctx): { dark: boolean } {
  const p = c.palette;
  ghostList(c, 60);
  let y = sheet(c, c.h - 430);
  c.bar(24, y + 4, 200, 16, p.ink);
  y += 40;
  for (let i = 0; i < 3; i++) {
    c.rect(16, y, c.w - 32, 64, 16, p.surface2, ` stroke="${p.line}"`);
    c.rect(32, y + 14, 36, 36, 10, c.doc.lin(p.grads[i]![0], p.grads[i]![1]));
    c.bar(84, y + 20, c.rng.barWidth(100, 140), 10, p.ink);
    c.bar(84, y + 38, 70, 7, p.inkSoft);
    icon(c, c.w - 40, y + 32, 'chev', p.inkSoft, 0.8);
    y += 76;
  }
  c.rect(16, y + 4, c.w - 32, 60, 14, p.accentTint);
  icon(c, 40, y + 34, 'check', p.accent, 0.9);
  c.lines(60, y + 22, [c.w - 110, c.w - 180], 7, 16, p.ink);
  return { dark: true };
}

export function pending(c: Ctx): void {
  const p = c.palette;
  const y = status(c, 'pending', 110);
  c.rect(16, y + 40, c.w - 32, 104, 16, p.surface2);
  img(c, 28, y + 52, 80, 80, 12, 'item');
  c.bar(124, y + 62, 130, 10, p.ink);
  badge(c, 124, y + 86, 110, p.accentTint, p.accent, 24);
  c.bar(c.w / 2 - 70, c.h - 60, 140, 8, p.inkSoft);
}

export function txError(c: Ctx): void {
  status(c, 'error', 150);
  button(c, 16, c.h - 160, c.w - 32, 52, 'primary', 150);
  button(c, 16, c.h - 96, c.w - 32, 52, 'ghost', 80);
}

export function rentalTimerScreen(c: Ctx): void {
  const p = c.palette;
  c.bar(16, 64, 160, 18, p.ink);
  chips(c, 16, 100, c.w - 32, 3, 0);
  c.group('translate(16 152)', () => timerCard.draw(c));
  let y = 152 + timerCard.h + 16;
  while (y < c.h - 80) {
    c.rect(16, y, c.w - 32, 88, 16, p.surface2);
    img(c, 28, y + 12, 64, 64, 10, 'item');
    c.bar(108, y + 24, 120, 10, p.ink);
    c.bar(108, y + 46, 80, 7, p.inkSoft);
    y += 100;
  }
  tabBar(c, 2, ['home', 'grid', 'wallet', 'user']);
}

export const timerCard: Widget = {
  w: 328,
  h: 236,
  draw: (c) => {
    const p = c.palette;
    c.rect(0, 0, 328, 236, 20, c.doc.lin(mix(p.accent, p.surface, 0.55), p.surface2, 1, 1));
    img(c, 16, 16, 72, 72, 12, 'item', 1);
    c.bar(104, 26, 140, 12, p.ink);
    c.rect(104, 50, 64, 8, 4, RARITY[4]!);
    for (let i = 0; i < 3; i++) {
      c.rect(16 + i * 104, 108, 88, 64, 14, p.surface);
      c.bar(16 + i * 104 + 24, 124, 40, 20, p.ink);
      c.bar(16 + i * 104 + 28, 154, 32, 6, p.inkSoft);
    }
    avatar(c, 32, 204, 14);
    c.bar(56, 194, 90, 8, p.ink);
    c.bar(56, 208, 180, 6, p.inkSoft);
  },
};

export function listingForm(c: Ctx): void {
  const p = c.palette;
  const x = 48;
  c.bar(x, 36, 240, 20, p.ink);
  c.bar(x, 68, 320, 8, p.inkSoft);
  const n = c.w > 1100 ? 6 : 5;
  const tw = (c.w - 2 * x - (n - 1) * 16) / n;
  for (let i = 0; i < n; i++) {
    const tx = x + i * (tw + 16);
    const on = i === 0 || i === 2 || i === 3;
    c.rect(tx, 100, tw, tw + 48, 16, p.surface2, ` stroke="${on ? p.accent : p.line}"${on ? ' stroke-width="2"' : ''}`);
    img(c, tx + 8, 108, tw - 16, tw - 16, 12, 'item');
    checkbox(c, tx + tw - 38, 116, on);
    c.bar(tx + 12, 108 + tw, tw * 0.5, 8, p.ink);
  }
  let y = 100 + tw + 88;
  const fw = (c.w - 2 * x) / 2 - 16;
  c.bar(x, y, 160, 12, p.ink);
  c.rect(x, y + 24, fw, 56, 12, p.surface, ` stroke="${p.accent}" stroke-width="2"`);
  c.bar(x + 20, y + 46, 90, 12, p.ink);
  badge(c, x + fw - 120, y + 40, 100, p.accentTint, p.accent, 24);
  c.rect(x, y + 104, fw, 10, 5, p.surface3);
  c.rect(x + fw * 0.3, y + 104, fw * 0.35, 10, 5, p.accentSoft);
  c.path(`M${x + fw * 0.48} ${y + 98}l-6-10h12z`, p.accent);
  const x2 = x + fw + 32;
  c.bar(x2, y, 170, 12, p.ink);
  for (let i = 0; i < 4; i++) {
    const cw = (fw - 24) / 4;
    const on = i === 2;
    c.rect(x2 + i * (cw + 8), y + 24, cw, 56, 12, on ? p.accentStrong : p.surface, on ? '' : ` stroke="${p.line}"`);
    c.bar(x2 + i * (cw + 8) + cw / 2 - 20, y + 48, 40, 9, on ? '#fff' : p.ink);
  }
  y += 150;
  if (y < c.h - 120) {
    c.rect(x, y, c.w - 2 * x, c.h - y - 100, 16, p.surface2);
    c.bar(x + 24, y + 24, 180, 10, p.ink);
    c.bar(x + 24, y + 46, 120, 22, p.accent);
    barChart(c, x + 300, y + 20, c.w - 2 * x - 330, c.h - y - 140, 20, 14);
  }
  button(c, c.w - x - 200, c.h - 80, 200, 52, 'primary', 100);
}

export function earnings(c: Ctx): void {
  dashboard(c, { chart: 'bar', table: true, donut: false });
}

export const gaming = { catalog, itemDetail, walletSheet, pending, txError, rentalTimerScreen, listingForm, earnings };

export const gamingWidgets: Widget[] = [
  { w: 200, h: 304, draw: (c) => { itemCard(c, 16, 16, 168, 'available', 3); } },
  { w: 200, h: 304, draw: (c) => { itemCard(c, 16, 16, 168, 'rented', 4); } },
  timerCard,
  {
    w: 320,
    h: 180,
    draw: (c) => {
      const p = c.palette;
      c.rect(0, 0, 320, 180, 20, c.doc.lin(p.accentStrong, p.alt, 1, 1));
      c.bar(24, 28, 90, 8, '#fff');
      c.bar(24, 52, 180, 26, '#fff');
      c.rect(24, 120, 120, 36, 18, '#fff', ' fill-opacity=".2"');
      c.bar(44, 134, 80, 8, '#fff');
      icon(c, 284, 40, 'wallet', '#fff', 1.2);
    },
  },
];
