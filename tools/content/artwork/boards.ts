/** Device-less compositions: research boards, diagrams, token and component sheets. */
import { mix } from './palette.ts';
import type { Ctx } from './svg.ts';
import { num } from './svg.ts';
import { avatar, badge, button, checkbox, chip, icon, input, lineChart, slider, sticky, toggle } from './ui.ts';
import { shadow } from './devices.ts';
import type { Widget } from './screens/types.ts';

/** A white "sheet" on the canvas (Figma-frame look) with an optional label above. */
export function frame(c: Ctx, x: number, y: number, w: number, h: number, label = true, fill = c.palette.surface): void {
  shadow(c, x, y, w, h, 16, 0.6, 0.7);
  c.rect(x, y, w, h, 16, fill);
  if (label) c.bar(x + 4, y - 20, c.rng.barWidth(80, 140), 8, c.palette.bgInk);
}

function noteColors(c: Ctx): string[] {
  const p = c.palette;
  return [mix(p.accent, '#fff', 0.72), mix(p.alt, '#fff', 0.6), mix(p.third, '#fff', 0.55), mix('#f2c94c', '#fff', 0.4)];
}

/** The usual inset of a board's sheet from the canvas edge. */
const boardMargin = 56;

/** A plain, unlabelled sheet inset by `boardMargin` on every side; returns the margin. */
function boardSheet(c: Ctx): number {
  frame(c, boardMargin, boardMargin, c.w - 2 * boardMargin, c.h - 2 * boardMargin, false);
  return boardMargin;
}

/** Affinity map / research board: clusters of sticky notes under coloured headers. */
export function affinity(c: Ctx, clusters = 4, enlarge = false): void {
  const p = c.palette;
  const margin = boardSheet(c);
  c.rect(margin, margin, c.w - 2 * margin, c.h - 2 * margin, 16, c.doc.dots(p.inkFaint));
  const cols = noteColors(c);
  const portrait = c.h > c.w;
  const perRow = portrait ? 2 : clusters;
  const rows = Math.ceil(clusters / perRow);
  const cw = (c.w - 2 * margin - 64 - (perRow - 1) * 40) / perRow;
  const ch = (c.h - 2 * margin - 64 - (rows - 1) * 40) / rows;
  const counts = [7, 5, 6, 4, 5, 6];
  for (let k = 0; k < clusters; k++) {
    const x = margin + 32 + (k % perRow) * (cw + 40);
    const y = margin + 32 + Math.floor(k / perRow) * (ch + 40);
    const col = cols[k % 4];
    c.rect(x - 12, y - 12, cw + 24, ch + 24, 28, mix(col!, '#ffffff', 0.72));
    c.rect(x, y, Math.min(cw, 200), 40, 20, mix(col!, '#000', 0.12));
    c.bar(x + 18, y + 16, c.rng.barWidth(90, 150), 9, '#ffffff');
    c.circ(x + cw - 20, y + 20, 16, p.surface);
    c.bar(x + cw - 27, y + 16, 14, 8, p.ink);
    const want = counts[k % counts.length]! + (enlarge && k % 2 === 0 ? 1 : 0);
    const nRows = Math.ceil(want / 2) + (enlarge && k % 2 === 0 ? 1 : 0);
    const s = Math.min((cw - 16) / 2, (ch - 72) / nRows / 1.08);
    const slots: Array<[number, number, number]> = [];
    let yy = y + 64;
    let i = 0;
    while (yy + s * 0.6 < y + ch && i < want) {
      const big = enlarge && i === 0 && k % 2 === 0;
      if (big) {
        const bs = Math.min(cw, s * 2 + 12, ch - 72 - (nRows - 2) * s * 1.08);
        slots.push([x + (cw - bs) / 2, yy, bs]);
        yy += bs + 14;
        i += 2;
        continue;
      }
      slots.push([x + (i % 2) * (cw - s) + c.rng.range(-4, 4), yy + (i % 2) * s * 0.12 + c.rng.range(-4, 4), s * c.rng.range(0.88, 1)]);
      if (i % 2 === 1) yy += s * 1.08;
      i++;
    }
    for (const [sx, sy, ss] of slots) {
      if (sy + ss > y + ch + 8) continue;
      sticky(c, sx, sy, ss, col!, c.rng.range(-4, 4));
    }
  }
}

/** Journey map: stages, actions, an emotion curve with pain points. */
export function journey(c: Ctx): void {
  const p = c.palette;
  const margin = boardSheet(c);
  const stages = 6;
  const x0 = margin + 170;
  const w = c.w - margin - 32 - x0;
  const sw = w / stages;
  const lanes = ['stage', 'actions', 'feel', 'ideas'];
  const top = margin + 36;
  const laneH = [56, 200, 240, (c.h - 2 * margin - 72) - 56 - 200 - 240];
  let y = top;
  lanes.forEach((_, li) => {
    c.bar(margin + 32, y + 18, 90, 9, p.inkSoft);
    if (li) c.rect(margin + 24, y - 8, c.w - 2 * margin - 48, 1, 0, p.line);
    y += laneH[li]!;
  });
  for (let s = 0; s < stages; s++) {
    const x = x0 + s * sw;
    c.rect(x + 6, top, sw - 12, 44, 22, s % 2 ? p.accentTint : mix(p.accent, '#fff', 0.75));
    c.bar(x + 24, top + 18, sw * 0.5, 8, p.accentDeep);
    const ay = top + laneH[0]!;
    for (let k = 0; k < 2; k++) {
      c.rect(x + 8, ay + k * 92, sw - 16, 80, 12, p.surface2);
      c.lines(x + 20, ay + k * 92 + 18, [sw * 0.6, sw * 0.45, sw * 0.5], 6, 16, p.inkSoft);
    }
  }
  const ey = top + laneH[0]! + laneH[1]!;
  const eh = laneH[2]! - 24;
  c.stroke(`M${x0} ${ey + eh / 2}h${w}`, p.line, 1.5, ' stroke-dasharray="6 6"');
  const vals = [0.7, 0.45, 0.8, 0.25, 0.6, 0.85];
  const pts = vals.map((v, i) => [x0 + sw * i + sw / 2, ey + 12 + (1 - v) * (eh - 24)] as const);
  let d = `M${num(pts[0]![0])} ${num(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) {
    const mx = (pts[i - 1]![0] + pts[i]![0]) / 2;
    d += `C${num(mx)} ${num(pts[i - 1]![1])} ${num(mx)} ${num(pts[i]![1])} ${num(pts[i]![0])} ${num(pts[i]![1])}`;
  }
  c.stroke(d, p.accentStrong, 4);
  pts.forEach(([x, yy], i) => {
    const pain = vals[i]! < 0.5;
    c.circ(x, yy, pain ? 14 : 9, pain ? '#d9534f' : p.surface, pain ? '' : ` stroke="${p.accentStrong}" stroke-width="4"`);
    if (pain) c.circ(x, yy, 24, '#d9534f', ' fill-opacity=".15"');
  });
  const iy = ey + laneH[2]!;
  const cols = noteColors(c);
  for (let s = 0; s < stages; s++) {
    if (s % 2 === 1 || s === 4) sticky(c, x0 + s * sw + 16, iy + 4, Math.min(sw - 32, laneH[3]! - 24), cols[s % 4]!, c.rng.range(-3, 3));
  }
}

type FlowNode = { x: number; y: number; mark?: 'drop' | 'time' | 'exit'; accent?: boolean };

function flowNode(c: Ctx, nd: FlowNode, w: number, h: number): void {
  const p = c.palette;
  const big = h >= 100;
  const exit = nd.mark === 'exit';
  const fill = nd.accent ? p.accentStrong : exit ? p.surface2 : p.surface;
  shadow(c, nd.x - w / 2, nd.y - h / 2, w, h, 14, 0.4, 0.6);
  c.rect(nd.x - w / 2, nd.y - h / 2, w, h, 14, fill, exit ? ` stroke="${p.inkSoft}" stroke-dasharray="6 5"` : nd.mark === 'drop' ? ` stroke="#d9534f" stroke-width="2.5"` : '');
  const ink = nd.accent ? '#fff' : p.ink;
  if (big) {
    const x0 = nd.x - w / 2 + 20;
    const y0 = nd.y - h / 2 + 20;
    c.circ(x0 + 18, y0 + 18, 18, nd.accent ? '#ffffff33' : p.accentTint);
    icon(c, x0 + 18, y0 + 18, exit ? 'user' : c.rng.pick(['grid', 'user', 'wallet', 'check', 'cal']), nd.accent ? '#fff' : p.accentStrong, 0.8);
    c.bar(x0 + 48, y0 + 6, c.rng.barWidth(w * 0.3, w * 0.5), 10, ink);
    c.bar(x0 + 48, y0 + 24, c.rng.barWidth(w * 0.2, w * 0.35), 7, nd.accent ? '#ffffffaa' : p.inkSoft);
    c.lines(x0, y0 + 54, [w - 56, w * 0.55], 7, 16, nd.accent ? '#ffffff88' : p.inkFaint);
  } else {
    c.circ(nd.x - w / 2 + 28, nd.y, 14, nd.accent ? '#ffffff33' : p.accentTint);
    icon(c, nd.x - w / 2 + 28, nd.y, exit ? 'user' : 'grid', nd.accent ? '#fff' : p.accentStrong, 0.6);
    c.bar(nd.x - w / 2 + 52, nd.y - 10, c.rng.barWidth(w * 0.35, w * 0.55), 9, ink);
    c.bar(nd.x - w / 2 + 52, nd.y + 6, c.rng.barWidth(w * 0.2, w * 0.4), 6, nd.accent ? '#ffffffaa' : p.inkSoft);
  }
  if (nd.mark === 'drop') {
    c.rect(nd.x + w / 2 - 36, nd.y - h / 2 - 14, 52, 28, 14, '#d9534f');
    c.stroke(`M${num(nd.x + w / 2 - 10)} ${num(nd.y - h / 2 - 6)}v12m-5-5l5 5 5-5`, '#fff', 2.2);
  }
  if (nd.mark === 'time') {
    c.rect(nd.x - 36, nd.y + h / 2 + 10, 72, 26, 13, p.accentTint);
    c.bar(nd.x - 20, nd.y + h / 2 + 19, 40, 8, p.accentStrong);
  }
}

function arrow(c: Ctx, x1: number, y1: number, x2: number, y2: number, dashed = false): void {
  const p = c.palette;
  const col = p.bgInk;
  const mx = (x1 + x2) / 2;
  const d = Math.abs(y1 - y2) < 1 ? `M${num(x1)} ${num(y1)}H${num(x2 - 6)}` : `M${num(x1)} ${num(y1)}H${num(mx - 12)}q12 0 12 ${y2 > y1 ? 12 : -12}V${num(y2 + (y2 > y1 ? -12 : 12))}q0 ${y2 > y1 ? 12 : -12} 12 ${y2 > y1 ? 12 : -12}H${num(x2 - 6)}`;
  c.stroke(d, col, 2, dashed ? ' stroke-dasharray="6 6"' : '');
  c.path(`M${num(x2)} ${num(y2)}l-9-5v10z`, col);
}

/** Flow diagrams: 'linear' (with drop-offs or times) or 'branch' (decision tree with exits). */
export function flow(c: Ctx, kind: 'drop' | 'time' | 'branch'): void {
  const p = c.palette;
  const margin = 48;
  c.rect(margin, margin, c.w - 2 * margin, c.h - 2 * margin, 24, c.doc.dots(mix(p.bg, p.ink, 0.16), 28, 1.6));
  const portrait = c.h > c.w;
  const nw = portrait ? 300 : 240;
  const nh = 72;
  if (kind === 'branch') {
    const cols = portrait ? 3 : 4;
    const xs = Array.from({ length: cols }, (_, i) => margin + 60 + nw / 2 + (i * (c.w - 2 * margin - 120 - nw)) / (cols - 1));
    const midY = c.h / 2;
    const spread = (c.h - 2 * margin - 160) / 2;
    const nodes: FlowNode[][] = [
      [{ x: xs[0]!, y: midY, accent: true }],
      [{ x: xs[1]!, y: midY - spread / 2 }, { x: xs[1]!, y: midY + spread / 2 }],
      [{ x: xs[2]!, y: midY - spread }, { x: xs[2]!, y: midY - spread / 3 }, { x: xs[2]!, y: midY + spread / 3 }, { x: xs[2]!, y: midY + spread, mark: 'exit' }],
    ];
    if (cols > 3) nodes.push([{ x: xs[3]!, y: midY - spread / 2, accent: true }, { x: xs[3]!, y: midY + spread / 2 + 40, mark: 'exit' }]);
    const sw = portrait ? nw * 0.62 : nw;
    for (let l = 0; l + 1 < nodes.length; l++)
      for (const a of nodes[l]!)
        for (const b of nodes[l + 1]!) {
          if (l === 1 && Math.abs(a.y - b.y) > spread * 0.9) continue;
          if (l === 2 && (a.mark === 'exit' || (b.mark === 'exit' && a.y < midY) || (b.accent && a.y > midY + spread / 2))) continue;
          arrow(c, a.x + sw / 2, a.y, b.x - sw / 2, b.y, b.mark === 'exit');
        }
    for (const col of nodes) for (const nd of col) flowNode(c, nd, sw, nh);
    return;
  }
  const k = portrait ? 4 : 5;
  const nh2 = 116;
  const w = portrait ? (c.w - 2 * margin - 120) / 2 : Math.min(260, (c.w - 2 * margin - 60) / k - 28);
  const pos: FlowNode[] = [];
  for (let i = 0; i < k; i++) {
    let x: number;
    let y: number;
    if (portrait) {
      x = i % 2 === 0 ? margin + 40 + w / 2 : c.w - margin - 40 - w / 2;
      y = margin + 170 + i * ((c.h - 2 * margin - 480) / (k - 1));
    } else {
      x = margin + 30 + w / 2 + (i * (c.w - 2 * margin - 60 - w)) / (k - 1);
      y = c.h * 0.4 + (i % 2 ? 50 : -50);
    }
    const mark = kind === 'time' ? 'time' : i === 1 || i === 2 ? 'drop' : undefined;
    pos.push({ x, y, mark, accent: i === 0 || i === k - 1 });
  }
  for (let i = 0; i + 1 < pos.length; i++) {
    const a = pos[i];
    const b = pos[i + 1];
    if (portrait) arrow(c, a!.x + (b!.x > a!.x ? w / 2 : -w / 2), a!.y, b!.x + (b!.x > a!.x ? -w / 2 : w / 2), b!.y);
    else arrow(c, a!.x + w / 2, a!.y, b!.x - w / 2, b!.y);
  }
  for (const nd of pos) flowNode(c, nd, w, nh2);
  // Bottom strip: a retention funnel (drop) or a proportional timeline (time).
  const by = c.h - margin - 190;
  const bx = margin + 40;
  const bw = c.w - 2 * margin - 80;
  c.rect(bx, by, bw, 150, 20, p.surface);
  c.bar(bx + 24, by + 22, 160, 10, p.ink);
  if (kind === 'drop') {
    const vals = [1, 0.62, 0.41, 0.37, 0.34];
    const cw = (bw - 48) / k;
    vals.slice(0, k).forEach((v, i) => {
      const hh = 80 * v;
      c.rect(bx + 24 + i * cw, by + 130 - hh, cw - 16, hh, 8, i === 1 || i === 2 ? '#d9534f' : p.accentSoft);
    });
  } else {
    const segs = [0.16, 0.34, 0.3, 0.2];
    let xx = bx + 24;
    segs.forEach((sv, i) => {
      const sw = (bw - 48) * sv - 6;
      c.rect(xx, by + 64, sw, 36, 10, [p.accentStrong, p.alt, p.third, p.accentMid][i]!);
      c.bar(xx + 14, by + 78, Math.min(80, sw - 28), 8, '#fff');
      c.bar(xx, by + 114, 48, 7, p.inkSoft);
      xx += sw + 6;
    });
  }
}

/** Service blueprint: swimlanes with steps and handoffs. */
export function blueprint(c: Ctx): void {
  const p = c.palette;
  const margin = 48;
  frame(c, margin, margin, c.w - 2 * margin, c.h - 2 * margin, false);
  const lanes = 4;
  const lx = margin + 190;
  const lw = c.w - margin - 32 - lx;
  const top = margin + 32;
  const lh = (c.h - 2 * margin - 64) / lanes;
  const cols = [p.accentTint, p.altSoft, p.thirdSoft, p.surface2];
  const steps = 6;
  const sw = lw / steps;
  const boxes: Array<[number, number]> = [];
  for (let l = 0; l < lanes; l++) {
    const y = top + l * lh;
    c.rect(margin + 24, y + 8, lx - margin - 40, lh - 16, 14, cols[l]!);
    c.circ(margin + 52, y + lh / 2, 14, p.surface);
    icon(c, margin + 52, y + lh / 2, ['user', 'user', 'check', 'grid'][l]!, p.accentStrong, 0.7);
    c.bar(margin + 76, y + lh / 2 - 4, 70, 8, p.ink);
    if (l) c.stroke(`M${lx} ${num(y)}h${num(lw)}`, p.line, 1.5, l === 2 ? ' stroke-dasharray="8 6"' : '');
    for (let s = 0; s < steps; s++) {
      if ((s + l) % 3 === 2 && l !== 3) continue;
      if (l === 3 && s % 2) continue;
      const bx = lx + s * sw + 10;
      const by = y + 16;
      c.rect(bx, by, sw - 20, lh - 32, 12, p.surface, ` stroke="${mix(cols[l]!, p.ink, 0.15)}"`);
      c.rect(bx, by, 6, lh - 32, 3, l === 3 ? p.inkFaint : [p.accentStrong, p.alt, p.third][l]!);
      c.lines(bx + 18, by + 16, [sw * 0.55, sw * 0.4], 7, 16, p.ink);
      boxes.push([bx + (sw - 20) / 2, l]);
    }
  }
  for (let s = 0; s < steps; s += 2) {
    const x = lx + s * sw + sw / 2;
    c.stroke(`M${num(x)} ${num(top + lh - 16)}V${num(top + 2 * lh + 16)}`, p.accentStrong, 2, ' stroke-dasharray="5 5"');
    c.circ(x, top + lh + 0, 6, p.accentStrong);
  }
}

/** Token tiers: core → semantic → component, with an optional override callout and outputs. */
export function tokenTiers(c: Ctx, outputs = false): void {
  const p = c.palette;
  const margin = 64;
  const cols = outputs ? 4 : 3;
  const gapX = outputs ? 56 : 72;
  const colW = (c.w - 2 * margin - (cols - 1) * gapX) / cols;
  const h = Math.min(c.h - 2 * margin - 100, 660);
  const top = (c.h - h) / 2 - 6;
  const fam = [p.accentStrong, p.alt, p.third, mix(p.ink, '#fff', 0.15)];
  const anchors: number[][] = [];
  for (let k = 0; k < cols; k++) {
    const x = margin + k * (colW + gapX);
    frame(c, x, top, colW, h, true);
    c.bar(x + 24, top + 26, [70, 96, 110, 80][k]!, 12, p.ink);
    c.rect(x + colW - 64, top + 22, 40, 20, 10, [p.accentTint, p.altSoft, p.thirdSoft, p.surface2][k]!);
    const y0 = top + 72;
    const inner = colW - 48;
    const ys: number[] = [];
    if (k === 0) {
      const step = (inner - 5 * 8) / 6;
      for (let r = 0; r < 4; r++) {
        for (let j = 0; j < 6; j++) c.rect(x + 24 + j * (step + 8), y0 + r * (step + 24), step, step, 8, mix(fam[r]!, '#fff', Math.max(0, 0.82 - j * 0.2)));
        c.bar(x + 24, y0 + r * (step + 24) + step + 6, 48, 6, p.inkFaint);
        ys.push(y0 + r * (step + 24) + step / 2);
      }
      const sy = y0 + 4 * (step + 24) + 12;
      for (let j = 0; j < 5; j++) c.rect(x + 24, sy + j * 18, 16 + j * 16, 10, 3, p.accentSoft);
      for (let j = 0; j < 4; j++) c.rect(x + inner - 120 + j * 36, sy, 28, 28, j * 5, 'none', ` stroke="${p.inkSoft}" stroke-width="2"`);
    } else if (k === 1) {
      const rows = 8;
      const rh = (h - 100) / rows;
      for (let i = 0; i < rows; i++) {
        const y = y0 + i * rh;
        c.rect(x + 24, y, inner, rh - 10, 12, i % 3 === 0 ? p.accentTint : p.surface2);
        c.circ(x + 46, y + (rh - 10) / 2, 11, fam[i % 4]!);
        c.bar(x + 68, y + (rh - 10) / 2 - 4, c.rng.barWidth(inner * 0.35, inner * 0.55), 8, p.ink);
        c.bar(x + inner - 36, y + (rh - 10) / 2 - 3, 44, 6, p.inkSoft);
        if (i % 2 === 0) ys.push(y + (rh - 10) / 2);
      }
    } else if (k === 2) {
      const bw = Math.min(inner, 200);
      button(c, x + 24, y0, bw, 44, 'primary', 80);
      ys.push(y0 + 22);
      button(c, x + 24, y0 + 60, bw, 44, 'secondary', 80);
      chip(c, x + 24, y0 + 124, 92, true);
      chip(c, x + 124, y0 + 124, 80, false);
      ys.push(y0 + 140);
      input(c, x + 24, y0 + 176, inner, 44);
      const cy = y0 + 264;
      c.rect(x + 24, cy, inner, h - (cy - top) - 24, 14, p.surface, ` stroke="${p.line}"`);
      c.rect(x + 32, cy + 8, inner - 16, (h - (cy - top) - 24) * 0.5, 10, c.doc.lin(p.grads[0]![0], p.grads[0]![1]));
      c.bar(x + 40, cy + (h - (cy - top) - 24) * 0.5 + 24, inner * 0.5, 10, p.ink);
      c.bar(x + 40, cy + (h - (cy - top) - 24) * 0.5 + 44, inner * 0.3, 8, p.accentStrong);
      ys.push(cy + 60);
      toggle(c, x + inner - 30, y0 + 130, true);
    } else {
      c.rect(x + 24, y0, inner, 40, 20, p.surface2);
      c.rect(x + 28, y0 + 4, inner / 2 - 4, 32, 16, p.surface, ` stroke="${p.line}"`);
      c.bar(x + 24 + inner / 4 - 28, y0 + 16, 56, 8, p.ink);
      c.bar(x + 24 + (3 * inner) / 4 - 28, y0 + 16, 56, 8, p.inkSoft);
      const rh = (h - 150) / 3;
      for (let i = 0; i < 3; i++) {
        const y = y0 + 64 + i * rh;
        c.rect(x + 24, y, inner, rh - 16, 14, p.surface2);
        const gx = x + 44;
        const gy = y + (rh - 16) / 2;
        if (i === 0) {
          c.rect(gx, gy - 26, 76, 52, 6, p.surface, ` stroke="${p.inkSoft}" stroke-width="2"`);
          c.rect(gx + 6, gy - 20, 16, 40, 3, p.accentSoft);
        } else if (i === 1) {
          c.rect(gx, gy - 26, 76, 52, 6, p.surface, ` stroke="${p.inkSoft}" stroke-width="2"`);
          c.rect(gx, gy - 26, 76, 10, 3, p.surface3);
        } else {
          c.rect(gx + 22, gy - 32, 34, 64, 8, p.surface, ` stroke="${p.inkSoft}" stroke-width="2"`);
        }
        c.bar(gx + 96, gy - 10, inner * 0.35, 10, p.ink);
        c.bar(gx + 96, gy + 8, inner * 0.22, 7, p.inkSoft);
        ys.push(gy);
      }
    }
    anchors.push(ys);
  }
  const col = p.bgInk;
  for (let k = 0; k + 1 < cols; k++) {
    const x1 = margin + k * (colW + gapX) + colW + 6;
    const x2 = x1 + gapX - 12;
    const a = anchors[k];
    const b = anchors[k + 1];
    for (let i = 0; i < Math.min(3, a!.length, b!.length); i++) {
      const y1 = a![i];
      const y2 = b![i];
      c.stroke(`M${num(x1)} ${num(y1!)}C${num(x1 + gapX / 2)} ${num(y1!)} ${num(x2 - gapX / 2)} ${num(y2!)} ${num(x2 - 6)} ${num(y2!)}`, col, 2);
      c.path(`M${num(x2)} ${num(y2!)}l-9-5v10z`, col);
    }
  }
  if (!outputs) {
    const x1 = margin + colW + gapX;
    c.rect(x1 - 12, top - 12, colW + 24, h + 24, 24, 'none', ` stroke="${p.accentStrong}" stroke-width="2.5" stroke-dasharray="10 8"`);
    c.rect(x1 + colW / 2 - 84, top + h + 24, 168, 36, 18, p.accentStrong);
    c.circ(x1 + colW / 2 - 60, top + h + 42, 8, '#fff');
    c.bar(x1 + colW / 2 - 42, top + h + 38, 110, 8, '#fff');
  }
}

/** Token sheet: surface levels, text colours with contrast badges, a colour family row. */
export function tokenSheet(c: Ctx, dark = false): void {
  const p = c.palette;
  const margin = 56;
  const sheetFill = dark ? mix(p.night, '#ffffff', 0.05) : p.surface;
  const ink = dark ? '#f3f2f7' : p.ink;
  const soft = dark ? mix(p.night, '#fff', 0.4) : p.inkSoft;
  frame(c, margin, margin, c.w - 2 * margin, c.h - 2 * margin, false, sheetFill);
  const x = margin + 40;
  const w = c.w - 2 * margin - 80;
  let y = margin + 40;
  c.bar(x, y, 200, 16, ink);
  y += 44;
  const levels = 4;
  const lw = (w - (levels - 1) * 16) / levels;
  const fixed = 44 + 40 + 32 + 72 + 40 + 32 + 40;
  const free = c.h - 2 * margin - 80 - fixed;
  const lh = Math.max(110, free * 0.58);
  for (let i = 0; i < levels; i++) {
    const f = dark ? mix(p.night, '#ffffff', 0.05 + i * 0.06) : mix('#ffffff', p.surface3, i / 3);
    c.rect(x + i * (lw + 16), y, lw, lh, 16, f, ` stroke="${dark ? mix(p.night, '#fff', 0.12) : p.line}"`);
    c.bar(x + i * (lw + 16) + 16, y + lh - 40, 60, 8, ink);
    c.bar(x + i * (lw + 16) + 16, y + lh - 24, 44, 6, soft);
  }
  y += lh + 40;
  c.bar(x, y, 160, 12, ink);
  y += 32;
  const tw = (w - 32) / 3;
  for (let i = 0; i < 3; i++) {
    const tx = x + i * (tw + 16);
    c.rect(tx, y, tw, 72, 14, dark ? mix(p.night, '#fff', 0.06) : p.surface2);
    c.circ(tx + 36, y + 36, 18, [ink, soft, p.accent][i]!);
    c.bar(tx + 68, y + 24, tw * 0.35, 9, ink);
    c.bar(tx + 68, y + 42, tw * 0.2, 6, soft);
    badge(c, tx + tw - 76, y + 24, 60, i === 1 ? mix(p.warn, sheetFill, 0.75) : mix(p.positive, sheetFill, 0.75), i === 1 ? p.warn : p.positive, 24);
  }
  y += 112;
  c.bar(x, y, 140, 12, ink);
  y += 32;
  void fixed;
  const rar = dark ? ['#9aa0ae', '#3fbf7f', '#3f8cff', '#a561ff', '#ff9f3f'] : [p.accentStrong, p.accentMid, p.alt, p.third, p.ink];
  const rw = (w - 4 * 16) / 5;
  const rh = Math.max(60, c.h - margin - 40 - y);
  for (let i = 0; i < 5; i++) {
    const rx = x + i * (rw + 16);
    const bands = 4;
    c.layer();
    c.put(`<g clip-path="${c.doc.clip(rw, rh, 14)}" transform="translate(${num(rx)} ${num(y)})">`);
    for (let b = 0; b < bands; b++) c.rect(0, (b * rh) / bands, rw, rh / bands + 1, 0, mix(rar[i]!, dark ? p.night : '#ffffff', (bands - 1 - b) * 0.22));
    c.put('</g>');
    c.circ(rx + 28, y + rh - 28, 16, rar[i]!);
    icon(c, rx + 28, y + rh - 28, ['star', 'heart', 'grid', 'check', 'plus'][i]!, '#fff', 0.8);
    c.bar(rx + 56, y + rh - 32, rw * 0.3, 7, '#fff');
  }
}

/** Colour inventory: many found swatches clustering into a few tokens. */
export function colorInventory(c: Ctx): void {
  const p = c.palette;
  const margin = boardSheet(c);
  const portrait = c.h > c.w;
  const gx = margin + 40;
  const gy = margin + 80;
  const cols = portrait ? 8 : 10;
  const gw = portrait ? c.w - 2 * margin - 80 : (c.w - 2 * margin) * 0.52;
  const cell = gw / cols;
  c.bar(gx, margin + 40, 180, 14, p.ink);
  const rows = Math.ceil(62 / cols);
  for (let i = 0; i < 62; i++) {
    const v = 0.03 + 0.9 * ((i * 37) % 62) / 62 + c.rng.range(-0.02, 0.02);
    const g = mix('#fbfbfa', '#1e1e20', Math.max(0, Math.min(1, v)));
    c.rect(gx + (i % cols) * cell + 3, gy + Math.floor(i / cols) * cell + 3, cell - 6, cell - 6, 8, g, ` stroke="${p.line}" stroke-width="1"`);
  }
  const tx = portrait ? gx : gx + gw + 120;
  const ty = portrait ? gy + rows * cell + 80 : gy;
  const tw = portrait ? gw : c.w - margin - 40 - tx;
  const th = portrait ? c.h - margin - 40 - ty : c.h - margin - 40 - ty;
  if (!portrait) {
    for (let i = 0; i < 4; i++) {
      const y0 = gy + (i + 0.5) * (rows * cell) / 4;
      c.stroke(`M${num(gx + gw + 16)} ${num(y0)}C${num(gx + gw + 70)} ${num(y0)} ${num(tx - 70)} ${num(ty + (i + 0.5) * th / 4)} ${num(tx - 12)} ${num(ty + (i + 0.5) * th / 4)}`, p.accentMid, 2);
    }
  } else c.stroke(`M${num(c.w / 2)} ${num(ty - 64)}v40`, p.accentMid, 3);
  const k = 8;
  const per = portrait ? 4 : 2;
  const sw = (tw - (per - 1) * 16) / per;
  const sh = (th - (k / per - 1) * 16) / (k / per);
  for (let i = 0; i < k; i++) {
    const x = tx + (i % per) * (sw + 16);
    const y = ty + Math.floor(i / per) * (sh + 16);
    const g = mix('#fbfbfa', '#1e1e20', i / (k - 1));
    c.rect(x, y, sw, sh, 14, g, ` stroke="${p.line}"`);
    c.bar(x + 14, y + sh - 22, Math.min(sw * 0.5, 80), 8, i > 3 ? '#fff' : p.ink);
  }
}

/** Generic component sheet: frames of variants plus project widgets. */
export function componentSheet(c: Ctx, widgets: Widget[], dark = false): void {
  const p = c.palette;
  const q = p.scr;
  const margin = 56;
  const portrait = c.h > c.w;
  const bgFill = dark ? p.night : mix(p.bg, '#ffffff', 0.35);
  c.rect(margin, margin, c.w - 2 * margin, c.h - 2 * margin, 24, bgFill);
  c.rect(margin, margin, c.w - 2 * margin, c.h - 2 * margin, 24, c.doc.dots(dark ? mix(p.night, '#fff', 0.14) : mix(p.bg, p.ink, 0.14)));
  const cs = c.child(c.w, c.h);
  void cs;
  const draw = (x: number, y: number, w: number, h: number, fn: (c: Ctx) => void) => {
    const sub = c.child(w, h);
    c.rect(x, y, w, h, 16, q.surface, ` stroke="${q.line}"`);
    c.bar(x + 4, y - 20, c.rng.barWidth(70, 120), 8, dark ? mix(p.night, '#fff', 0.45) : p.bgInk);
    c.rect(x - 8, y - 8, w + 16, h + 16, 20, 'none', ` stroke="${p.accentMid}" stroke-dasharray="6 6"`);
    fn(sub);
    c.layer();
    c.put(`<g transform="translate(${num(x)} ${num(y)})">${sub.out()}</g>`);
  };
  const colX = margin + 48;
  const top = margin + 64;
  const avail = c.w - 2 * margin - 96;
  // Buttons frame.
  const bw = portrait ? avail : avail * 0.36;
  draw(colX, top, bw, 220, (s) => {
    for (let r = 0; r < 3; r++) {
      const kinds = ['primary', 'secondary', 'ghost'] as const;
      for (let k = 0; k < 3; k++) {
        const w = [(bw - 64) / 3 - 8, (bw - 64) / 3 - 16, (bw - 64) / 3 - 24][r];
        button(s, 24 + k * ((bw - 48) / 3), 28 + r * 64, w!, [48, 40, 32][r], kinds[k], w! * 0.5);
      }
    }
  });
  // Inputs + toggles.
  const y2 = top + 220 + 56;
  draw(colX, y2, bw, portrait ? 200 : c.h - margin - 48 - y2, (s) => {
    input(s, 24, 24, s.w - 48);
    toggle(s, 24, 112, true);
    toggle(s, 84, 112, false);
    checkbox(s, 148, 114, true);
    checkbox(s, 184, 114, false);
    if (s.h > 190) slider(s, 36, 176, s.w - 72, 0.6);
    if (s.h > 300) {
      chip(s, 24, 220, 96, true);
      chip(s, 128, 220, 80, false);
      chip(s, 216, 220, 88, false);
    }
    if (s.h > 380) input(s, 24, 280, s.w - 48, 48, false);
    if (s.h > 460) {
      s.rect(24, 372, s.w - 48, Math.min(72, s.h - 396), 12, mix(s.palette.warn, s.palette.surface, 0.85));
      s.circ(48, 372 + Math.min(72, s.h - 396) / 2, 8, s.palette.warn);
      s.bar(68, 368 + Math.min(72, s.h - 396) / 2, s.w * 0.5, 8, s.palette.ink);
    }
  });
  // Widgets area.
  const wx = portrait ? colX : colX + bw + 64;
  const wy = portrait ? y2 + 200 + 64 : top;
  const ww = portrait ? avail : c.w - margin - 48 - wx;
  const wh = c.h - margin - 48 - wy;
  const placed: Array<[Widget, number, number, number]> = [];
  // Try one or two rows and keep the arrangement with the largest scale.
  let best: { s: number; rows: Widget[][] } = { s: 0, rows: [] };
  for (const nRows of [1, 2]) {
    const per = Math.ceil(widgets.length / nRows);
    const rows = Array.from({ length: nRows }, (_, r) => widgets.slice(r * per, r * per + per)).filter((r) => r.length);
    const sW = Math.min(...rows.map((r) => (ww - (r.length - 1) * 56) / r.reduce((a, w) => a + w.w, 0)));
    const sH = (wh - (rows.length - 1) * 72 - 16) / rows.reduce((a, r) => a + Math.max(...r.map((w) => w.h)), 0);
    const sc = Math.min(sW, sH, 1.4);
    if (sc > best.s) best = { s: sc, rows };
  }
  {
    const s = best.s;
    const usedH = best.rows.reduce((a, r) => a + Math.max(...r.map((w) => w.h)) * s, 0) + (best.rows.length - 1) * 72;
    let y = wy + Math.max(0, (wh - usedH) / 2);
    for (const r of best.rows) {
      const rowH = Math.max(...r.map((w) => w.h)) * s;
      const rowW = r.reduce((a, w) => a + w.w * s, 0) + (r.length - 1) * 56;
      let x = wx + (ww - rowW) / 2;
      for (const wd of r) {
        placed.push([wd, x, y + (rowH - wd.h * s) / 2, s]);
        x += wd.w * s + 56;
      }
      y += rowH + 72;
    }
  }
  for (const [wd, px, py, s] of placed) {
    c.rect(px - 8, py - 8, wd.w * s + 16, wd.h * s + 16, 20, 'none', ` stroke="${p.accentMid}" stroke-dasharray="6 6"`);
    c.bar(px + 4, py - 28, c.rng.barWidth(70, 120), 8, dark ? mix(p.night, '#fff', 0.45) : p.bgInk);
    c.group(`translate(${num(px)} ${num(py)}) scale(${Math.round(s * 1000) / 1000})`, () => {
      c.rect(0, 0, wd.w, wd.h, 20, q.surface, ` stroke="${q.line}"`);
      const sub = c.child(wd.w, wd.h);
      wd.draw(sub);
      c.put(sub.out());
    });
  }
}

/** Audit board: rows of inconsistent button variants per platform. */
export function componentAudit(c: Ctx): void {
  const p = c.palette;
  const margin = boardSheet(c);
  const rows = 4;
  const top = margin + 48;
  const rh = (c.h - 2 * margin - 96) / rows;
  const lx = margin + 40;
  const counts = [4, 4, 3, 3];
  for (let r = 0; r < rows; r++) {
    const y = top + r * rh;
    c.rect(lx, y + rh / 2 - 18, 110, 36, 18, p.surface2);
    icon(c, lx + 22, y + rh / 2, ['grid', 'home', 'user', 'bag'][r]!, p.inkSoft, 0.8);
    c.bar(lx + 42, y + rh / 2 - 4, 52, 8, p.ink);
    const x0 = lx + 150;
    const cw = (c.w - margin - 40 - x0) / 4;
    for (let k = 0; k < counts[r]!; k++) {
      const x = x0 + k * cw + 12;
      const w = cw - 24 - c.rng.int(0, 4) * 8;
      const h = c.rng.pick([36, 40, 44, 48, 52]);
      const rad = c.rng.pick([0, 4, 8, h / 2]);
      const col = c.rng.pick([p.accentStrong, p.accentDeep, mix(p.accentStrong, '#000', 0.2), p.ink, mix(p.accent, p.alt, 0.3)]);
      const outline = c.rng.chance(0.2);
      c.rect(x, y + (rh - h) / 2, w, h, rad, outline ? 'none' : col, outline ? ` stroke="${col}" stroke-width="2"` : '');
      c.bar(x + w / 2 - w * 0.25, y + rh / 2 - 4, w * 0.5, 8, outline ? col : '#fff');
      c.bar(x, y + (rh + h) / 2 + 10, 40, 6, p.inkFaint);
    }
    if (r < rows - 1) c.rect(lx, y + rh, c.w - 2 * margin - 80, 1, 0, p.line);
  }
}

/** Markers and side notes over a region (audits). */
export function annotate(c: Ctx, marks: Array<[number, number]>, notesX: number, notesW: number): void {
  const p = c.palette;
  const cols = noteColors(c);
  const top = 120;
  const step = (c.h - 240) / marks.length;
  marks.forEach(([x, y], i) => {
    const ny = top + i * step;
    c.stroke(`M${num(x)} ${num(y)}L${num(notesX)} ${num(ny + 40)}`, p.accentStrong, 2, ' stroke-dasharray="2 6"');
  });
  marks.forEach(([x, y], i) => {
    c.circ(x, y, 18, p.accentStrong);
    c.circ(x, y, 28, p.accentStrong, ' fill-opacity=".18"');
    c.bar(x - 4, y - 4, 8, 8, '#fff');
    const ny = top + i * step;
    sticky(c, notesX, ny, Math.min(notesW, step - 24), cols[i % 4]!, c.rng.range(-3, 3));
  });
}

/** Survey results: horizontal ranked bars. */
export function surveyBars(c: Ctx): void {
  const p = c.palette;
  const margin = 64;
  frame(c, margin, margin, c.w - 2 * margin, c.h - 2 * margin, false);
  const x = margin + 48;
  c.bar(x, margin + 48, 320, 20, p.ink);
  c.bar(x, margin + 84, 220, 9, p.inkSoft);
  const k = 5;
  const top = margin + 140;
  const rh = (c.h - margin - 48 - top) / k;
  const lw = 220;
  const bw = c.w - 2 * margin - 96 - lw - 80;
  const vals = [0.86, 0.72, 0.58, 0.41, 0.22];
  vals.forEach((v, i) => {
    const y = top + i * rh;
    c.bar(x, y + rh / 2 - 12, c.rng.barWidth(120, 200), 9, p.ink);
    c.bar(x, y + rh / 2 + 4, c.rng.barWidth(60, 120), 6, p.inkSoft);
    c.rect(x + lw, y + rh / 2 - 18, bw, 36, 10, p.surface2);
    c.rect(x + lw, y + rh / 2 - 18, bw * v, 36, 10, i === k - 1 ? p.inkFaint : i === 0 ? p.accentStrong : mix(p.accentStrong, '#fff', 0.25 + i * 0.12));
    c.bar(x + lw + bw + 20, y + rh / 2 - 6, 44, 12, p.ink);
  });
}

/** Sales line chart with annotated spikes. */
export function salesChart(c: Ctx): void {
  const p = c.palette;
  const margin = 64;
  frame(c, margin, margin, c.w - 2 * margin, c.h - 2 * margin, false);
  const x = margin + 48;
  c.bar(x, margin + 44, 280, 18, p.ink);
  c.bar(x, margin + 76, 180, 9, p.inkSoft);
  for (let i = 0; i < 3; i++) c.rect(c.w - margin - 48 - (3 - i) * 72, margin + 40, 64, 30, 15, i === 2 ? p.accentTint : p.surface2);
  const gx = x + 40;
  const gy = margin + 180;
  const gw = c.w - 2 * margin - 136;
  const gh = c.h - margin - 80 - gy;
  const vals = [0.06, 0.08, 0.1, 0.12, 0.46, 0.3, 0.26, 0.28, 0.32, 0.74, 0.5, 0.52, 0.62, 0.86];
  for (let i = 0; i <= 4; i++) c.bar(x, gy + (gh * i) / 4 - 4, 24, 7, p.inkFaint);
  lineChart(c, gx, gy, gw, gh, vals, p.accentStrong, true, true);
  for (const i of [4, 9]) {
    const px = gx + (gw * i) / (vals.length - 1);
    const py = gy + gh - vals[i]! * gh;
    c.circ(px, py, 8, p.accentStrong);
    c.layer();
    c.rect(px - 90, py - 64, 180, 40, 20, p.ink);
    c.path(`M${num(px - 7)} ${num(py - 25)}l7 8 7-8z`, p.ink);
    c.bar(px - 66, py - 48, 132, 8, p.surface);
  }
  for (let i = 0; i < vals.length; i += 2) c.bar(gx + (gw * i) / (vals.length - 1) - 10, gy + gh + 20, 20, 6, p.inkFaint);
}

/** A row of widgets (variants / states) on the canvas, each with a label above. */
export function variantsRow(c: Ctx, widgets: Widget[], labels = true): void {
  const p = c.palette;
  const margin = 72;
  const gap = 40;
  const portrait = c.h > c.w;
  const perRow = portrait ? Math.min(2, widgets.length) : widgets.length;
  const rows = Math.ceil(widgets.length / perRow);
  const availW = c.w - 2 * margin - (perRow - 1) * gap;
  const availH = c.h - 2 * margin - (rows - 1) * (gap + 36) - 36;
  const maxH = Math.max(...widgets.map((w) => w.h));
  const rowW = (r: number) => widgets.slice(r * perRow, r * perRow + perRow).reduce((a, w) => a + w.w, 0);
  const widest = Math.max(...Array.from({ length: rows }, (_, r) => rowW(r)));
  const s = Math.min(availW / widest, availH / rows / maxH, widgets.length === 1 ? 2.1 : 1.5);
  const totalH = rows * (maxH * s + 36) + (rows - 1) * gap;
  const y0 = (c.h - totalH) / 2 + 36;
  let xCursor = 0;
  widgets.forEach((wd, i) => {
    const col = i % perRow;
    const row = Math.floor(i / perRow);
    const n2 = Math.min(perRow, widgets.length - row * perRow);
    if (col === 0) xCursor = (c.w - (rowW(row) * s + (n2 - 1) * gap)) / 2;
    const x = xCursor;
    xCursor += wd.w * s + gap;
    const y = y0 + row * (maxH * s + 36 + gap) + ((maxH - wd.h) * s) / 2;
    if (labels) {
      c.circ(x + 8, y - 24, 6, [p.positive, p.warn, p.accentStrong, p.inkSoft][i % 4]!);
      c.bar(x + 22, y - 28, c.rng.barWidth(70, 130), 8, p.bgInk);
    }
    c.group(`translate(${num(x)} ${num(y)}) scale(${Math.round(s * 1000) / 1000})`, () => {
      shadow(c, 0, 0, wd.w, wd.h, 20, 0.6 / s, 0.8);
      c.rect(0, 0, wd.w, wd.h, 20, p.scr.surface);
      const sub = c.child(wd.w, wd.h);
      wd.draw(sub);
      c.put(sub.out());
    });
  });
}

export const boardKit = { affinity, journey, flow, blueprint, tokenTiers, tokenSheet, colorInventory, componentSheet, componentAudit, annotate, surveyBars, salesChart, variantsRow };
void avatar;
