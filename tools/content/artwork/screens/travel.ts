/** Stayforlong: long-stay hotel listings, monthly prices, calendars, map, checkout. */
import type { Ctx } from '../svg.ts';
import { num } from '../svg.ts';
import { mix } from '../palette.ts';
import type { Widget } from './types.ts';
import { sheet, status } from './common.ts';
import { toggle } from '../ui.ts';
import { appBar, badge, barChart, button, calendar, checkbox, chips, icon, img, input, mapTiles, pricePin, searchField, slider, stars, tabBar, topNav } from '../ui.ts';

function ratingBadge(c: Ctx, x: number, y: number): void {
  c.rect(x, y, 40, 26, 8, c.palette.accentStrong);
  c.bar(x + 10, y + 9, 20, 8, '#fff');
}

/** Monthly price: small label + bold accent figure. */
function monthPrice(c: Ctx, xRight: number, y: number): void {
  c.bar(xRight - 48, y, 48, 6, c.palette.inkSoft);
  c.bar(xRight - 84, y + 14, 84, 14, c.palette.accentStrong);
}

function hotelCardV(c: Ctx, x: number, y: number, w: number, ih = 150): number {
  img(c, x, y, w, ih, 16, c.rng.pick(['land', 'room', 'city'] as const));
  c.circ(x + w - 24, y + 24, 16, '#fff', ' fill-opacity=".92"');
  icon(c, x + w - 24, y + 24, 'heart', c.palette.accentStrong, 0.8);
  badge(c, x + 12, y + 12, 72, '#fff', c.palette.ink, 24);
  const ty = y + ih + 14;
  c.bar(x, ty, c.rng.barWidth(w * 0.45, w * 0.6), 12, c.palette.ink);
  stars(c, x, ty + 22, 5, c.rng.int(3, 5), 0.8);
  c.bar(x, ty + 44, c.rng.barWidth(w * 0.3, w * 0.45), 7, c.palette.inkSoft);
  ratingBadge(c, x + w - 40, ty - 4);
  monthPrice(c, x + w, ty + 34);
  return ih + 92;
}

function hotelCardH(c: Ctx, x: number, y: number, w: number, h = 180, active = false): void {
  const p = c.palette;
  c.rect(x, y, w, h, 16, p.surface, ` stroke="${active ? p.accentMid : p.line}" stroke-width="${active ? 2 : 1}"`);
  const iw = Math.min(w * 0.34, 260);
  img(c, x + 8, y + 8, iw, h - 16, 12, c.rng.pick(['land', 'room', 'city'] as const));
  const tx = x + iw + 28;
  c.bar(tx, y + 24, c.rng.barWidth(160, 240), 14, p.ink);
  stars(c, tx, y + 50, 5, c.rng.int(3, 5), 0.9);
  c.bar(tx, y + 76, c.rng.barWidth(120, 200), 8, p.inkSoft);
  chips(c, tx, y + h - 52, w - iw - 240, 2, -1, 28);
  ratingBadge(c, x + w - 64, y + 20);
  c.bar(x + w - 132, y + 28, 56, 7, p.inkSoft);
  monthPrice(c, x + w - 24, y + h - 68);
  c.bar(x + w - 124, y + h - 30, 100, 6, p.positive);
}

function searchSummary(c: Ctx, y: number): void {
  const p = c.palette;
  c.rect(16, y, c.w - 32, 56, 28, p.surface, ` stroke="${p.line}" stroke-width="1.5"`);
  icon(c, 44, y + 28, 'search', p.ink);
  c.bar(68, y + 14, 132, 10, p.ink);
  c.bar(68, y + 32, 168, 7, p.inkSoft);
  c.circ(c.w - 44, y + 28, 18, p.accentTint);
  icon(c, c.w - 44, y + 28, 'menu', p.accentStrong, 0.7);
}

export function hotelList(c: Ctx): void {
  if (!c.mobile) return hotelListDesktop(c);
  searchSummary(c, 56);
  chips(c, 16, 128, c.w - 32, 4, 0);
  c.bar(16, 180, 140, 8, c.palette.inkSoft);
  let y = 204;
  while (y < c.h - 60) y += hotelCardV(c, 16, y, c.w - 32) + 24;
  tabBar(c, 1);
}

function searchBarWide(c: Ctx, x: number, y: number, w: number): void {
  const p = c.palette;
  c.rect(x, y, w, 64, 32, p.surface, ` stroke="${p.line}" stroke-width="1.5"`);
  const seg = (w - 160) / 3;
  for (let i = 0; i < 3; i++) {
    const sx = x + 28 + i * seg;
    icon(c, sx + 8, y + 32, ['pin', 'cal', 'user'][i]!, p.accentStrong, 0.8);
    c.bar(sx + 28, y + 18, 64, 7, p.inkSoft);
    c.bar(sx + 28, y + 34, c.rng.barWidth(90, 140), 10, p.ink);
    if (i) c.rect(sx - 16, y + 16, 1, 32, 0, p.line);
  }
  c.rect(x + w - 136, y + 8, 128, 48, 24, p.accentStrong);
  c.bar(x + w - 104, y + 28, 64, 8, '#fff');
}

function hotelListDesktop(c: Ctx): void {
  const p = c.palette;
  topNav(c);
  c.rect(0, 72, c.w, 104, 0, p.surface2);
  searchBarWide(c, 40, 92, Math.min(c.w - 80, 900));
  const mapW = c.w > 1100 ? c.w * 0.34 : 0;
  const listW = c.w - mapW - 80;
  c.bar(40, 200, 220, 14, p.ink);
  c.bar(40, 224, 140, 8, p.inkSoft);
  chips(c, 40, 248, listW, 5, 1);
  let y = 300;
  let i = 0;
  while (y < c.h - 40) {
    hotelCardH(c, 40, y, listW, 180, i === 1);
    y += 196;
    i++;
  }
  if (mapW) {
    c.layer();
    const mx = c.w - mapW;
    mapTiles(c, mx, 176, mapW, c.h - 176);
    for (let k = 0; k < 5; k++) pricePin(c, mx + 50 + c.rng.range(0, mapW - 100), 240 + c.rng.range(0, c.h - 300), k === 2, 64);
  }
}

export function hotelDetail(c: Ctx): void {
  const p = c.palette;
  if (!c.mobile) return monthlyDesktop(c);
  img(c, 0, 0, c.w, 320, 0, c.rng.pick(['land', 'room'] as const), 0);
  for (let i = 0; i < 5; i++) c.circ(c.w / 2 - 32 + i * 16, 296, 4, '#fff', i ? ' fill-opacity=".5"' : '');
  c.circ(36, 72, 18, '#fff');
  icon(c, 36, 72, 'back', p.ink, 0.8);
  c.circ(c.w - 36, 72, 18, '#fff');
  icon(c, c.w - 36, 72, 'heart', p.accentStrong, 0.8);
  c.rect(0, 300, c.w, c.h - 300, 24, p.surface);
  c.bar(24, 328, 220, 16, p.ink);
  stars(c, 24, 356, 5, 4);
  c.bar(112, 358, 96, 8, p.inkSoft);
  ratingBadge(c, c.w - 64, 326);
  const ic = ['wifi', 'bed', 'cal', 'user'];
  ic.forEach((k, i) => {
    const x = 24 + i * 80;
    c.rect(x, 392, 64, 64, 16, p.accentTint);
    icon(c, x + 32, 424, k, p.accentStrong);
  });
  c.lines(24, 480, [300, 312, 288, 180], 8, 18, p.inkSoft);
  c.bar(24, 570, 140, 12, p.ink);
  img(c, 24, 596, 148, 90, 12, 'room', 1);
  img(c, 184, 596, 148, 90, 12, 'land', 2);
  c.layer();
  c.rect(0, c.h - 100, c.w, 100, 0, p.surface);
  c.rect(0, c.h - 100, c.w, 1, 0, p.line);
  c.bar(24, c.h - 78, 56, 6, p.inkSoft);
  c.bar(24, c.h - 64, 100, 16, p.accentStrong);
  button(c, c.w - 184, c.h - 84, 160, 48, 'primary', 72);
}

/** Horizontal strip of month price cards; returns height. */
function monthStrip(c: Ctx, x: number, y: number, w: number, cw = 96, sel = 1): number {
  const p = c.palette;
  let xx = x;
  let i = 0;
  while (xx + cw <= x + w + 1) {
    const on = i === sel;
    c.rect(xx, y, cw, 112, 16, on ? p.accentStrong : p.surface, on ? '' : ` stroke="${p.line}" stroke-width="1.5"`);
    c.bar(xx + 16, y + 18, 40, 8, on ? '#fff' : p.inkSoft);
    c.bar(xx + 16, y + 36, 28, 6, on ? '#fff' : p.inkFaint);
    c.bar(xx + 16, y + 68, cw - 32 - c.rng.int(0, 2) * 8, 14, on ? '#fff' : p.ink);
    if (!on && c.rng.chance(0.35)) c.bar(xx + 16, y + 90, 36, 6, p.positive);
    xx += cw + 12;
    i++;
  }
  return 112;
}

export function monthlyPrices(c: Ctx): void {
  const p = c.palette;
  if (!c.mobile) return monthlyDesktop(c);
  let y = appBar(c);
  c.bar(16, y + 8, 200, 16, p.ink);
  c.bar(16, y + 34, 260, 8, p.inkSoft);
  y += 64;
  monthStrip(c, 16, y, c.w + 60, 96, 1);
  y += 136;
  c.rect(16, y, c.w - 32, 200, 16, p.surface2);
  c.bar(32, y + 20, 120, 10, p.ink);
  c.bar(c.w - 96, y + 20, 64, 10, p.accentStrong);
  barChart(c, 32, y + 48, c.w - 64, 128, 12, 4);
  y += 224;
  c.bar(16, y, 140, 12, p.ink);
  y += 28;
  for (let i = 0; i < 2; i++) {
    img(c, 16, y, 88, 88, 12, 'room');
    c.bar(120, y + 8, 140, 10, p.ink);
    stars(c, 120, y + 28, 5, 4, 0.7);
    monthPrice(c, c.w - 16, y + 52);
    y += 104;
  }
}

function monthlyDesktop(c: Ctx): void {
  const p = c.palette;
  topNav(c);
  const x = 64;
  c.bar(x, 112, 360, 24, p.ink);
  c.bar(x, 152, 480, 10, p.inkSoft);
  monthStrip(c, x, 196, c.w - x + 100, 128, 2);
  c.layer();
  const y = 340;
  const lw = (c.w - 2 * x) * 0.58;
  c.rect(x, y, lw, c.h - y - 32, 20, p.surface2);
  c.bar(x + 28, y + 28, 180, 12, p.ink);
  c.bar(x + lw - 120, y + 28, 92, 12, p.accentStrong);
  barChart(c, x + 28, y + 64, lw - 56, c.h - y - 140, 12, 5);
  const rx = x + lw + 32;
  const rw = c.w - x - rx;
  c.rect(rx, y, rw, c.h - y - 32, 20, p.surface, ` stroke="${p.line}" stroke-width="1.5"`);
  calendar(c, rx + 24, y + 28, rw - 48, [8, 13], true);
}

export function calendarScreen(c: Ctx): void {
  const p = c.palette;
  if (!c.mobile) return monthlyDesktop(c);
  const y = appBar(c);
  c.rect(16, y + 8, c.w - 32, 44, 22, p.surface2);
  c.rect(20, y + 12, (c.w - 40) / 2, 36, 18, p.surface, ` stroke="${p.line}"`);
  c.bar(c.w / 4 - 24, y + 26, 48, 8, p.ink);
  c.bar((3 * c.w) / 4 - 28, y + 26, 56, 8, p.inkSoft);
  calendar(c, 16, y + 80, c.w - 32, [c.rng.int(3, 8), c.rng.int(12, 20)], true, true);
  c.layer();
  c.rect(0, c.h - 112, c.w, 112, 0, p.surface);
  c.rect(0, c.h - 112, c.w, 1, 0, p.line);
  c.bar(24, c.h - 92, 120, 8, p.inkSoft);
  c.bar(24, c.h - 74, 88, 14, p.ink);
  button(c, c.w - 176, c.h - 96, 152, 48, 'primary', 64);
}

export function mapScreen(c: Ctx): void {
  const p = c.palette;
  if (!c.mobile) {
    mapTiles(c, 0, 0, c.w, c.h);
    for (let k = 0; k < 9; k++) pricePin(c, 460 + c.rng.range(0, c.w - 520), 80 + c.rng.range(0, c.h - 140), k === 3, 64);
    c.layer();
    c.rect(24, 24, 400, c.h - 48, 20, p.surface);
    searchField(c, 48, 48, 352);
    let y = 116;
    for (let i = 0; i < 3; i++) {
      img(c, 48, y, 112, 112, 12, 'room');
      c.bar(176, y + 10, 150, 12, p.ink);
      stars(c, 176, y + 34, 5, 4, 0.8);
      monthPrice(c, 400, y + 70);
      y += 136;
    }
    return;
  }
  mapTiles(c, 0, 0, c.w, c.h);
  for (let k = 0; k < 6; k++) pricePin(c, 50 + c.rng.range(0, c.w - 100), 180 + c.rng.range(0, 300), k === 2);
  c.layer();
  searchSummary(c, 56);
  c.rect(16, c.h - 196, c.w - 32, 132, 20, p.surface);
  img(c, 24, c.h - 188, 116, 116, 14, 'land');
  c.bar(156, c.h - 176, 140, 12, p.ink);
  stars(c, 156, c.h - 154, 5, 4, 0.8);
  monthPrice(c, c.w - 32, c.h - 124);
  c.rect(c.w / 2 - 20, c.h - 40, 40, 5, 3, p.inkFaint);
}

export function checkoutScreen(c: Ctx): void {
  const p = c.palette;
  if (!c.mobile) {
    topNav(c, false);
    const x = 64;
    c.bar(x, 112, 300, 22, p.ink);
    for (let i = 0; i < 3; i++) {
      c.circ(x + 14 + i * 180, 172, 14, i < 2 ? p.accentStrong : p.surface3);
      c.bar(x + 36 + i * 180, 168, 96, 8, i < 2 ? p.ink : p.inkSoft);
    }
    const fw = (c.w - 2 * x) * 0.55;
    input(c, x, 216, fw / 2 - 8);
    input(c, x + fw / 2 + 8, 216, fw / 2 - 8);
    input(c, x, 300, fw);
    input(c, x, 384, fw, 48, false);
    checkbox(c, x, 472, true);
    c.bar(x + 34, 479, 260, 8, p.inkSoft);
    button(c, x, 520, 220, 52);
    const rx = x + fw + 48;
    const rw = c.w - x - rx;
    c.rect(rx, 112, rw, 420, 20, p.surface2);
    img(c, rx + 24, 136, rw - 48, 150, 12, 'land');
    c.bar(rx + 24, 306, 180, 12, p.ink);
    stars(c, rx + 24, 328, 5, 4, 0.8);
    for (let i = 0; i < 3; i++) {
      c.bar(rx + 24, 368 + i * 28, c.rng.barWidth(100, 160), 8, p.inkSoft);
      c.bar(rx + rw - 84, 368 + i * 28, 60, 8, p.ink);
    }
    c.rect(rx + 24, 456, rw - 48, 1, 0, p.line);
    c.bar(rx + 24, 480, 80, 12, p.ink);
    c.bar(rx + rw - 124, 476, 100, 18, p.accentStrong);
    return;
  }
  let y = appBar(c);
  c.rect(16, y + 8, c.w - 32, 104, 16, p.surface2);
  img(c, 28, y + 20, 80, 80, 12, 'room');
  c.bar(124, y + 30, 150, 12, p.ink);
  c.bar(124, y + 52, 110, 7, p.inkSoft);
  c.bar(124, y + 74, 90, 10, p.accentStrong);
  y += 136;
  input(c, 16, y, c.w - 32);
  input(c, 16, y + 84, c.w - 32);
  c.bar(16, y + 172, 120, 7, p.inkSoft);
  c.rect(16, y + 188, c.w - 32, 52, 12, p.surface, ` stroke="${p.accentMid}" stroke-width="1.5"`);
  c.rect(32, y + 204, 32, 20, 4, c.doc.lin(p.accent, p.alt));
  c.bar(76, y + 210, 150, 8, p.ink);
  y += 264;
  for (let i = 0; i < 3; i++) {
    c.bar(16, y + i * 26, c.rng.barWidth(100, 160), 7, p.inkSoft);
    c.bar(c.w - 76, y + i * 26, 60, 7, p.ink);
  }
  c.rect(16, y + 84, c.w - 32, 1, 0, p.line);
  c.bar(16, y + 100, 72, 12, p.ink);
  c.bar(c.w - 112, y + 97, 96, 16, p.accentStrong);
  button(c, 16, c.h - 96, c.w - 32, 52, 'primary', 120);
}

export function filtersScreen(c: Ctx): void {
  const p = c.palette;
  let y = appBar(c);
  y += 8;
  for (let s = 0; s < 3; s++) {
    c.bar(16, y, 120, 12, p.ink);
    y += 28;
    if (s === 0) {
      barChart(c, 24, y, c.w - 48, 64, 18, -1);
      c.layer();
      slider(c, 24, y + 84, c.w - 48, 0.6);
      y += 120;
    } else {
      for (let i = 0; i < 3; i++) {
        checkbox(c, 16, y, i !== 1);
        c.bar(52, y + 7, c.rng.barWidth(120, 200), 8, p.ink);
        c.bar(c.w - 48, y + 7, 28, 8, p.inkSoft);
        y += 40;
      }
      y += 12;
    }
  }
  button(c, 16, c.h - 96, c.w - 32, 52, 'primary', 140);
}

export const travelWidgets: Widget[] = [
  { w: 320, h: 260, draw: (c) => { hotelCardV(c, 16, 16, 288, 140); } },
  { w: 356, h: 148, draw: (c) => monthStrip(c, 16, 18, 324, 100, 1) },
  { w: 340, h: 360, draw: (c) => { calendar(c, 20, 24, 300, [9, 14], true); } },
  { w: 300, h: 120, draw: (c) => {
    c.rect(20, 20, 56, 56, 16, c.palette.accentTint);
    icon(c, 48, 48, 'cal', c.palette.accentStrong, 1.2);
    c.bar(92, 26, 120, 8, c.palette.inkSoft);
    c.bar(92, 44, 160, 14, c.palette.ink);
    c.bar(92, 72, 96, 7, c.palette.positive);
    c.bar(20, 96, 0, 0, c.palette.ink);
  } },
  { w: 260, h: 96, draw: (c) => {
    ratingBadge(c, 20, 20);
    c.bar(72, 24, 100, 10, c.palette.ink);
    c.bar(72, 44, 140, 7, c.palette.inkSoft);
    stars(c, 20, 62, 5, 5, 0.9);
  } },
];


/** Two stacked months with a long range and a "6 weeks" pill. */
export function monthRangePicker(c: Ctx): void {
  const p = c.palette;
  let y = appBar(c);
  c.rect(16, y + 4, c.w - 32, 64, 16, p.accentTint);
  c.bar(32, y + 18, 70, 7, p.inkSoft);
  c.bar(32, y + 36, 110, 12, p.ink);
  c.bar(c.w / 2 + 16, y + 18, 70, 7, p.inkSoft);
  c.bar(c.w / 2 + 16, y + 36, 110, 12, p.ink);
  y += 92;
  const h1 = calendar(c, 16, y, c.w - 32, [2, 29], true);
  y += h1 + 12;
  calendar(c, 16, y, c.w - 32, [-9, 13].map((v) => Math.max(0, v)) as [number, number], true);
  c.layer();
  c.rect(0, c.h - 112, c.w, 112, 0, p.surface);
  c.rect(0, c.h - 112, c.w, 1, 0, p.line);
  c.rect(24, c.h - 92, 96, 32, 16, p.accentStrong);
  c.bar(40, c.h - 80, 64, 8, '#fff');
  c.bar(24, c.h - 48, 120, 7, p.inkSoft);
  button(c, c.w - 176, c.h - 96, 152, 48, 'primary', 64);
}

/** Flexible dates: chips for 1/2/3 months and a grid of month buttons. */
export function flexibleDates(c: Ctx): void {
  const p = c.palette;
  let y = appBar(c);
  c.rect(16, y + 8, c.w - 32, 44, 22, p.surface2);
  c.rect((c.w - 40) / 2 + 20, y + 12, (c.w - 40) / 2, 36, 18, p.surface, ` stroke="${p.line}"`);
  c.bar(c.w / 4 - 24, y + 26, 48, 8, p.inkSoft);
  c.bar((3 * c.w) / 4 - 28, y + 26, 56, 8, p.ink);
  y += 84;
  c.bar(16, y, 180, 14, p.ink);
  y += 32;
  for (let i = 0; i < 3; i++) {
    const w = (c.w - 48) / 3;
    const on = i === 1;
    c.rect(16 + i * (w + 8), y, w, 56, 16, on ? p.accentStrong : p.surface, on ? '' : ` stroke="${p.line}"`);
    c.bar(16 + i * (w + 8) + w / 2 - 28, y + 24, 56, 9, on ? '#fff' : p.ink);
  }
  y += 88;
  c.bar(16, y, 200, 14, p.ink);
  y += 32;
  const cw = (c.w - 48) / 3;
  for (let i = 0; i < 12; i++) {
    const x = 16 + (i % 3) * (cw + 8);
    const yy = y + Math.floor(i / 3) * 96;
    const on = i === 2 || i === 3;
    c.rect(x, yy, cw, 84, 16, on ? p.accentTint : p.surface, ` stroke="${on ? p.accentStrong : p.line}"${on ? ' stroke-width="2"' : ''}`);
    icon(c, x + cw / 2, yy + 28, 'cal', on ? p.accentStrong : p.inkSoft, 0.9);
    c.bar(x + cw / 2 - 22, yy + 52, 44, 8, on ? p.accentStrong : p.ink);
  }
  button(c, 16, c.h - 88, c.w - 32, 52, 'primary', 120);
}

/** Bottom sheet with price breakdown lines and total. */
export function priceBreakdown(c: Ctx): void {
  const p = c.palette;
  hotelDetail(c);
  let y = sheet(c, c.h * 0.38);
  c.bar(24, y + 4, 180, 16, p.ink);
  c.bar(24, y + 32, 140, 8, p.inkSoft);
  y += 72;
  for (let i = 0; i < 4; i++) {
    const disc = i === 3;
    c.circ(36, y + 14, 12, disc ? mix(p.positive, p.surface, 0.85) : p.accentTint);
    c.bar(60, y + 10, c.rng.barWidth(110, 170), 9, p.ink);
    c.bar(c.w - 24 - 72, y + 10, 72, 9, disc ? p.positive : p.ink);
    y += 48;
  }
  c.rect(24, y, c.w - 48, 1.5, 0, p.line);
  c.bar(24, y + 24, 80, 14, p.ink);
  c.bar(c.w - 24 - 120, y + 20, 120, 20, p.accentStrong);
  button(c, 24, c.h - 88, c.w - 48, 52, 'primary', 120);
}

/** Filter panel: amenity toggles above stars and price. */
export function longStayFilters(c: Ctx): void {
  const p = c.palette;
  let y = appBar(c);
  c.bar(16, y + 8, 150, 14, p.ink);
  y += 40;
  for (let i = 0; i < 4; i++) {
    c.rect(16, y, c.w - 32, 56, 14, i < 2 ? p.accentTint : p.surface2);
    icon(c, 44, y + 28, ['home', 'grid', 'wifi', 'bed'][i]!, p.accentStrong, 0.9);
    c.bar(68, y + 24, c.rng.barWidth(100, 160), 9, p.ink);
    toggle(c, c.w - 76, y + 15, i !== 2);
    y += 64;
  }
  y += 16;
  c.bar(16, y, 110, 12, p.ink);
  y += 28;
  for (let i = 0; i < 5; i++) {
    const w = (c.w - 32 - 32) / 5;
    c.rect(16 + i * (w + 8), y, w, 40, 12, i === 3 ? p.accentStrong : p.surface, i === 3 ? '' : ` stroke="${p.line}"`);
    icon(c, 16 + i * (w + 8) + w / 2, y + 20, 'star', i === 3 ? '#fff' : p.warn, 0.9);
  }
  y += 72;
  c.bar(16, y, 120, 12, p.ink);
  barChart(c, 24, y + 28, c.w - 48, 56, 18);
  c.layer();
  slider(c, 24, y + 104, c.w - 48, 0.55);
  button(c, 16, c.h - 88, c.w - 32, 52, 'primary', 140);
}

export function confirmation(c: Ctx): void {
  const p = c.palette;
  let y = status(c, 'success', 80);
  y += 24;
  c.rect(16, y, c.w - 32, 88, 16, p.surface2);
  c.bar(32, y + 20, 60, 7, p.inkSoft);
  c.bar(32, y + 38, 100, 12, p.ink);
  c.bar(c.w / 2 + 8, y + 20, 60, 7, p.inkSoft);
  c.bar(c.w / 2 + 8, y + 38, 100, 12, p.ink);
  c.rect(32, y + 62, 72, 18, 9, p.accentStrong);
  c.bar(42, y + 67, 52, 7, '#fff');
  y += 108;
  c.bar(16, y, 160, 12, p.ink);
  y += 28;
  for (let i = 0; i < 3; i++) {
    c.circ(28, y + 10, 6, i === 0 ? p.accentStrong : p.inkFaint);
    if (i < 2) c.rect(27, y + 18, 2, 24, 1, p.line);
    c.bar(48, y + 6, c.rng.barWidth(90, 130), 8, p.ink);
    c.bar(c.w - 96, y + 6, 80, 8, i === 0 ? p.accentStrong : p.inkSoft);
    y += 40;
  }
  button(c, 16, c.h - 152, c.w - 32, 52, 'primary', 140);
  button(c, 16, c.h - 88, c.w - 32, 52, 'ghost', 100);
}

/** Desktop hotel page: gallery, long-stay summary, sticky price panel. */
export function hotelPageDesktop(c: Ctx): void {
  const p = c.palette;
  topNav(c);
  const x = 48;
  c.bar(x, 96, 360, 22, p.ink);
  stars(c, x, 130, 5, 4);
  c.bar(x + 90, 132, 180, 8, p.inkSoft);
  const gw = c.w - 2 * x;
  img(c, x, 164, gw * 0.5 - 6, 300, 16, 'room', 0);
  img(c, x + gw * 0.5 + 6, 164, gw * 0.25 - 12, 144, 16, 'land', 1);
  img(c, x + gw * 0.75, 164, gw * 0.25, 144, 16, 'city', 2);
  img(c, x + gw * 0.5 + 6, 320, gw * 0.25 - 12, 144, 16, 'room', 3);
  img(c, x + gw * 0.75, 320, gw * 0.25, 144, 16, 'land', 1);
  const y = 496;
  const lw = gw - 400;
  c.rect(x, y, lw, 128, 16, p.accentTint);
  c.bar(x + 24, y + 22, 200, 12, p.accentStrong);
  for (let i = 0; i < 3; i++) {
    const ix = x + 24 + i * (lw / 3);
    c.circ(ix + 20, y + 80, 20, p.surface);
    icon(c, ix + 20, y + 80, ['home', 'grid', 'wifi'][i]!, p.accentStrong, 0.9);
    c.bar(ix + 52, y + 70, c.rng.barWidth(80, 120), 9, p.ink);
    c.bar(ix + 52, y + 88, 70, 7, p.inkSoft);
  }
  c.lines(x, y + 156, [lw * 0.9, lw * 0.95, lw * 0.7], 8, 20, p.inkSoft);
  c.layer();
  const px = x + lw + 32;
  c.rect(px, y - 8, gw - lw - 32, 260, 20, p.surface, ` stroke="${p.line}"`);
  c.bar(px + 24, y + 16, 80, 8, p.inkSoft);
  c.bar(px + 24, y + 34, 160, 22, p.accentStrong);
  c.bar(px + 24, y + 68, 220, 7, p.inkSoft);
  c.rect(px + 24, y + 92, gw - lw - 80, 52, 12, p.surface2);
  c.bar(px + 40, y + 114, 180, 8, p.ink);
  button(c, px + 24, y + 164, gw - lw - 80, 52, 'primary', 100);
}

/** Large hotel card with big monthly price (close-up). */
export const monthlyPriceCard: Widget = {
  w: 520,
  h: 500,
  draw: (c) => {
    const p = c.palette;
    img(c, 16, 16, 488, 240, 16, 'land', 0);
    c.circ(464, 56, 20, '#fff', ' fill-opacity=".92"');
    icon(c, 464, 56, 'heart', p.accentStrong);
    c.bar(32, 280, 240, 16, p.ink);
    stars(c, 32, 308, 5, 4);
    ratingBadge(c, 448, 278);
    c.bar(32, 352, 280, 36, p.accentStrong);
    c.bar(324, 364, 80, 14, p.accentStrong);
    c.bar(32, 404, 300, 9, p.ink);
    c.bar(32, 428, 200, 7, p.inkSoft);
    c.rect(32, 452, 220, 1, 0, p.line);
  },
};

export const travel = { hotelList, hotelDetail, monthlyPrices, calendarScreen, mapScreen, checkoutScreen, filtersScreen, monthRangePicker, flexibleDates, priceBreakdown, longStayFilters, confirmation, hotelPageDesktop };
void num;
