/** Hand-drawn look: wobbly pen lines, wireframes on paper, marker annotations. */
import { mix } from './palette.ts';
import type { Ctx } from './svg.ts';
import { num } from './svg.ts';
import { shadow } from './devices.ts';

export const PAPER = '#fbf9f4';
export const PEN = '#2a2a2e';

/** A slightly wobbly polyline through points (seeded by the context rng). */
export function wobble(c: Ctx, pts: Array<[number, number]>, amp = 1.6, close = false): string {
  const r = c.rng;
  let d = `M${num(pts[0]![0] + r.range(-amp, amp))} ${num(pts[0]![1] + r.range(-amp, amp))}`;
  const all = close ? [...pts.slice(1), pts[0]!] : pts.slice(1);
  let prev = pts[0];
  for (const [x, y] of all) {
    const mx = (prev![0] + x) / 2 + r.range(-amp, amp) * 1.5;
    const my = (prev![1] + y) / 2 + r.range(-amp, amp) * 1.5;
    d += `Q${num(mx)} ${num(my)} ${num(x + r.range(-amp, amp))} ${num(y + r.range(-amp, amp))}`;
    prev = [x, y];
  }
  return d;
}

/** Sketched rectangle: four strokes that overshoot the corners a little. */
export function sRectD(c: Ctx, x: number, y: number, w: number, h: number): string {
  const o = 4;
  return [
    wobble(c, [[x - o, y], [x + w + o, y]]),
    wobble(c, [[x + w, y - o], [x + w, y + h + o]]),
    wobble(c, [[x + w + o, y + h], [x - o, y + h]]),
    wobble(c, [[x, y + h + o], [x, y - o]]),
  ].join('');
}

/** Handwriting: a short wavy line. */
export function scribbleD(c: Ctx, x: number, y: number, w: number, amp = 3): string {
  let d = `M${num(x)} ${num(y)}`;
  const step = 9;
  let xx = x;
  let up = true;
  while (xx < x + w - step) {
    d += `q${num(step / 2)} ${num((up ? -amp : amp) * c.rng.range(0.6, 1.2))} ${step} 0`;
    xx += step;
    up = !up;
  }
  return d;
}

/** A phone wireframe drawn in pen; returns its path data (one stroke). */
export function phoneWireD(c: Ctx, x: number, y: number, w: number, variant = 0): string {
  const h = w * 2;
  const parts: string[] = [sRectD(c, x, y, w, h)];
  const m = w * 0.08;
  const iw = w - 2 * m;
  parts.push(wobble(c, [[x + m, y + h * 0.08], [x + w - m, y + h * 0.08]]));
  if (variant % 3 === 0) {
    parts.push(sRectD(c, x + m, y + h * 0.12, iw, h * 0.26));
    parts.push(wobble(c, [[x + m, y + h * 0.12], [x + w - m, y + h * 0.38]]), wobble(c, [[x + w - m, y + h * 0.12], [x + m, y + h * 0.38]]));
    for (let i = 0; i < 4; i++) parts.push(scribbleD(c, x + m, y + h * (0.44 + i * 0.05), iw * (i % 2 ? 0.6 : 0.9)));
    parts.push(sRectD(c, x + m, y + h * 0.8, iw, h * 0.08));
  } else if (variant % 3 === 1) {
    for (let i = 0; i < 3; i++) {
      const yy = y + h * (0.13 + i * 0.12);
      parts.push(scribbleD(c, x + m, yy, iw * 0.3, 2), sRectD(c, x + m, yy + 12, iw, h * 0.055));
    }
    parts.push(sRectD(c, x + m, y + h * 0.56, iw, h * 0.18));
    parts.push(sRectD(c, x + m, y + h * 0.84, iw, h * 0.08));
  } else {
    for (let i = 0; i < 4; i++) {
      const yy = y + h * (0.13 + i * 0.17);
      parts.push(sRectD(c, x + m, yy, iw * 0.3, h * 0.13));
      parts.push(scribbleD(c, x + m + iw * 0.38, yy + 14, iw * 0.55), scribbleD(c, x + m + iw * 0.38, yy + 36, iw * 0.35));
    }
  }
  return parts.join('');
}

/** Low-fidelity wireframes: grey blocks, crossed image boxes, connected by arrows. */
export function wireframe(c: Ctx): void {
  const p = c.palette;
  const grey = '#c9c9cc';
  const dark = '#8e8e94';
  const k = 3;
  const pw = 300;
  const ph = 620;
  const gap = (c.w - k * pw) / (k + 1);
  const y = (c.h - ph) / 2;
  for (let i = 0; i < k; i++) {
    const x = gap + i * (pw + gap);
    shadow(c, x, y, pw, ph, 24, 0.6, 0.6);
    c.rect(x, y, pw, ph, 24, '#fff');
    c.rect(x + 20, y + 24, pw - 40, 24, 6, '#ececee');
    c.rect(x + 20, y + 68, pw - 40, 160, 10, '#f1f1f3', ` stroke="${grey}"`);
    c.stroke(`M${x + 20} ${y + 68}l${pw - 40} 160M${x + pw - 20} ${y + 68}l${-(pw - 40)} 160`, grey, 1.5);
    c.lines(x + 20, y + 252, [pw * 0.6, pw * 0.8, pw * 0.5], 10, 22, grey);
    for (let j = 0; j < 2; j++) {
      c.rect(x + 20, y + 330 + j * 84, pw - 40, 68, 10, 'none', ` stroke="${grey}"`);
      c.rect(x + 32, y + 342 + j * 84, 44, 44, 8, '#ececee');
      c.bar(x + 90, y + 350 + j * 84, 120, 9, dark);
    }
    c.rect(x + 20, y + ph - 72, pw - 40, 48, 24, i === 1 ? p.accentStrong : dark);
    if (i < k - 1) {
      const ax = x + pw + 16;
      c.stroke(`M${num(ax)} ${c.h / 2}h${num(gap - 44)}`, p.bgInk, 2.5, ' stroke-dasharray="2 8"');
      c.path(`M${num(ax + gap - 30)} ${c.h / 2}l-12-7v14z`, p.bgInk);
    }
  }
}

/** A sheet of paper with pen wireframes and accent marker annotations. */
export function sketchBoard(c: Ctx): void {
  const p = c.palette;
  const m = 60;
  c.group(`rotate(-1.5 ${c.w / 2} ${c.h / 2})`, () => {
    shadow(c, m, m, c.w - 2 * m, c.h - 2 * m, 6, 0.6, 0.8);
    c.rect(m, m, c.w - 2 * m, c.h - 2 * m, 6, PAPER);
  });
  const k = c.w > c.h ? 3 : 2;
  const pw = c.w > c.h ? 240 : 320;
  const gap = (c.w - 2 * m - k * pw) / (k + 1);
  const y = (c.h - pw * 2) / 2;
  const d: string[] = [];
  for (let i = 0; i < k; i++) d.push(phoneWireD(c, m + gap + i * (pw + gap), y, pw, i));
  c.stroke(d.join(''), PEN, 2.2);
  const mk = mix(p.accent, '#ff7a1a', 0.35);
  const notes: string[] = [];
  for (let i = 0; i < k; i++) {
    const x = m + gap + i * (pw + gap);
    notes.push(`M${num(x + pw * 0.5 + 36)} ${num(y + pw * 0.5)}m-40 0a40 28 0 1 0 80 0a40 28 0 1 0-80 0`);
    notes.push(scribbleD(c, x + pw + 12, y + pw * 0.9 + i * 40, Math.min(gap - 30, 120), 4));
  }
  c.stroke(notes.join(''), mk, 4, ' stroke-opacity=".85"');
}
