/** Lowtaux: mortgage comparison, calculator, affordability, advisors and booking. */
import { mix } from '../palette.ts';
import type { Ctx } from '../svg.ts';
import { num } from '../svg.ts';
import { appBar, avatar, badge, button, checkbox, chips, icon, input, slider, stars, table, topNav } from '../ui.ts';
import { status } from './common.ts';
import type { Widget } from './types.ts';

function bankLogo(c: Ctx, x: number, y: number, i: number, s = 40): void {
  const p = c.palette;
  c.rect(x, y, s, s, s * 0.3, [p.accentTint, p.altSoft, p.thirdSoft, p.surface3][i % 4]!);
  const k = s / 40;
  const col = [p.accentStrong, p.alt, p.third, p.inkSoft][i % 4];
  if (i % 3 === 0) c.circ(x + s / 2, y + s / 2, 9 * k, col!);
  else if (i % 3 === 1) c.rect(x + 11 * k, y + 11 * k, 18 * k, 18 * k, 4 * k, col!);
  else c.path(`M${num(x + s / 2)} ${num(y + 10 * k)}l${num(10 * k)} ${num(18 * k)}h${num(-20 * k)}z`, col!);
}

function segmented(c: Ctx, x: number, y: number, w: number, k = 3, on = 0, h = 44): void {
  const p = c.palette;
  c.rect(x, y, w, h, h / 2, p.surface2);
  const sw = (w - 8) / k;
  c.rect(x + 4 + on * sw, y + 4, sw, h - 8, (h - 8) / 2, p.surface, ` stroke="${p.line}"`);
  for (let i = 0; i < k; i++) c.bar(x + 4 + i * sw + sw / 2 - 24, y + h / 2 - 4, 48, 8, i === on ? p.ink : p.inkSoft);
}

export function comparisonTable(c: Ctx): void {
  const p = c.palette;
  topNav(c);
  const x = 56;
  const w = c.w - 2 * x;
  c.bar(x, 104, 340, 22, p.ink);
  c.bar(x, 140, 260, 9, p.inkSoft);
  segmented(c, x, 172, 330, 3, 0);
  chips(c, x + 350, 178, w - 350, 4, -1);
  const rows = Math.min(5, Math.floor((c.h - 260) / 72) - 1);
  table(c, x, 244, w, rows, 5, { rowH: 72, hiRow: 1, logos: true, badges: true });
  c.layer();
  c.rect(x + w - 160, 244 + 2 * 72 - 18, 140, 24, 12, p.positive);
  c.bar(x + w - 144, 244 + 2 * 72 - 10, 108, 8, '#fff');
}

export function offerCardScreen(c: Ctx): void {
  const p = c.palette;
  let y = appBar(c);
  segmented(c, 16, y + 4, c.w - 32, 3, 0, 40);
  y += 64;
  c.rect(16, y, c.w - 32, 420, 20, p.surface, ` stroke="${p.accentMid}" stroke-width="2"`);
  bankLogo(c, 32, y + 20, 0);
  c.bar(84, y + 26, 120, 11, p.ink);
  c.bar(84, y + 46, 80, 7, p.inkSoft);
  badge(c, c.w - 112, y + 28, 80, p.accentTint, p.accentStrong, 24);
  c.bar(32, y + 88, 60, 8, p.inkSoft);
  c.bar(32, y + 106, 170, 34, p.ink);
  c.bar(212, y + 120, 70, 12, p.inkSoft);
  c.rect(32, y + 160, 110, 32, 16, p.accentTint);
  c.bar(48, y + 172, 78, 8, p.accentStrong);
  c.rect(32, y + 212, c.w - 64, 1.5, 0, p.line);
  c.bar(32, y + 232, 160, 10, p.ink);
  icon(c, c.w - 44, y + 237, 'chev', p.ink, 0.8);
  for (let i = 0; i < 3; i++) {
    icon(c, 42, y + 276 + i * 32, 'check', p.positive, 0.8);
    c.bar(60, y + 272 + i * 32, c.rng.barWidth(120, 200), 8, p.inkSoft);
  }
  button(c, 32, y + 356, c.w - 64, 48, 'primary', 100);
  y += 440;
  c.rect(16, y, c.w - 32, 200, 20, p.surface, ` stroke="${p.line}"`);
  bankLogo(c, 32, y + 20, 1);
  c.bar(84, y + 26, 110, 11, p.ink);
  c.bar(32, y + 90, 150, 30, p.ink);
}

export function rateToggle(c: Ctx): void {
  const p = c.palette;
  let y = appBar(c);
  c.bar(16, y + 8, 200, 18, p.ink);
  y += 48;
  segmented(c, 16, y, c.w - 32, 3, 1, 48);
  y += 72;
  for (let i = 0; i < 3; i++) {
    const on = i === 1;
    c.rect(16, y, c.w - 32, 96, 16, on ? p.accentTint : p.surface2, on ? ` stroke="${p.accentStrong}" stroke-width="2"` : '');
    c.circ(44, y + 32, 12, on ? p.accentStrong : p.surface, on ? '' : ` stroke="${p.inkFaint}"`);
    if (on) c.circ(44, y + 32, 5, '#fff');
    c.bar(68, y + 26, c.rng.barWidth(90, 130), 12, p.ink);
    c.lines(68, y + 52, [c.w - 120, c.w - 180], 7, 16, p.inkSoft);
    y += 112;
  }
  c.rect(16, y + 8, c.w - 32, 64, 16, mix(p.warn, p.surface, 0.85));
  icon(c, 44, y + 40, 'bell', p.warn, 0.9);
  c.lines(68, y + 28, [c.w - 120, c.w - 200], 7, 16, p.ink);
  button(c, 16, c.h - 88, c.w - 32, 52, 'primary', 120);
}

export function calculator(c: Ctx): void {
  const p = c.palette;
  topNav(c);
  const x = 64;
  const lw = (c.w - 2 * x) * 0.52;
  c.bar(x, 112, 300, 24, p.ink);
  c.bar(x, 148, 220, 9, p.inkSoft);
  let y = 188;
  for (let i = 0; i < 4; i++) {
    c.bar(x, y, c.rng.barWidth(80, 130), 8, p.ink);
    c.rect(x + lw - 150, y - 12, 150, 40, 12, p.surface, ` stroke="${i === 1 ? p.accentStrong : p.line}"${i === 1 ? ' stroke-width="2"' : ''}`);
    c.bar(x + lw - 134, y + 4, 80, 9, p.ink);
    slider(c, x + 8, y + 52, lw - 16, [0.6, 0.35, 0.5, 0.3][i]!);
    y += 104;
  }
  const rx = x + lw + 48;
  const rw = c.w - x - rx;
  const rh = c.h - 112 - 40;
  c.rect(rx, 112, rw, rh, 24, c.doc.lin(p.accentStrong, p.accentDeep, 1, 1));
  c.bar(rx + 32, 148, 140, 9, '#ffffffaa');
  c.bar(rx + 32, 172, 240, 40, '#fff');
  c.bar(rx + 32, 232, 180, 8, '#ffffffaa');
  const by = 272;
  c.rect(rx + 32, by, rw - 64, 12, 6, '#ffffff33');
  c.rect(rx + 32 + (rw - 64) * 0.2, by, (rw - 64) * 0.45, 12, 6, '#fff');
  for (let i = 0; i < 3; i++) {
    c.bar(rx + 32, by + 48 + i * 32, c.rng.barWidth(100, 150), 8, '#ffffffbb');
    c.bar(rx + rw - 112, by + 48 + i * 32, 80, 8, '#fff');
  }
  c.rect(rx + 32, 112 + rh - 80, rw - 64, 52, 26, '#fff');
  c.bar(rx + rw / 2 - 50, 112 + rh - 58, 100, 8, p.accentStrong);
}

export function affordability(c: Ctx): void {
  const p = c.palette;
  let y = appBar(c);
  c.rect(16, y + 8, c.w - 32, 200, 24, c.doc.lin(p.accentStrong, p.accentDeep, 1, 1));
  c.bar(40, y + 36, 140, 8, '#ffffffaa');
  c.bar(40, y + 60, 230, 38, '#fff');
  c.bar(40, y + 118, 200, 8, '#ffffffaa');
  c.rect(40, y + 150, c.w - 80, 10, 5, '#ffffff33');
  c.rect(40 + (c.w - 80) * 0.25, y + 150, (c.w - 80) * 0.4, 10, 5, '#fff');
  y += 236;
  c.bar(16, y, 180, 12, p.ink);
  y += 28;
  const segs = [0.68, 0.2, 0.12];
  let xx = 16;
  segs.forEach((s, i) => {
    const w = (c.w - 32) * s - 4;
    c.rect(xx, y, w, 28, 8, [p.accentStrong, p.alt, p.third][i]!);
    xx += w + 4;
  });
  y += 52;
  for (let i = 0; i < 3; i++) {
    c.circ(24, y + 4, 6, [p.accentStrong, p.alt, p.third][i]!);
    c.bar(40, y, c.rng.barWidth(110, 170), 8, p.inkSoft);
    c.bar(c.w - 96, y, 80, 8, p.ink);
    y += 28;
  }
  c.rect(16, y + 16, c.w - 32, 72, 16, p.surface2);
  c.lines(32, y + 36, [c.w - 80, c.w - 140], 7, 16, p.inkSoft);
  button(c, 16, c.h - 152, c.w - 32, 52, 'primary', 140);
  button(c, 16, c.h - 88, c.w - 32, 52, 'ghost', 100);
}

export function advisorCard(c: Ctx, x: number, y: number, w: number, h: number, gi: number): void {
  const p = c.palette;
  c.rect(x, y, w, h, 20, p.surface, ` stroke="${p.line}"`);
  c.circ(x + w / 2, y + 76, 52, p.accentTint);
  avatar(c, x + w / 2, y + 76, 44, gi);
  c.bar(x + w / 2 - 70, y + 144, 140, 14, p.ink);
  stars(c, x + w / 2 - 36, y + 170, 5, 5, 0.8);
  let cx = x + 24;
  for (let i = 0; i < 2; i++) {
    c.rect(cx, y + 198, 52, 24, 12, p.surface2);
    c.bar(cx + 14, y + 207, 24, 7, p.ink);
    cx += 60;
  }
  c.bar(x + 24, y + 238, c.rng.barWidth(100, 150), 8, p.inkSoft);
  c.rect(x + 24, y + h - 108, w - 48, 40, 12, mix(p.positive, p.surface, 0.88));
  c.circ(x + 44, y + h - 88, 5, p.positive);
  c.bar(x + 58, y + h - 92, c.rng.barWidth(100, w - 110), 8, p.positive);
  button(c, x + 24, y + h - 56, w - 48, 40, 'primary', 70);
}

export function advisorCards(c: Ctx): void {
  const p = c.palette;
  topNav(c);
  c.bar(64, 110, 320, 24, p.ink);
  c.bar(64, 146, 240, 9, p.inkSoft);
  const w = (c.w - 128 - 48) / 3;
  for (let i = 0; i < 3; i++) advisorCard(c, 64 + i * (w + 24), 184, w, Math.min(c.h - 216, 400), i);
}

export function bookingCalendar(c: Ctx): void {
  const p = c.palette;
  topNav(c);
  const x = 56;
  avatar(c, x + 28, 124, 28, 1);
  c.bar(x + 68, 108, 180, 14, p.ink);
  c.bar(x + 68, 132, 120, 8, p.inkSoft);
  for (let i = 0; i < 3; i++) {
    const bx = c.w - x - 3 * 150 - 16 + i * 158;
    c.rect(bx, 100, 150, 48, 14, i === 0 ? p.accentTint : p.surface, ` stroke="${i === 0 ? p.accentStrong : p.line}"${i === 0 ? ' stroke-width="2"' : ''}`);
    icon(c, bx + 28, 124, ['chat', 'bell', 'home'][i]!, i === 0 ? p.accentStrong : p.inkSoft, 0.9);
    c.bar(bx + 48, 120, 76, 8, p.ink);
  }
  const gy = 180;
  const days = 5;
  const gw = c.w - 2 * x;
  const cw = gw / days;
  c.rect(x, gy, gw, c.h - gy - 24, 20, p.surface2);
  for (let d = 0; d < days; d++) {
    const cx = x + d * cw;
    c.bar(cx + cw / 2 - 20, gy + 24, 40, 7, p.inkSoft);
    c.bar(cx + cw / 2 - 12, gy + 40, 24, 14, d === 1 ? p.accentStrong : p.ink);
    for (let s = 0; s < 12; s++) {
      const sy = gy + 80 + s * 56;
      if (sy > c.h - 90) break;
      const free = c.rng.chance(0.55);
      const on = d === 1 && s === 2;
      if (free || on) {
        c.rect(cx + 12, sy, cw - 24, 44, 12, on ? p.accentStrong : p.surface, on ? '' : ` stroke="${p.accentMid}"`);
        c.bar(cx + cw / 2 - 22, sy + 18, 44, 8, on ? '#fff' : p.accentStrong);
      } else c.bar(cx + cw / 2 - 22, sy + 18, 44, 8, p.inkFaint);
    }
  }
}

export function documentChecklist(c: Ctx): void {
  const p = c.palette;
  let y = status(c, 'success', 60);
  c.rect(16, y + 8, c.w - 32, 80, 16, p.surface2);
  icon(c, 44, y + 48, 'cal', p.accentStrong);
  c.bar(68, y + 30, 160, 11, p.ink);
  c.bar(68, y + 52, 110, 7, p.inkSoft);
  y += 116;
  c.bar(16, y, 150, 12, p.ink);
  y += 28;
  for (let i = 0; i < 4; i++) {
    c.rect(16, y, c.w - 32, 52, 12, p.surface, ` stroke="${p.line}"`);
    checkbox(c, 30, y + 15, i === 0);
    c.bar(66, y + 22, c.rng.barWidth(120, 200), 8, p.ink);
    y += 60;
  }
  button(c, 16, c.h - 88, c.w - 32, 52, 'primary', 120);
}

export function glossaryTooltip(c: Ctx): void {
  const p = c.palette;
  let y = appBar(c);
  bankLogo(c, 16, y + 8, 2, 48);
  c.bar(76, y + 14, 140, 12, p.ink);
  c.bar(76, y + 36, 90, 8, p.inkSoft);
  y += 84;
  c.bar(16, y, 180, 30, p.ink);
  y += 56;
  for (let i = 0; i < 5; i++) {
    c.bar(16, y, c.rng.barWidth(90, 140), 8, p.inkSoft);
    const hi = i === 1;
    c.bar(c.w - 116, y, 100, 8, hi ? p.accentStrong : p.ink);
    if (hi) c.stroke(`M${c.w - 116} ${y + 14}h100`, p.accentStrong, 2, ' stroke-dasharray="3 4"');
    y += 40;
  }
  c.layer();
  const ty = y - 160 + 24;
  const tx = 40;
  const tw = c.w - 56;
  c.rect(tx, ty, tw, 124, 16, p.ink);
  c.path(`M${c.w - 76} ${ty}l10-10 10 10z`, p.ink);
  c.bar(tx + 20, ty + 20, 100, 11, p.surface);
  c.lines(tx + 20, ty + 44, [tw - 40, tw - 60, tw - 120], 7, 15, mix(p.ink, p.surface, 0.65));
  c.bar(tx + 20, ty + 96, 110, 8, p.accentMid);
  c.rect(16, c.h - 200, c.w - 32, 100, 16, p.surface2);
  c.lines(32, c.h - 180, [c.w - 80, c.w - 100, c.w - 160], 7, 16, p.inkSoft);
  button(c, 16, c.h - 84, c.w - 32, 52, 'primary', 110);
}

export function mortgageHome(c: Ctx): void {
  const p = c.palette;
  topNav(c);
  c.bar(64, 140, 420, 36, p.ink);
  c.bar(64, 192, 360, 36, p.ink);
  c.lines(64, 252, [420, 360], 10, 22, p.inkSoft);
  button(c, 64, 316, 200, 56, 'primary', 100);
  const fx = c.w / 2 + 40;
  const fw = c.w / 2 - 104;
  c.rect(fx, 120, fw, 330, 24, p.accentTint);
  c.bar(fx + 32, 152, 220, 14, p.ink);
  input(c, fx + 32, 188, fw - 64);
  input(c, fx + 32, 264, fw - 64, 48, false);
  button(c, fx + 32, 356, fw - 64, 52, 'primary', 120);
  c.lines(64, 420, [300, 260], 8, 18, p.inkFaint);
  const cw = (c.w - 128 - 48) / 3;
  for (let i = 0; i < 3; i++) {
    const x = 64 + i * (cw + 24);
    c.rect(x, 490, cw, c.h - 520, 16, p.surface2);
    c.circ(x + 40, 530, 18, p.accentSoft);
    c.bar(x + 24, 568, cw * 0.5, 11, p.ink);
    c.lines(x + 24, 594, [cw * 0.75, cw * 0.6, cw * 0.7], 7, 16, p.inkSoft);
  }
}

export const mortgage = { comparisonTable, offerCardScreen, rateToggle, calculator, affordability, advisorCards, bookingCalendar, documentChecklist, glossaryTooltip, mortgageHome };

export const mortgageWidgets: Widget[] = [
  {
    w: 340,
    h: 220,
    draw: (c) => {
      const p = c.palette;
      bankLogo(c, 20, 20, 0);
      c.bar(72, 26, 110, 11, p.ink);
      c.bar(72, 46, 70, 7, p.inkSoft);
      badge(c, 244, 28, 76, p.accentTint, p.accentStrong, 24);
      c.bar(20, 92, 160, 30, p.ink);
      c.bar(190, 104, 64, 12, p.inkSoft);
      c.rect(20, 148, 100, 28, 14, p.accentTint);
      c.bar(36, 158, 68, 8, p.accentStrong);
      c.bar(20, 192, 180, 7, p.inkSoft);
    },
  },
  {
    w: 340,
    h: 200,
    draw: (c) => {
      const p = c.palette;
      c.bar(24, 24, 120, 9, p.ink);
      c.rect(216, 14, 100, 32, 10, p.surface, ` stroke="${p.line}"`);
      c.bar(232, 26, 60, 8, p.ink);
      slider(c, 32, 82, 276, 0.62);
      c.bar(24, 120, 110, 9, p.ink);
      c.rect(216, 110, 100, 32, 10, p.surface, ` stroke="${p.line}"`);
      c.bar(232, 122, 60, 8, p.ink);
      slider(c, 32, 172, 276, 0.35);
    },
  },
  {
    w: 300,
    h: 330,
    draw: (c) => advisorCard(c, 0, 0, 300, 330, 1),
  },
];
