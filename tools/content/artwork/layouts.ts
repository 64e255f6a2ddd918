/** Compositions: where devices and floating cards sit on the artwork panel. */
import { mix, type Palette } from './palette.ts';
import { Ctx, num } from './svg.ts';
import { browser, browserHeight, card, laptop, laptopHeight, phone, phoneHeight, PHONE, tablet, tabletHeight, type Screen } from './devices.ts';
import type { Widget } from './screens/types.ts';

/** Background panel: flat tone and one large soft shape. */
export function panel(c: Ctx, variant = 0): void {
  const p = c.palette;
  c.rect(0, 0, c.w, c.h, 0, p.bg);
  const v = variant % 4;
  const R = Math.max(c.w, c.h) * 0.36;
  if (v === 0) c.circ(c.w * 0.62, c.h * 0.55, R, p.bgShape);
  else if (v === 1) c.circ(c.w * 0.3, c.h * 0.42, R * 0.9, p.bgShape);
  else if (v === 2) c.rect(c.w * 0.12, c.h * 0.14, c.w * 0.76, c.h * 0.72, Math.min(c.w, c.h) * 0.36, p.bgShape);
  else c.circ(c.w * 0.5, c.h * 0.58, R * 1.05, p.bgShape);
}

function place(c: Ctx, wd: Widget, x: number, y: number, s = 1, rot = 0): void {
  card(c, x, y, wd.w, wd.h, wd.draw, { s, rot });
}

export function soloPhone(c: Ctx, screen: Screen, widget?: Widget): void {
  const portrait = c.h > c.w;
  const pw = portrait ? 600 : 380;
  const ph = phoneHeight(pw);
  const x = (c.w - pw) / 2 + (widget && !portrait ? 140 : 0);
  phone(c, x, (c.h - ph) / 2, pw, screen);
  if (widget) {
    const s = portrait ? 1.15 : 1.1;
    const wx = portrait ? Math.max(48, x - wd(widget) * s * 0.45) : x - widget.w * s - 60;
    const wy = portrait ? c.h * 0.64 : c.h * 0.55 - (widget.h * s) / 2;
    place(c, widget, wx, wy, s);
  }
  function wd(w: Widget) {
    return w.w;
  }
}

export function phones(c: Ctx, screens: Screen[], raised = true): void {
  const k = screens.length;
  const pw = k >= 4 ? 300 : k === 3 ? 340 : 380;
  const gap = k >= 4 ? 56 : k === 3 ? 72 : 96;
  const total = k * pw + (k - 1) * gap;
  const x0 = (c.w - total) / 2;
  const ph = phoneHeight(pw);
  screens.forEach((s, i) => {
    const mid = (k - 1) / 2;
    const dy = raised ? (Math.abs(i - mid) < 0.6 ? -40 : 40) : 0;
    phone(c, x0 + i * (pw + gap), (c.h - ph) / 2 + dy, pw, s);
  });
}

export function laptopPhone(c: Ctx, desk: Screen, mob: Screen, flip = false): void {
  const lw = 1180;
  const lh = laptopHeight(lw);
  const pw = 320;
  const ph = phoneHeight(pw);
  const lx = flip ? c.w - lw - 80 : 80;
  laptop(c, lx, (c.h - lh) / 2 - 20, lw, desk);
  phone(c, flip ? 110 : c.w - pw - 110, c.h - ph - 60, pw, mob);
}

export function browserCard(c: Ctx, desk: Screen, widgets: Widget[] = [], flip = false): void {
  const bw = 1240;
  const bh = browserHeight(bw);
  const bx = flip ? c.w - bw - 60 : 60;
  const by = (c.h - bh) / 2 - 10;
  browser(c, bx, by, bw, desk);
  widgets.slice(0, 2).forEach((w, i) => {
    const s = 1.05;
    const x = flip ? 40 + i * 30 : c.w - w.w * s - 50 - i * 30;
    const y = i === 0 ? c.h - w.h * s - 70 : 90;
    place(c, w, x, y, s);
  });
}

export function browserSolo(c: Ctx, desk: Screen): void {
  const portrait = c.h > c.w;
  const bw = portrait ? c.w - 120 : 1400;
  const sh = portrait ? 1100 : undefined;
  const bh = browserHeight(bw, sh);
  browser(c, (c.w - bw) / 2, (c.h - bh) / 2, bw, desk, { sh });
}

export function tabletPhone(c: Ctx, desk: Screen, mob: Screen): void {
  const tw = 1100;
  const th = tabletHeight(tw);
  tablet(c, 100, (c.h - th) / 2, tw, desk);
  const pw = 320;
  phone(c, c.w - pw - 120, (c.h - phoneHeight(pw)) / 2 + 60, pw, mob);
}

export function tiltPhone(c: Ctx, mob: Screen, widgets: Widget[]): void {
  const pw = 400;
  const ph = phoneHeight(pw);
  const cx = c.w / 2;
  phone(c, cx - pw / 2 - 60, (c.h - ph) / 2 + 30, pw, mob, { rot: -8 });
  const spots: Array<[number, number, number]> = [
    [cx - 620, 170, -3],
    [cx + 250, 130, 4],
    [cx + 230, c.h - 360, -2],
    [cx - 640, c.h - 380, 3],
  ];
  widgets.slice(0, 4).forEach((w, i) => {
    const [x, y, r] = spots[i]!;
    const s = Math.min(1, 380 / w.w, 320 / w.h);
    place(c, w, x, y, s, r);
  });
}

/** Exploded isometric layers of a phone screen (design-system look). */
export function layers(c: Ctx, screens: Screen[]): void {
  const p = c.palette;
  const { sw, sh } = PHONE;
  const k = screens.length;
  const portrait = c.h > c.w;
  const s = portrait ? 0.9 : 0.92;
  const gap = portrait ? 190 : 165;
  const baseY = c.h / 2 + ((k - 1) * gap) / 2 - 10;
  for (let i = 0; i < k; i++) {
    const y = baseY - i * gap;
    c.group(`translate(${num(c.w / 2)} ${num(y)}) matrix(.707 .409 -.707 .409 0 0) scale(${s}) translate(${-sw / 2} ${-sh / 2})`, () => {
      c.rect(-14, 14, sw + 28, sh + 28, 44, p.shadow, ' fill-opacity=".08"');
      c.rect(-8, -8, sw + 16, sh + 16, 40, i === 0 ? p.frame : mix(p.accent, '#fff', 0.82), ' fill-opacity=".96"');
      const sc = c.child(sw, sh);
      sc.rect(0, 0, sw, sh, 0, sc.palette.surface);
      screens[i]!(sc);
      c.put(`<g clip-path="${c.doc.clip(sw, sh, 32)}">${sc.out()}</g>`);
    });
  }
}

export function widgetsBoard(c: Ctx, widgets: Widget[]): void {
  const spots: Array<[number, number, number]> = [
    [0.08, 0.1, -2],
    [0.42, 0.06, 1.5],
    [0.72, 0.16, -1],
    [0.12, 0.56, 1],
    [0.46, 0.5, -1.5],
    [0.74, 0.6, 2],
  ];
  widgets.slice(0, 6).forEach((w, i) => {
    const [fx, fy, r] = spots[i]!;
    const s = Math.min(1.05, 400 / w.w, 380 / w.h);
    place(c, w, fx * c.w, fy * c.h, s, r);
  });
}

/** Phone and laptop side by side on a desk surface. */
export function deskSetup(c: Ctx, desk: Screen, mob: Screen): void {
  const p = c.palette;
  const top = c.h * 0.78;
  c.rect(0, top, c.w, c.h - top, 0, mix(p.bgShape, p.ink, 0.06));
  const lw = 980;
  const lh = laptopHeight(lw);
  laptop(c, c.w - lw - 90, top - lh + 18, lw, desk);
  phone(c, 150, top - phoneHeight(300) + 60, 300, mob, { rot: -6 });
}

/** Two phones with different palettes (theme swap). */
export function themeSwap(c: Ctx, screen: Screen, p2: Palette): void {
  const pw = 380;
  const ph = phoneHeight(pw);
  const y = (c.h - ph) / 2;
  phone(c, c.w / 2 - pw - 90, y, pw, screen);
  const c2 = new Ctx(c.doc, p2, c.rng.fork('swap'), c.w, c.h);
  phone(c2, c.w / 2 + 90, y, pw, screen);
  c.layer();
  c.put(c2.out());
  const col = c.palette.bgInk;
  c.stroke(`M${c.w / 2 - 40} ${c.h / 2}h70`, col, 3);
  c.path(`M${c.w / 2 + 44} ${c.h / 2}l-12-7v14z`, col);
}
