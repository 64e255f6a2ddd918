/** Clubberize: promoter dashboard, event builder, tiers, event page, tickets and door scan. */
import { mix } from '../palette.ts';
import type { Ctx } from '../svg.ts';
import { num } from '../svg.ts';
import { avatar, badge, button, chips, icon, img, qr, tabBar, toggle } from '../ui.ts';
import { dashboard, rowsEditor, wizard } from './common.ts';
import type { Widget } from './types.ts';

export function promoterDashboard(c: Ctx): void {
  dashboard(c, { alert: true, progress: true, chart: 'line', table: true });
}

/** Event card: poster, date block, title, venue, price. */
export function eventCard(c: Ctx, x: number, y: number, w: number, compact = false): number {
  const p = c.palette;
  const ih = compact ? 0 : Math.round(w * 0.56);
  const h = ih + (compact ? 88 : 96);
  c.rect(x, y, w, h, 16, p.surface2, ` stroke="${p.line}"`);
  if (!compact) img(c, x + 8, y + 8, w - 16, ih - 8, 12, 'poster');
  const ty = y + ih + 16;
  if (compact) img(c, x + 12, y + 12, 64, 64, 12, 'poster');
  const tx = compact ? x + 92 : x + 16;
  c.rect(tx, ty, 44, 52, 10, p.accentTint);
  c.bar(tx + 12, ty + 10, 20, 6, p.accent);
  c.bar(tx + 10, ty + 24, 24, 14, p.ink);
  c.bar(tx + 60, ty + 6, c.rng.barWidth(w * 0.3, w * 0.5), 11, p.ink);
  c.bar(tx + 60, ty + 28, c.rng.barWidth(w * 0.2, w * 0.35), 7, p.inkSoft);
  c.bar(x + w - 72, ty + 26, 52, 10, p.accent);
  return h;
}

export function eventPage(c: Ctx): void {
  const p = c.palette;
  img(c, 0, 0, c.w, 320, 0, 'poster');
  c.rect(0, 300, c.w, c.h, 24, p.surface);
  c.bar(24, 328, 230, 18, p.ink);
  for (let i = 0; i < 2; i++) {
    c.circ(40, 380 + i * 40, 16, p.accentTint);
    icon(c, 40, 380 + i * 40, i ? 'pin' : 'cal', p.accent, 0.7);
    c.bar(68, 372 + i * 40, c.rng.barWidth(120, 180), 9, p.ink);
    c.bar(68, 386 + i * 40, 90, 6, p.inkSoft);
  }
  c.bar(24, 466, 90, 12, p.ink);
  for (let i = 0; i < 4; i++) {
    const y = 494 + i * 48;
    avatar(c, 44, y + 18, 18, i);
    c.bar(74, y + 8, c.rng.barWidth(100, 150), 9, p.ink);
    c.bar(74, y + 24, 60, 6, p.inkSoft);
    c.rect(c.w - 96, y + 6, 72, 24, 12, p.surface2);
    c.bar(c.w - 84, y + 14, 48, 7, p.ink);
  }
  c.layer();
  c.rect(0, c.h - 100, c.w, 100, 0, p.surface);
  c.rect(0, c.h - 100, c.w, 1, 0, p.line);
  c.bar(24, c.h - 80, 60, 7, p.inkSoft);
  c.bar(24, c.h - 64, 96, 16, p.ink);
  button(c, c.w - 184, c.h - 86, 160, 50, 'primary', 80);
}

export function lineup(c: Ctx): void {
  const p = c.palette;
  c.rect(0, 0, c.w, 220, 0, c.doc.lin(p.night, mix(p.accentDeep, p.night, 0.4), 1, 0));
  c.circ(c.w - 200, 60, 160, p.accent, ' fill-opacity=".5"');
  c.bar(64, 72, 380, 30, '#fff');
  c.bar(64, 120, 240, 10, '#ffffff99');
  button(c, 64, 148, 180, 48, 'primary', 90);
  const cols = 3;
  const cw = (c.w - 128 - (cols - 1) * 24) / cols;
  for (let j = 0; j < cols; j++) {
    const x = 64 + j * (cw + 24);
    c.bar(x, 256, 120, 14, p.ink);
    c.rect(x + 132, 253, 44, 20, 10, [p.accentTint, p.altSoft, p.thirdSoft][j]!);
    for (let i = 0; i < 4; i++) {
      const y = 292 + i * 104;
      if (y > c.h - 80) break;
      c.rect(x, y, cw, 92, 16, p.surface2);
      avatar(c, x + 40, y + 46, 24, (i + j) % 4);
      c.bar(x + 76, y + 24, c.rng.barWidth(100, cw * 0.5), 11, p.ink);
      c.bar(x + 76, y + 46, 84, 7, p.inkSoft);
      c.bar(x + 76, y + 64, 72, 6, p.accent);
      c.rect(x + cw - 88, y + 32, 72, 28, 14, p.surface);
      c.bar(x + cw - 72, y + 42, 40, 8, p.ink);
    }
  }
}

export function ticketWallet(c: Ctx): void {
  const p = c.palette;
  c.bar(16, 64, 150, 18, p.ink);
  badge(c, c.w - 132, 62, 116, mix(p.positive, p.surface, 0.85), p.positive, 24);
  const y = 108;
  const w = c.w - 32;
  c.rect(16, y, w, 470, 24, c.doc.lin(p.accentStrong, mix(p.accentStrong, p.alt, 0.5), 1, 1));
  c.bar(40, y + 28, 180, 14, '#fff');
  c.bar(40, y + 52, 120, 8, '#ffffffaa');
  c.rect(40, y + 84, w - 48, w - 48, 20, '#fff');
  qr(c, 60, y + 104, w - 88, p.night);
  c.circ(16, y + 380, 14, p.surface);
  c.circ(16 + w, y + 380, 14, p.surface);
  c.stroke(`M44 ${y + 380}h${w - 56}`, '#ffffff66', 2, ' stroke-dasharray="6 8"');
  avatar(c, 56, y + 424, 18, 2);
  c.bar(86, y + 412, 130, 10, '#fff');
  c.bar(86, y + 430, 80, 7, '#ffffffaa');
  eventCard(c, 16, y + 490, w, true);
  tabBar(c, 2, ['home', 'search', 'grid', 'user']);
}

export function doorScan(c: Ctx): { dark: boolean } {
  const p = c.palette;
  const g = '#2f9e6f';
  c.rect(0, 0, c.w, c.h, 0, c.doc.lin(g, mix(g, '#0b3d2a', 0.4), 0, 1));
  c.circ(c.w / 2, 250, 90, '#ffffff', ' fill-opacity=".18"');
  c.circ(c.w / 2, 250, 64, '#fff');
  icon(c, c.w / 2, 250, 'check', g, 3.2);
  c.bar(c.w / 2 - 110, 380, 220, 22, '#fff');
  c.rect(c.w / 2 - 70, 420, 140, 32, 16, '#ffffff', ' fill-opacity=".22"');
  c.bar(c.w / 2 - 46, 432, 92, 8, '#fff');
  c.rect(24, c.h - 200, c.w - 48, 104, 20, '#000', ' fill-opacity=".18"');
  c.bar(48, c.h - 176, 90, 8, '#ffffffbb');
  c.bar(48, c.h - 156, 120, 36, '#fff');
  c.bar(c.w - 150, c.h - 140, 102, 8, '#ffffffbb');
  c.rect(c.w / 2 - 60, c.h - 60, 120, 36, 18, '#fff');
  c.bar(c.w / 2 - 30, c.h - 46, 60, 8, g);
  void p;
  return { dark: true };
}

export function scanner(c: Ctx): { dark: boolean } {
  const p = c.palette;
  c.rect(0, 0, c.w, c.h, 0, c.doc.lin('#1d1d22', '#0c0c0f', 0, 1));
  const s = 240;
  const x = (c.w - s) / 2;
  const y = 200;
  c.rect(x + 30, y + 30, s - 60, s - 60, 8, '#fff');
  qr(c, x + 44, y + 44, s - 88, '#111');
  const L = 36;
  c.stroke(`M${x} ${y + L}V${y}h${L}M${x + s - L} ${y}h${L}v${L}M${x + s} ${y + s - L}v${L}h${-L}M${x + L} ${y + s}h${-L}v${-L}`, p.accent, 6);
  c.rect(x + 8, y + s * 0.55, s - 16, 3, 2, p.accent);
  c.rect(16, c.h - 180, c.w - 32, 120, 20, '#ffffff', ' fill-opacity=".08"');
  c.bar(40, c.h - 156, 100, 8, '#ffffff88');
  c.bar(40, c.h - 134, 150, 24, '#fff');
  c.rect(c.w - 120, c.h - 150, 80, 56, 16, p.accentStrong);
  c.bar(c.w - 100, c.h - 128, 40, 12, '#fff');
  return { dark: true };
}

export function discoverFeed(c: Ctx): void {
  const p = c.palette;
  c.bar(16, 60, 120, 8, p.inkSoft);
  icon(c, 24, 84, 'pin', p.accent, 0.8);
  c.bar(40, 78, 140, 14, p.ink);
  avatar(c, c.w - 36, 76, 18);
  chips(c, 16, 116, c.w - 16, 4, 0);
  c.bar(16, 172, 160, 14, p.ink);
  let y = 200;
  eventCard(c, 16, y, c.w - 32);
  y += Math.round((c.w - 32) * 0.56) + 108;
  while (y < c.h - 80) y += eventCard(c, 16, y, c.w - 32, true) + 12;
  tabBar(c, 0, ['home', 'search', 'grid', 'user']);
}

export function eventBuilder(c: Ctx): void {
  wizard(c, (c, x, y, w, h) => {
    const p = c.palette;
    const pw = Math.min(w - 16, 340);
    const px = x + (w - pw) / 2;
    c.rect(px, y, pw, h - 16, 20, p.surface, ` stroke="${p.line}"`);
    img(c, px + 12, y + 12, pw - 24, pw * 0.62, 14, 'poster');
    const ty = y + 24 + pw * 0.62;
    c.bar(px + 20, ty, pw * 0.6, 14, p.ink);
    c.bar(px + 20, ty + 26, pw * 0.4, 8, p.inkSoft);
    for (let i = 0; i < 3; i++) {
      avatar(c, px + 36, ty + 70 + i * 44, 16, i);
      c.bar(px + 62, ty + 64 + i * 44, c.rng.barWidth(90, 140), 9, p.ink);
    }
    button(c, px + 20, y + h - 84, pw - 40, 44, 'primary', 80);
  }, 1, 5);
}

export function tierEditor(c: Ctx): void {
  const sw = c.w >= 1100 ? 232 : 0;
  c.rect(sw + 40, 104 + 3 * 148, c.w - sw - 80, 64, 16, 'none', ` stroke="${c.palette.inkFaint}" stroke-width="2" stroke-dasharray="8 8"`);
  icon(c, c.w / 2 + sw / 2 - 50, 104 + 3 * 148 + 32, 'plus', c.palette.inkSoft, 0.9);
  c.bar(c.w / 2 + sw / 2 - 30, 104 + 3 * 148 + 28, 90, 8, c.palette.inkSoft);
  rowsEditor(c, 3, (c, x, y, w, i) => {
    const p = c.palette;
    c.rect(x + 24, y + 24, 8, 84, 4, [p.accent, p.alt, p.third][i]!);
    c.bar(x + 52, y + 28, 140, 14, p.ink);
    c.bar(x + 52, y + 54, 200, 8, p.inkSoft);
    if (i === 0) badge(c, x + 52, y + 80, 90, mix(p.warn, p.surface, 0.8), p.warn, 24);
    const fx = x + w * 0.42;
    for (let k = 0; k < 2; k++) {
      c.bar(fx + k * 180, y + 28, 60, 7, p.inkSoft);
      c.rect(fx + k * 180, y + 44, 150, 48, 12, p.surface, ` stroke="${p.line}"`);
      c.bar(fx + k * 180 + 16, y + 64, 60, 9, p.ink);
    }
    c.bar(x + w - 220, y + 28, 120, 7, p.inkSoft);
    toggle(c, x + w - 220, y + 54, i < 2);
    c.bar(x + w - 164, y + 63, 100, 8, p.ink);
    c.rect(x + 52, y + 112, (w - 104) * [1, 0.62, 0.1][i]!, 6, 3, [p.accent, p.alt, p.third][i]!);
  });
}

export const events = { promoterDashboard, eventPage, lineup, ticketWallet, doorScan, scanner, discoverFeed, eventBuilder, tierEditor };

export const eventWidgets: Widget[] = [
  { w: 320, h: 304, draw: (c) => { eventCard(c, 12, 12, 296); } },
  {
    w: 300,
    h: 380,
    draw: (c) => {
      const p = c.palette;
      c.rect(0, 0, 300, 380, 20, c.doc.lin(p.accentStrong, mix(p.accentStrong, p.alt, 0.5), 1, 1));
      c.bar(24, 24, 140, 12, '#fff');
      c.rect(40, 60, 220, 220, 16, '#fff');
      qr(c, 56, 76, 188, p.night);
      c.bar(24, 308, 160, 10, '#fff');
      c.bar(24, 330, 100, 7, '#ffffffaa');
    },
  },
  {
    w: 300,
    h: 150,
    draw: (c) => {
      const p = c.palette;
      c.bar(24, 24, 100, 8, p.inkSoft);
      c.bar(24, 46, 140, 26, p.ink);
      c.rect(24, 96, 252, 10, 5, p.surface3);
      c.rect(24, 96, 252 * 0.82, 10, 5, p.accent);
      c.bar(24, 120, 90, 7, p.inkSoft);
    },
  },
];
void num;
