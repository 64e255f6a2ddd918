/** About-page illustrations: studio, workshop, talk, mentoring, notes, and life away from the screen. */
import { makePalette, mix, type Palette } from './palette.ts';
import type { Ctx } from './svg.ts';
import { num } from './svg.ts';
import { shadow, laptop, laptopHeight } from './devices.ts';
import { sticky, badge, avatar } from './ui.ts';
import { phoneWireD, scribbleD, PAPER, PEN, wobble } from './sketch.ts';

export const ABOUT_ACCENT = { light: '#C8562B', dark: '#F29A6E' };

export function aboutPalette(): Palette {
  return makePalette(ABOUT_ACCENT.light, ABOUT_ACCENT.dark);
}

export type Scene = { orient: 'portrait' | 'landscape'; draw: (c: Ctx) => void };

const SKIN = ['#e8b894', '#c98e66', '#8d5b3e', '#f0c9a8'];
const CLOTH = (p: Palette) => [p.accentStrong, '#3d4a5c', '#6b8f71', '#d9a441', '#7a5c8e'];

/** A person seen from behind or front, as simple shapes. */
function person(c: Ctx, x: number, y: number, s: number, i: number, back = true): void {
  const cloth = CLOTH(c.palette)[i % 5];
  c.rect(x - 9 * s, y + 24 * s, 18 * s, 26 * s, 6 * s, mix(SKIN[i % 4]!, '#000', 0.12));
  c.path(`M${num(x - 40 * s)} ${num(y + 140 * s)}v${num(-52 * s)}c0-${num(30 * s)} ${num(16 * s)}-${num(44 * s)} ${num(40 * s)}-${num(44 * s)}s${num(40 * s)} ${num(14 * s)} ${num(40 * s)} ${num(44 * s)}v${num(52 * s)}z`, cloth!);
  c.circ(x, y + 12 * s, 22 * s, SKIN[i % 4]!);
  const hair = ['#2b2420', '#5a3a26', '#1d1d22', '#8a6a4a'][i % 4];
  if (back) c.path(`M${num(x - 23 * s)} ${num(y + 14 * s)}a${num(23 * s)} ${num(24 * s)} 0 0 1 ${num(46 * s)} 0c0 ${num(8 * s)}-${num(4 * s)} ${num(14 * s)}-${num(6 * s)} ${num(16 * s)}h-${num(34 * s)}c-${num(2 * s)}-${num(2 * s)}-${num(6 * s)}-${num(8 * s)}-${num(6 * s)}-${num(16 * s)}z`, hair!);
  else c.path(`M${num(x - 23 * s)} ${num(y + 10 * s)}a${num(23 * s)} ${num(22 * s)} 0 0 1 ${num(46 * s)} 0c-${num(10 * s)}-${num(8 * s)}-${num(30 * s)}-${num(8 * s)}-${num(46 * s)} 0z`, hair!);
}

/** A printed UI screen (for walls and tables). */
function printout(c: Ctx, x: number, y: number, w: number, h: number, rot: number, accent: string): void {
  c.group(`translate(${num(x)} ${num(y)}) rotate(${num(rot)})`, () => {
    c.rect(2, 3, w, h, 3, '#000', ' fill-opacity=".08"');
    c.rect(0, 0, w, h, 3, '#fff');
    c.rect(w * 0.1, h * 0.08, w * 0.8, h * 0.3, 4, mix(accent, '#fff', 0.7));
    c.lines(w * 0.1, h * 0.46, [w * 0.7, w * 0.55, w * 0.62], Math.max(3, h * 0.04), h * 0.09, '#c4c4c8');
    c.rect(w * 0.1, h * 0.78, w * 0.45, h * 0.1, h * 0.05, accent);
  });
}

function workshopWall(c: Ctx): void {
  const p = c.palette;
  c.rect(0, 0, c.w, c.h, 0, c.doc.lin('#e9eef0', '#dfe6e8', 0, 1));
  const floor = c.h * 0.86;
  c.rect(0, floor, c.w, c.h - floor, 0, '#cfc8bd');
  const panes = 4;
  const pw = (c.w - 120) / panes;
  for (let i = 0; i < panes; i++) {
    const x = 60 + i * pw;
    c.rect(x + 6, 60, pw - 12, floor - 80, 4, '#f4f8f9', ` stroke="#c6d0d4" stroke-width="3"`);
    c.path(`M${num(x + pw * 0.2)} 60l${num(pw * 0.3)} 0-${num(pw * 0.45)} ${num(floor - 80)}h-${num(pw * 0.1)}z`, '#ffffff', ' fill-opacity=".6"');
  }
  const groups = [p.accentSoft, mix('#f2c94c', '#fff', 0.35), mix('#6fb3d2', '#fff', 0.45)];
  for (let gI = 0; gI < 3; gI++) {
    const gx = 120 + gI * ((c.w - 240) / 3);
    const gw = (c.w - 240) / 3 - 60;
    c.rect(gx, 110, 150, 36, 6, mix(groups[gI]!, '#000', 0.1));
    c.bar(gx + 16, 124, 110, 8, '#fff');
    for (let k = 0; k < 9; k++) {
      const col = k % 3;
      const row = Math.floor(k / 3);
      const x = gx + col * (gw / 3) + c.rng.range(-6, 6);
      const y = 176 + row * 150 + c.rng.range(-8, 8);
      if ((k + gI) % 4 === 1) printout(c, x, y, 96, 128, c.rng.range(-4, 4), p.accentStrong);
      else sticky(c, x, y, 96, groups[gI]!, c.rng.range(-5, 5));
    }
  }
  c.rect(c.w - 230 - 40 * 2.3, floor - 310 + 120 * 2.3, 80 * 2.3, c.h, 0, CLOTH(p)[1]!);
  person(c, c.w - 230, floor - 310, 2.3, 1, true);
}

function tokenReview(c: Ctx): void {
  const p = c.palette;
  c.rect(0, 0, c.w, c.h, 0, c.doc.lin('#efe9e1', '#e6ded3', 0, 1));
  c.rect(0, c.h * 0.12, c.w, 8, 0, '#ddd3c6');
  const top = c.h * 0.7;
  c.path(`M0 ${num(top)}H${c.w}V${c.h}H0z`, c.doc.lin('#c8a77f', '#b08a60', 0, 1));
  c.rect(0, top, c.w, 10, 0, '#d8bb96');
  const lw = 820;
  const lh = laptopHeight(lw);
  laptop(c, 360, top - lh + 20, lw, (s) => {
    const q = s.palette;
    s.rect(0, 0, s.w, s.h, 0, q.surface);
    s.bar(56, 48, 240, 22, q.ink);
    const cols = 6;
    const sw = (s.w - 112 - (cols - 1) * 16) / cols;
    const fam = [q.accentStrong, q.alt, q.third, '#3d4a5c'];
    for (let r = 0; r < 4; r++)
      for (let k = 0; k < cols; k++) {
        const x = 56 + k * (sw + 16);
        const y = 110 + r * 160;
        s.rect(x, y, sw, 96, 12, mix(fam[r]!, '#fff', 0.85 - k * 0.17));
        badge(s, x, y + 108, 56, k > 2 ? mix(q.positive, '#fff', 0.8) : mix(q.warn, '#fff', 0.8), k > 2 ? q.positive : q.warn, 22);
      }
  });
  for (let i = 0; i < 2; i++) {
    c.group(`translate(${80 + i * 70} ${num(top + 40 + i * 30)}) rotate(${-8 + i * 12})`, () => {
      c.rect(3, 4, 220, 150, 3, '#000', ' fill-opacity=".08"');
      c.rect(0, 0, 220, 150, 3, '#fffdf8');
      c.stroke([0, 1, 2, 3, 4].map((j) => scribbleD(c, 20, 28 + j * 24, 150 - (j % 2) * 40, 3)).join(''), PEN, 2);
      c.stroke(`M150 30m-16 0a16 12 0 1 0 32 0a16 12 0 1 0-32 0`, p.accentStrong, 2.5);
    });
  }
  const mx = c.w - 230;
  const my = top + 70;
  c.path(`M${mx} ${my}h120l-10 110a12 12 0 0 1-12 10h-76a12 12 0 0 1-12-10z`, '#f6f3ee');
  c.ring(mx + 126, my + 45, 22, '#f6f3ee', 10);
  c.put(`<ellipse cx="${mx + 60}" cy="${my}" rx="60" ry="9" fill="#6b4a34"/>`);
  c.stroke(`M${mx + 40} ${my - 20}q-12-20 0-40t0-40M${mx + 74} ${my - 24}q-12-20 0-40t0-36`, '#ffffff', 4, ' stroke-opacity=".8"');
}

function meetupTalk(c: Ctx): void {
  const p = c.palette;
  c.rect(0, 0, c.w, c.h, 0, c.doc.lin('#2a2630', '#1c1a20', 0, 1));
  const sx = c.w * 0.22;
  const sw = c.w * 0.56;
  const sh = sw * 0.56;
  c.rect(sx - 20, 60, sw + 40, sh + 40, 6, '#111014');
  c.rect(sx, 80, sw, sh, 4, '#fbfaf7');
  c.bar(sx + 60, 80 + sh * 0.32, sw * 0.62, 34, p.ink);
  c.bar(sx + 60, 80 + sh * 0.32 + 54, sw * 0.4, 34, p.ink);
  c.rect(sx + 60, 80 + sh * 0.32 + 124, 120, 10, 5, p.accentStrong);
  c.circ(sx + sw - 110, 80 + sh * 0.55, 70, p.accentSoft);
  c.circ(sx + sw - 110, 80 + sh * 0.55, 38, p.accentStrong);
  c.path(`M${num(sx - 120)} ${num(c.h * 0.56)}h${num(sw + 240)}l40 60H${num(sx - 160)}z`, '#3b3440');
  c.path(`M${num(sx - 120)} ${num(c.h * 0.56)}h${num(sw + 240)}`, 'none', ` stroke="#4b4350" stroke-width="4"`);
  c.circ(sx + sw + 70, c.h * 0.56 - 120, 220, c.doc.glow('#fff3d9', 0.22, 0.4));
  person(c, sx + sw + 70, c.h * 0.56 - 228, 1.65, 0, false);
  const rows = 4;
  for (let r = 0; r < rows; r++) {
    const y = c.h * 0.7 + r * 70;
    const k = 10 + r;
    for (let i = 0; i < k; i++) {
      const x = (c.w / k) * (i + 0.5) + (r % 2 ? 30 : -10) + c.rng.range(-10, 10);
      const s = 0.9 + r * 0.25;
      const tone = mix('#2a2630', '#6a6270', 0.25 + r * 0.1 + c.rng.range(-0.05, 0.05));
      c.path(`M${num(x - 36 * s)} ${num(y + 60 * s)}c0-${num(30 * s)} ${num(14 * s)}-${num(42 * s)} ${num(36 * s)}-${num(42 * s)}s${num(36 * s)} ${num(12 * s)} ${num(36 * s)} ${num(42 * s)}z`, tone);
      c.circ(x, y, 17 * s, mix(tone, '#000', 0.2));
    }
  }
}

function mentoring(c: Ctx): void {
  const p = c.palette;
  c.rect(0, 0, c.w, c.h, 0, c.doc.lin('#eef0ea', '#e3e6de', 0, 1));
  c.rect(c.w * 0.78, 80, 180, 240, 8, '#dfe4d8');
  c.path(`M${num(c.w * 0.8)} 300c20-80 60-120 70-200M${num(c.w * 0.84)} 300c0-60 30-90 50-150`, 'none', ' stroke="#7a9a6e" stroke-width="10" stroke-linecap="round"');
  const deskY = c.h * 0.68;
  const mw = 760;
  const mh = 440;
  const mx = (c.w - mw) / 2;
  const my = deskY - mh - 80;
  c.rect(c.w / 2 - 14, my + mh, 28, 80, 4, '#b9b9bd');
  c.rect(c.w / 2 - 110, deskY - 10, 220, 12, 6, '#a8a8ad');
  shadow(c, mx, my, mw, mh, 18, 1, 0.9);
  c.rect(mx, my, mw, mh, 18, '#1c1c20');
  c.group(`translate(${mx + 14} ${my + 14})`, () => {
    const w = mw - 28;
    const h = mh - 28;
    c.rect(0, 0, w, h, 6, '#ffffff');
    c.bar(40, 30, 120, 12, p.ink);
    c.rect(40, 64, w - 80, 170, 10, c.doc.lin(p.accentSoft, mix(p.alt, '#fff', 0.5)));
    c.bar(40, 256, 300, 16, p.ink);
    c.lines(40, 286, [w * 0.55, w * 0.6, w * 0.45], 8, 18, '#c4c4c8');
    c.rect(w - 250, 256, 210, 100, 10, mix(p.third, '#fff', 0.6));
  });
  c.rect(0, deskY, c.w, c.h - deskY, 0, '#cdb697');
  c.rect(0, deskY, c.w, 12, 0, '#dcc7a9');
  const seat = (x: number, y: number, s: number, i: number) => {
    c.rect(x - 66 * s, y + 96 * s, 132 * s, c.h, 36 * s, '#4a4f57');
    person(c, x, y, s, i, true);
    c.rect(x - 40 * s, y + 120 * s, 80 * s, c.h, 0, CLOTH(p)[i % 5]!);
  };
  seat(c.w / 2 - 260, deskY - 90, 2.2, 2);
  seat(c.w / 2 + 230, deskY - 70, 2.1, 3);
  const arm = mix(CLOTH(p)[3]!, '#000', 0.12);
  c.stroke(`M${c.w / 2 + 172} ${deskY + 90}Q${c.w / 2 + 120} ${deskY - 10} ${c.w / 2 + 90} ${my + mh - 128}`, arm, 26);
  c.circ(c.w / 2 + 84, my + mh - 136, 15, SKIN[3]!);
  c.stroke(`M${c.w / 2 + 80} ${my + mh - 146}l-14-20`, SKIN[3]!, 8);
}

function critiqueNotes(c: Ctx): void {
  const p = c.palette;
  c.rect(0, 0, c.w, c.h, 0, c.doc.lin('#d9c5a8', '#cbb391', 1, 1));
  const bx = 120;
  const by = 140;
  const bw = c.w - 240;
  const bh = c.h * 0.55;
  c.group(`rotate(-3 ${c.w / 2} ${by + bh / 2})`, () => {
    shadow(c, bx, by, bw, bh, 10, 1, 1.2);
    c.rect(bx, by, bw, bh, 10, '#3a3f4a');
    c.rect(bx + 12, by + 10, bw / 2 - 14, bh - 20, 4, PAPER);
    c.rect(bx + bw / 2 + 2, by + 10, bw / 2 - 14, bh - 20, 4, PAPER);
    c.rect(bx + bw / 2 - 2, by + 10, 4, bh - 20, 2, '#e6e1d6');
    const cols = [bx + 50, bx + bw / 2 + 40, bx + bw / 2 + bw / 4 + 20];
    const colW = [bw / 2 - 110, bw / 4 - 60, bw / 4 - 60];
    const marks = [p.positive, '#3f8cff', p.accentStrong];
    const d: string[] = [];
    cols.forEach((x, i) => {
      c.rect(x, by + 50, 40, 12, 6, marks[i]!);
      for (let j = 0; j < 9; j++) d.push(scribbleD(c, x, by + 100 + j * 44, colW[i]! * c.rng.range(0.55, 1), 3.5));
    });
    c.stroke(d.join(''), PEN, 2.2);
  });
  const px = 200;
  const py = by + bh + 90;
  c.group(`translate(${px} ${num(py)}) rotate(5)`, () => {
    shadow(c, 0, 0, 560, c.h - py, 4, 0.8, 1);
    c.rect(0, 0, 560, c.h - py + 40, 4, '#ffffff');
    c.stroke(phoneWireD(c, 60, 40, 160, 1), '#8e8e94', 2);
    c.stroke(phoneWireD(c, 300, 40, 160, 2), '#8e8e94', 2);
  });
  c.group(`translate(${c.w - 300} ${num(py + 60)}) rotate(-30)`, () => {
    c.rect(0, 0, 320, 22, 6, '#f0b429');
    c.path('M320 0l36 11-36 11z', '#e9d1a8');
    c.path('M346 8l10 3-10 3z', '#333');
    c.rect(-20, 0, 24, 22, 4, '#e28a8a');
  });
}

function ceramics(c: Ctx): void {
  c.rect(0, 0, c.w, c.h, 0, c.doc.lin('#f1ebe2', '#e7dccd', 0, 1));
  c.rect(120, 140, c.w - 240, 18, 4, '#b48a5e');
  for (let i = 0; i < 5; i++) c.rect(160 + i * 250, 90, 70 + (i % 2) * 30, 50, 10, ['#d7c6ad', '#c9b79c'][i % 2]!);
  const top = c.h * 0.66;
  c.rect(0, top, c.w, c.h - top, 0, c.doc.lin('#b98b5c', '#9c6f45', 0, 1));
  c.rect(0, top, c.w, 14, 0, '#c99c6c');
  const grain: string[] = [];
  for (let i = 0; i < 6; i++) grain.push(wobble(c, [[0, top + 40 + i * 50], [c.w * 0.5, top + 46 + i * 50], [c.w, top + 38 + i * 50]], 4));
  c.stroke(grain.join(''), '#8d623b', 2, ' stroke-opacity=".5"');
  const glazes: Array<[string, string]> = [['#7fa7a3', '#4f7d78'], ['#e3d3bd', '#c2a98b'], ['#5d6f91', '#3f4c68'], ['#c9694b', '#9d4a31'], ['#d9d2c2', '#a9a08c'], ['#6b8f71', '#4d6b52']];
  const k = 6;
  const gap = (c.w - 200) / k;
  for (let i = 0; i < k; i++) {
    const cw = 140 + c.rng.int(-2, 2) * 10;
    const ch = 150 + c.rng.int(-2, 3) * 12;
    const x = 100 + i * gap + (gap - cw) / 2;
    const y = top + 20 - ch;
    const [g1, g2] = glazes[i]!;
    c.path(`M${num(x + cw * 0.08)} ${num(y + ch)}h${num(cw * 0.84)}`, 'none', ` stroke="#000" stroke-opacity=".12" stroke-width="14"`);
    c.path(`M${num(x)} ${num(y)}h${num(cw)}c0 ${num(ch * 0.6)}-${num(cw * 0.06)} ${num(ch)}-${num(cw * 0.16)} ${num(ch)}h-${num(cw * 0.68)}c-${num(cw * 0.1)} 0-${num(cw * 0.16)}-${num(ch * 0.4)}-${num(cw * 0.16)}-${num(ch)}z`, c.doc.lin(g1, g2, 1, 0));
    c.path(`M${num(x)} ${num(y)}h${num(cw)}v${num(ch * 0.3)}c-${num(cw * 0.15)} ${num(ch * 0.12)}-${num(cw * 0.25)}-${num(ch * 0.06)}-${num(cw * 0.4)} ${num(ch * 0.05)}s-${num(cw * 0.35)}-${num(ch * 0.1)}-${num(cw * 0.6)} 0z`, mix(g1, '#fff', 0.3), ' fill-opacity=".7"');
    c.rect(x - 2, y - 6, cw + 4, 12, 6, mix(g1, '#fff', 0.2));
  }
}

function pyrenees(c: Ctx): void {
  c.rect(0, 0, c.w, c.h, 0, c.doc.lin('#dfe9f0', '#f6efe4', 0, 1));
  const ridge = (y: number, amp: number, col: string, seedShift: number) => {
    let d = `M0 ${num(y)}`;
    const k = 7;
    for (let i = 1; i <= k; i++) {
      const x = (c.w * i) / k;
      const yy = y - amp * Math.abs(Math.sin(i * 1.7 + seedShift)) + c.rng.range(-20, 20);
      d += `L${num(x - c.w / k / 2)} ${num(yy - amp * 0.4)}L${num(x)} ${num(yy)}`;
    }
    c.path(`${d}V${c.h}H0z`, col);
  };
  ridge(c.h * 0.36, 120, '#b7c7d6', 0.3);
  ridge(c.h * 0.46, 100, '#8fa5bb', 1.1);
  ridge(c.h * 0.56, 80, '#6d8299', 2.2);
  c.path(`M-40 ${num(c.h)}C${num(c.w * 0.1)} ${num(c.h * 0.62)} ${num(c.w * 0.7)} ${num(c.h * 0.6)} ${num(c.w + 40)} ${num(c.h * 0.7)}V${c.h}z`, '#7c746b');
  c.path(`M-40 ${num(c.h)}C${num(c.w * 0.2)} ${num(c.h * 0.7)} ${num(c.w * 0.6)} ${num(c.h * 0.68)} ${num(c.w + 40)} ${num(c.h * 0.78)}V${c.h}z`, '#928a7f');
  const bw = c.w * 0.78;
  const bh = bw * 0.42;
  const bx = (c.w - bw) / 2;
  const by = c.h * 0.72;
  c.group(`rotate(-4 ${c.w / 2} ${num(by + bh / 2)})`, () => {
    shadow(c, bx, by, bw, bh, 6, 1, 1.2);
    c.rect(bx - 8, by - 6, bw + 16, bh + 12, 8, '#2f3a44');
    c.rect(bx, by, bw, bh, 4, PAPER);
    c.rect(bx + bw / 2 - 2, by, 4, bh, 2, '#e8e2d6');
    for (const [off, col, a] of [[0.3, '#a9bdd0', 0.8], [0.48, '#8aa3bb', 0.85], [0.64, '#6d8299', 0.9]] as const) {
      let d = `M${num(bx + 24)} ${num(by + bh * (off + 0.2))}`;
      for (let i = 1; i <= 6; i++) d += `L${num(bx + 24 + ((bw - 48) * (i - 0.5)) / 6)} ${num(by + bh * off - c.rng.range(10, 40))}L${num(bx + 24 + ((bw - 48) * i) / 6)} ${num(by + bh * (off + 0.12))}`;
      c.path(`${d}V${num(by + bh - 20)}H${num(bx + 24)}z`, col, ` fill-opacity="${a * 0.6}"`);
    }
  });
}

function barceloneta(c: Ctx): void {
  const p = c.palette;
  c.rect(0, 0, c.w, c.h, 0, c.doc.lin('#f7d9b8', '#fbeee0', 0, 1));
  const hz = c.h * 0.5;
  c.circ(c.w * 0.62, hz - 40, 200, '#ffe6c2', ' fill-opacity=".6"');
  c.circ(c.w * 0.62, hz - 40, 86, '#fbb979');
  c.rect(0, hz, c.w, c.h * 0.22, 0, c.doc.lin('#9cb7c4', '#c9d6d8', 0, 1));
  const glint: string[] = [];
  for (let i = 0; i < 7; i++) glint.push(`M${num(c.w * 0.62 - 90 + c.rng.range(0, 60))} ${num(hz + 16 + i * 24)}h${num(120 - i * 8 + c.rng.range(-20, 20))}`);
  c.stroke(glint.join(''), '#fde3c0', 5, ' stroke-opacity=".8"');
  const sand = hz + c.h * 0.22;
  c.path(`M0 ${num(sand - 10)}C${num(c.w * 0.3)} ${num(sand + 10)} ${num(c.w * 0.6)} ${num(sand - 20)} ${c.w} ${num(sand)}V${c.h}H0z`, '#ead3b0');
  c.path(`M0 ${num(sand + 4)}C${num(c.w * 0.3)} ${num(sand + 22)} ${num(c.w * 0.6)} ${num(sand - 6)} ${c.w} ${num(sand + 14)}`, 'none', ' stroke="#fff" stroke-opacity=".7" stroke-width="5"');
  const ry = c.h * 0.8;
  c.rect(0, ry + 160, c.w, c.h - ry - 160, 0, '#cdbfae');
  c.stroke(`M0 ${num(ry)}H${c.w}M0 ${num(ry + 60)}H${c.w}`, '#4b5560', 8);
  const posts: string[] = [];
  for (let x = 40; x < c.w; x += 180) posts.push(`M${x} ${num(ry)}V${num(ry + 170)}`);
  c.stroke(posts.join(''), '#4b5560', 10);
  const bx = c.w * 0.3;
  const by = ry + 120;
  const wr = 74;
  c.ring(bx, by, wr, '#2b2f36', 9);
  c.ring(bx + 250, by, wr, '#2b2f36', 9);
  c.stroke(`M${bx} ${num(by)}l90-110h120l40 110M${bx + 90} ${num(by - 110)}l60 110 100-110M${bx + 150} ${num(by)}l-20-140M${bx + 110} ${num(by - 140)}h50M${bx + 210} ${num(by - 110)}l-10-40h-30`, p.accentStrong, 10);
  c.circ(bx + 150, by, 12, '#2b2f36');
}

/** The about-page drawings, keyed by image file name without its extension. */
export const scenes: Record<string, Scene> = {
  'workshop-wall': { orient: 'landscape', draw: workshopWall },
  'token-review': { orient: 'landscape', draw: tokenReview },
  'meetup-talk': { orient: 'landscape', draw: meetupTalk },
  'mentoring-session': { orient: 'landscape', draw: mentoring },
  'critique-notes': { orient: 'portrait', draw: critiqueNotes },
  'ceramics-bench': { orient: 'landscape', draw: ceramics },
  'pyrenees-sketchbook': { orient: 'portrait', draw: pyrenees },
  'barceloneta-morning': { orient: 'portrait', draw: barceloneta },
};

void avatar;
