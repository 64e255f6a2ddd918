/** Screens and parts shared by several projects. */
import { mix } from '../palette.ts';
import type { Ctx } from '../svg.ts';
import { num } from '../svg.ts';
import { avatar, badge, barChart, button, donut, icon, lineChart, series, sidebar } from '../ui.ts';

/** Dim the screen and draw a bottom sheet from y; returns the sheet's top. */
export function sheet(c: Ctx, top: number): number {
  c.layer();
  c.rect(0, 0, c.w, c.h, 0, '#000', ' fill-opacity=".32"');
  c.rect(0, top, c.w, c.h - top + 40, 28, c.palette.ink === '#f3f2f7' ? c.palette.surface2 : c.palette.surface);
  c.rect(c.w / 2 - 20, top + 10, 40, 5, 3, c.palette.inkFaint);
  return top + 32;
}

/** A faded list behind sheets / overlays. */
export function ghostList(c: Ctx, y0 = 100): void {
  let y = y0;
  while (y < c.h) {
    c.rect(16, y, c.w - 32, 96, 16, c.palette.surface2);
    c.bar(32, y + 24, c.rng.barWidth(120, 200), 10, c.palette.inkFaint);
    c.bar(32, y + 48, c.rng.barWidth(80, 160), 7, c.palette.inkFaint);
    y += 112;
  }
}

/** Centred status: ring progress, error or success. */
export function status(c: Ctx, kind: 'pending' | 'error' | 'success', y = 200): number {
  const p = c.palette;
  const cx = c.w / 2;
  if (kind === 'pending') {
    c.ring(cx, y + 64, 60, p.surface3, 10);
    const C = 2 * Math.PI * 60;
    c.put(`<circle cx="${num(cx)}" cy="${num(y + 64)}" r="60" fill="none" stroke="${p.accentStrong}" stroke-width="10" stroke-dasharray="${num(C * 0.62)} ${num(C)}" transform="rotate(-90 ${num(cx)} ${num(y + 64)})"/>`);
    c.bar(cx - 28, y + 56, 56, 16, p.ink);
  } else {
    const col = kind === 'error' ? '#d9534f' : p.positive;
    c.circ(cx, y + 64, 64, mix(col, p.surface, 0.85));
    c.circ(cx, y + 64, 40, col);
    if (kind === 'success') icon(c, cx, y + 64, 'check', '#fff', 2.2);
    else c.stroke(`M${num(cx)} ${num(y + 46)}v22M${num(cx)} ${num(y + 82)}v.5`, '#fff', 7);
  }
  c.bar(cx - 110, y + 160, 220, 16, p.ink);
  c.bar(cx - 130, y + 190, 260, 8, p.inkSoft);
  c.bar(cx - 90, y + 206, 180, 8, p.inkSoft);
  return y + 230;
}

/** KPI tile. */
export function kpi(c: Ctx, x: number, y: number, w: number, h = 112, trend = true, accent = false): void {
  const p = c.palette;
  c.rect(x, y, w, h, 16, accent ? p.accentStrong : p.surface, accent ? '' : ` stroke="${p.line}"`);
  const ink = accent ? '#fff' : p.ink;
  c.bar(x + 20, y + 22, c.rng.barWidth(72, 110), 7, accent ? mix(p.accentStrong, '#fff', 0.6) : p.inkSoft);
  c.bar(x + 20, y + 44, c.rng.barWidth(80, Math.min(150, w - 60)), 20, ink);
  if (trend) {
    c.rect(x + 20, y + h - 32, 52, 18, 9, accent ? mix(p.accentStrong, '#fff', 0.2) : mix(p.positive, '#fff', 0.85));
    c.bar(x + 28, y + h - 26, 36, 6, accent ? '#fff' : p.positive);
  }
}

export type DashOpts = { alert?: boolean; chart?: 'line' | 'bar' | 'multi'; table?: boolean; donut?: boolean; progress?: boolean };

/** Desktop dashboard (sidebar, KPIs, a chart, and a table or donut). */
export function dashboard(c: Ctx, o: DashOpts = {}): void {
  const p = c.palette;
  const sw = c.w >= 1100 ? sidebar(c, 0) : 0;
  const x = sw + 32;
  const w = c.w - x - 32;
  c.bar(x, 32, 220, 18, p.ink);
  c.bar(x, 60, 160, 8, p.inkSoft);
  c.rect(c.w - 200, 28, 168, 40, 20, p.surface2);
  c.bar(c.w - 180, 44, 110, 8, p.ink);
  let y = 96;
  if (o.alert) {
    c.rect(x, y, w, 48, 12, mix(p.warn, p.surface, 0.85));
    c.circ(x + 24, y + 24, 8, p.warn);
    c.bar(x + 44, y + 20, 320, 8, p.ink);
    c.bar(x + w - 96, y + 20, 72, 8, p.accentStrong);
    y += 64;
  }
  const k = 4;
  const kw = (w - (k - 1) * 16) / k;
  for (let i = 0; i < k; i++) kpi(c, x + i * (kw + 16), y, kw, 112, i !== 2, i === 0);
  if (o.progress) {
    c.layer();
    c.rect(x + 20, y + 80, kw - 40, 8, 4, mix(p.accentStrong, '#fff', 0.3));
    c.rect(x + 20, y + 80, (kw - 40) * 0.82, 8, 4, '#fff');
  }
  y += 136;
  const side = o.donut !== false;
  const cw = side ? w * 0.64 : w;
  const ch = o.table ? Math.min(300, c.h - y - 200) : c.h - y - 32;
  c.rect(x, y, cw, ch, 16, p.surface, ` stroke="${p.line}"`);
  c.bar(x + 24, y + 24, 160, 12, p.ink);
  for (let i = 0; i < 3; i++) c.rect(x + cw - 200 + i * 60, y + 18, 52, 26, 13, i === 1 ? p.accentTint : p.surface2);
  const gx = x + 24;
  const gy = y + 68;
  const gw = cw - 48;
  const gh = ch - 92;
  if (o.chart === 'bar') barChart(c, gx, gy, gw, gh, 24, 17);
  else if (o.chart === 'multi') {
    lineChart(c, gx, gy, gw, gh, [0.04, 0.1, 0.18, 0.3, 0.38, 0.46, 0.55, 0.6, 0.68, 0.72, 0.76, 0.8], p.accentStrong, true, true);
    lineChart(c, gx, gy, gw, gh, [0.02, 0.05, 0.1, 0.16, 0.25, 0.3, 0.38, 0.44, 0.5, 0.56, 0.6, 0.64], p.alt, false, false);
    lineChart(c, gx, gy, gw, gh, [0, 0.02, 0.06, 0.1, 0.14, 0.2, 0.26, 0.3, 0.36, 0.42, 0.47, 0.52], p.third, false, false);
  } else lineChart(c, gx, gy, gw, gh, series(c, 14, 0.15, 0.9));
  if (side) {
    const dx = x + cw + 16;
    const dw = w - cw - 16;
    c.rect(dx, y, dw, ch, 16, p.surface, ` stroke="${p.line}"`);
    c.bar(dx + 24, y + 24, 120, 12, p.ink);
    const r = Math.min(dw, ch) * 0.26;
    donut(c, dx + dw / 2, y + 60 + r + 10, r, [0.46, 0.28, 0.16], r * 0.32);
    for (let i = 0; i < 3; i++) {
      const ly = y + ch - 84 + i * 22;
      if (ly < y + 60 + 2 * r + 24) continue;
      c.circ(dx + 30, ly + 4, 5, [p.accentStrong, p.alt, p.third][i]!);
      c.bar(dx + 44, ly, c.rng.barWidth(60, 100), 8, p.inkSoft);
      c.bar(dx + dw - 64, ly, 40, 8, p.ink);
    }
  }
  y += ch + 16;
  if (o.table && y < c.h - 40) {
    c.rect(x, y, w, c.h - y + 20, 16, p.surface, ` stroke="${p.line}"`);
    let ry = y + 24;
    let i = 0;
    while (ry < c.h - 30) {
      c.rect(x + 20, ry - 6, 36, 36, 10, p.grads[i % 4]![0]);
      c.bar(x + 72, ry + 8, c.rng.barWidth(140, 220), 8, p.ink);
      c.bar(x + w * 0.45, ry + 8, 90, 8, p.inkSoft);
      badge(c, x + w * 0.65, ry + 1, 76, i % 3 === 1 ? mix(p.warn, p.surface, 0.8) : p.accentTint, i % 3 === 1 ? p.warn : p.accentStrong);
      c.bar(x + w - 120, ry + 8, 80, 8, p.ink);
      ry += 52;
      i++;
    }
  }
}

/** Desktop multi-step form with a preview panel on the right. */
export function wizard(c: Ctx, preview: (c: Ctx, x: number, y: number, w: number, h: number) => void, step = 1, steps = 5): void {
  const p = c.palette;
  const sw = c.w >= 1100 ? sidebar(c, 2) : 0;
  const x = sw + 40;
  c.bar(x, 36, 200, 18, p.ink);
  for (let i = 0; i < steps; i++) {
    const sx = x + i * 120;
    c.circ(sx + 12, 92, 12, i <= step ? p.accentStrong : p.surface3);
    if (i < step) icon(c, sx + 12, 92, 'check', '#fff', 0.7);
    if (i < steps - 1) c.rect(sx + 30, 91, 80, 2, 1, i < step ? p.accentStrong : p.line);
  }
  const fw = (c.w - x) * 0.48;
  let y = 140;
  for (let i = 0; i < 4; i++) {
    c.bar(x, y, c.rng.barWidth(60, 110), 7, p.inkSoft);
    const half = i >= 1 && i <= 2;
    c.rect(x, y + 16, half ? fw / 2 - 8 : fw, 48, 12, p.surface, ` stroke="${i === 1 ? p.accentStrong : p.line}" stroke-width="${i === 1 ? 2 : 1.5}"`);
    if (half) c.rect(x + fw / 2 + 8, y + 16, fw / 2 - 8, 48, 12, p.surface, ` stroke="${p.line}"`);
    c.bar(x + 16, y + 36, c.rng.barWidth(80, 160), 8, p.ink);
    if (half) c.bar(x + fw / 2 + 24, y + 36, 64, 8, p.ink);
    y += i === 1 ? 0 : 88;
    if (i === 1) y += 0;
  }
  button(c, x, c.h - 88, 140, 48, 'ghost', 60);
  button(c, x + fw - 160, c.h - 88, 160, 48, 'primary', 72);
  const px = x + fw + 48;
  c.layer();
  c.rect(px - 24, 0, c.w - px + 24, c.h, 0, p.surface2);
  c.bar(px, 36, 100, 8, p.inkSoft);
  preview(c, px, 64, c.w - px - 24, c.h - 88);
}

/** Desktop list editor: rows with fields and a toggle each. */
export function rowsEditor(c: Ctx, rows = 3, draw?: (c: Ctx, x: number, y: number, w: number, i: number) => void): void {
  const p = c.palette;
  const sw = c.w >= 1100 ? sidebar(c, 2) : 0;
  const x = sw + 40;
  const w = c.w - x - 40;
  c.bar(x, 36, 220, 18, p.ink);
  button(c, c.w - 200, 28, 160, 44, 'primary', 80);
  let y = 104;
  for (let i = 0; i < rows; i++) {
    c.rect(x, y, w, 132, 16, i === 0 ? p.surface2 : p.surface, ` stroke="${p.line}"`);
    if (draw) draw(c, x, y, w, i);
    y += 148;
  }
}

export function personRow(c: Ctx, x: number, y: number, w: number): void {
  avatar(c, x + 20, y + 20, 20);
  c.bar(x + 52, y + 8, c.rng.barWidth(100, 140), 10, c.palette.ink);
  c.bar(x + 52, y + 26, c.rng.barWidth(60, 100), 7, c.palette.inkSoft);
  void w;
}
