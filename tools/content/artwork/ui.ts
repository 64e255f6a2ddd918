/** UI atoms drawn on a Ctx in screen units (8 px grid). Text is always bars. */
import { mix } from './palette.ts';
import type { Ctx } from './svg.ts';
import { num } from './svg.ts';

export type ImgKind = 'land' | 'city' | 'room' | 'garment' | 'dress' | 'item' | 'poster' | 'person' | 'plain' | 'map';

/** Text block: a bold title and n body lines. Returns the height used. */
export function textBlock(c: Ctx, x: number, y: number, w: number, lines = 2, title = true, ink = c.palette.ink): number {
  let yy = y;
  if (title) {
    c.bar(x, yy, c.rng.barWidth(w * 0.45, w * 0.8), 12, ink);
    yy += 22;
  }
  for (let i = 0; i < lines; i++) {
    c.bar(x, yy, i === lines - 1 ? c.rng.barWidth(w * 0.35, w * 0.65) : c.rng.barWidth(w * 0.8, w), 7, c.palette.inkSoft);
    yy += 15;
  }
  return yy - y;
}

export function icon(c: Ctx, cx: number, cy: number, kind: string, color: string, s = 1): void {
  const k = (v: number) => num(v * s);
  switch (kind) {
    case 'search':
      c.ring(cx - 1.5 * s, cy - 1.5 * s, 5.5 * s, color, 2 * s);
      c.stroke(`M${num(cx + 2.5 * s)} ${num(cy + 2.5 * s)}l${k(4)} ${k(4)}`, color, 2 * s);
      break;
    case 'heart':
      c.path(`M${num(cx)} ${num(cy + 6 * s)}c${k(-9)} ${k(-6)} ${k(-8)} ${k(-13)} ${k(-3.5)} ${k(-13)}c${k(2)} 0 ${k(3)} ${k(1)} ${k(3.5)} ${k(2.5)}c${k(0.5)} ${k(-1.5)} ${k(1.5)} ${k(-2.5)} ${k(3.5)} ${k(-2.5)}c${k(4.5)} 0 ${k(5.5)} ${k(7)} ${k(-3.5)} ${k(13)}z`, color);
      break;
    case 'star':
      c.path(`M${num(cx)} ${num(cy - 6 * s)}l${k(1.8)} ${k(3.8)} ${k(4.2)} ${k(0.5)}-${k(3.1)} ${k(2.9)} ${k(0.8)} ${k(4.2)}-${k(3.7)}-${k(2)}-${k(3.7)} ${k(2)} ${k(0.8)}-${k(4.2)}-${k(3.1)}-${k(2.9)} ${k(4.2)}-${k(0.5)}z`, color);
      break;
    case 'back':
      c.stroke(`M${num(cx + 3 * s)} ${num(cy - 6 * s)}l${k(-6)} ${k(6)} ${k(6)} ${k(6)}`, color, 2 * s);
      break;
    case 'chev':
      c.stroke(`M${num(cx - 2 * s)} ${num(cy - 5 * s)}l${k(5)} ${k(5)}-${k(5)} ${k(5)}`, color, 2 * s);
      break;
    case 'menu':
      c.stroke(`M${num(cx - 8 * s)} ${num(cy - 5 * s)}h${k(16)}M${num(cx - 8 * s)} ${num(cy)}h${k(16)}M${num(cx - 8 * s)} ${num(cy + 5 * s)}h${k(10)}`, color, 2 * s);
      break;
    case 'check':
      c.stroke(`M${num(cx - 5 * s)} ${num(cy)}l${k(3.5)} ${k(3.5)} ${k(6.5)}-${k(7)}`, color, 2.2 * s);
      break;
    case 'plus':
      c.stroke(`M${num(cx - 6 * s)} ${num(cy)}h${k(12)}M${num(cx)} ${num(cy - 6 * s)}v${k(12)}`, color, 2 * s);
      break;
    case 'pin':
      c.path(`M${num(cx)} ${num(cy + 8 * s)}c${k(-5)} ${k(-6)} ${k(-7)} ${k(-9)} ${k(-7)} ${k(-12)}a${k(7)} ${k(7)} 0 0 1 ${k(14)} 0c0 ${k(3)} ${k(-2)} ${k(6)} ${k(-7)} ${k(12)}z`, color);
      c.circ(cx, cy - 4 * s, 2.6 * s, '#fff');
      break;
    case 'bell':
      c.path(`M${num(cx - 6 * s)} ${num(cy + 4 * s)}h${k(12)}l${k(-2)}-${k(3)}v${k(-4)}a${k(4)} ${k(4)} 0 0 0 ${k(-8)} 0v${k(4)}z`, color);
      c.circ(cx, cy + 6 * s, 1.8 * s, color);
      break;
    case 'send':
      c.path(`M${num(cx - 7 * s)} ${num(cy - 6 * s)}l${k(15)} ${k(6)}-${k(15)} ${k(6)} ${k(2)}-${k(6)}z`, color);
      break;
    case 'bed':
      c.stroke(`M${num(cx - 7 * s)} ${num(cy + 5 * s)}v${k(-10)}M${num(cx - 7 * s)} ${num(cy + 2 * s)}h${k(14)}v${k(3)}M${num(cx - 3 * s)} ${num(cy - 1 * s)}h${k(10)}`, color, 1.8 * s);
      break;
    case 'wifi':
      c.stroke(`M${num(cx - 7 * s)} ${num(cy - 2 * s)}q${k(7)}-${k(6)} ${k(14)} 0M${num(cx - 4 * s)} ${num(cy + 1 * s)}q${k(4)}-${k(3)} ${k(8)} 0`, color, 1.8 * s);
      c.circ(cx, cy + 4.5 * s, 1.6 * s, color);
      break;
    case 'cal':
      c.box(cx - 7 * s, cy - 6 * s, 14 * s, 13 * s, 3 * s, color, 1.8 * s);
      c.stroke(`M${num(cx - 7 * s)} ${num(cy - 2 * s)}h${k(14)}`, color, 1.8 * s);
      break;
    case 'user':
      c.circ(cx, cy - 3 * s, 3.5 * s, color);
      c.path(`M${num(cx - 6.5 * s)} ${num(cy + 7 * s)}a${k(6.5)} ${k(6)} 0 0 1 ${k(13)} 0z`, color);
      break;
    case 'home':
      c.path(`M${num(cx - 7 * s)} ${num(cy)}l${k(7)}-${k(7)} ${k(7)} ${k(7)}v${k(7)}h${k(-14)}z`, color);
      break;
    case 'grid':
      c.path(`M${num(cx - 7 * s)} ${num(cy - 7 * s)}h${k(6)}v${k(6)}h${k(-6)}zM${num(cx + 1 * s)} ${num(cy - 7 * s)}h${k(6)}v${k(6)}h${k(-6)}zM${num(cx - 7 * s)} ${num(cy + 1 * s)}h${k(6)}v${k(6)}h${k(-6)}zM${num(cx + 1 * s)} ${num(cy + 1 * s)}h${k(6)}v${k(6)}h${k(-6)}z`, color);
      break;
    case 'chat':
      c.path(`M${num(cx - 8 * s)} ${num(cy - 6 * s)}h${k(16)}v${k(10)}h${k(-9)}l${k(-4)} ${k(4)}v${k(-4)}h${k(-3)}z`, color);
      break;
    case 'bag':
      c.rect(cx - 7 * s, cy - 3 * s, 14 * s, 11 * s, 2 * s, color);
      c.stroke(`M${num(cx - 3.5 * s)} ${num(cy - 3 * s)}v${k(-2)}a${k(3.5)} ${k(3.5)} 0 0 1 ${k(7)} 0v${k(2)}`, color, 1.8 * s);
      break;
    case 'wallet':
      c.rect(cx - 8 * s, cy - 6 * s, 16 * s, 12 * s, 3 * s, color);
      c.rect(cx + 2 * s, cy - 2 * s, 6 * s, 4 * s, 2 * s, '#fff', ' fill-opacity=".6"');
      break;
    default:
      c.rect(cx - 7 * s, cy - 7 * s, 14 * s, 14 * s, 4 * s, color);
  }
}

/** Soft gradient image placeholder with an abstract motif. */
export function img(c: Ctx, x: number, y: number, w: number, h: number, r: number, kind: ImgKind = 'plain', gi?: number): void {
  const p = c.palette;
  const [g1, g2] = p.grads[gi ?? c.rng.int(0, p.grads.length - 1)]!;
  c.layer();
  const clip = c.doc.clip(w, h, r);
  c.put(`<g transform="translate(${num(x)} ${num(y)})" clip-path="${clip}">`);
  c.rect(0, 0, w, h, 0, c.doc.lin(g1, g2, 0.3, 1));
  const deep = mix(g2, p.accentDeep, 0.25);
  const mid = mix(g1, g2, 0.5);
  switch (kind) {
    case 'land': {
      c.circ(w * 0.72, h * 0.34, Math.min(w, h) * 0.12, '#fff', ' fill-opacity=".75"');
      c.path(`M0 ${num(h * 0.72)}Q${num(w * 0.25)} ${num(h * 0.5)} ${num(w * 0.5)} ${num(h * 0.68)}T${num(w)} ${num(h * 0.6)}V${num(h)}H0z`, mix(deep, '#fff', 0.25));
      c.path(`M0 ${num(h * 0.86)}Q${num(w * 0.35)} ${num(h * 0.7)} ${num(w * 0.7)} ${num(h * 0.84)}T${num(w)} ${num(h * 0.8)}V${num(h)}H0z`, deep, ' fill-opacity=".8"');
      break;
    }
    case 'city': {
      const base = h * 0.9;
      let xx = w * 0.06;
      const parts: string[] = [];
      while (xx < w * 0.94) {
        const bw = c.rng.range(0.08, 0.16) * w;
        const bh = c.rng.range(0.25, 0.6) * h;
        parts.push(`M${num(xx)} ${num(base)}v${num(-bh)}h${num(bw)}v${num(bh)}z`);
        xx += bw + w * 0.02;
      }
      c.path(parts.join(''), deep, ' fill-opacity=".55"');
      c.rect(0, base, w, h - base, 0, deep, ' fill-opacity=".7"');
      break;
    }
    case 'room': {
      c.rect(w * 0.12, h * 0.18, w * 0.3, h * 0.34, 4, '#fff', ' fill-opacity=".55"');
      c.rect(0, h * 0.7, w, h * 0.3, 0, mix(deep, '#fff', 0.4));
      c.rect(w * 0.3, h * 0.5, w * 0.6, h * 0.28, 10, '#fff', ' fill-opacity=".85"');
      c.rect(w * 0.34, h * 0.44, w * 0.18, h * 0.1, 6, mix(mid, '#fff', 0.5));
      c.rect(w * 0.56, h * 0.44, w * 0.18, h * 0.1, 6, mix(mid, '#fff', 0.5));
      break;
    }
    case 'garment':
    case 'dress': {
      const s = Math.min(w / 100, h / 120) * 0.8;
      const ox = w / 2;
      const oy = h / 2 - 56 * s;
      const k = (v: number) => num(v * s);
      const d =
        kind === 'garment'
          ? `M${num(ox - 14 * s)} ${num(oy)}l${k(-26)} ${k(12)}-${k(10)} ${k(26)} ${k(14)} ${k(6)} ${k(6)}-${k(12)}v${k(80)}h${k(60)}v${k(-80)}l${k(6)} ${k(12)} ${k(14)}-${k(6)}-${k(10)}-${k(26)}-${k(-26)}-${k(-12)}c${k(-4)} ${k(10)}-${k(24)} ${k(10)}-${k(28)} 0z`
          : `M${num(ox - 12 * s)} ${num(oy)}h${k(24)}l${k(4)} ${k(30)}-${k(6)} ${k(10)} ${k(26)} ${k(72)}h${k(-72)}l${k(26)}-${k(72)}-${k(6)}-${k(-10)}z`;
      c.rect(0, h * 0.82, w, h * 0.18, 0, '#fff', ' fill-opacity=".25"');
      c.path(d, deep, ' fill-opacity=".8"');
      break;
    }
    case 'item': {
      c.circ(w / 2, h / 2, Math.min(w, h) * 0.42, '#fff', ' fill-opacity=".25"');
      const s = Math.min(w, h) * 0.28;
      const cx = w / 2;
      const cy = h / 2;
      const shape = c.rng.int(0, 2);
      if (shape === 0) {
        c.path(`M${num(cx)} ${num(cy - s)}l${num(s * 0.8)} ${num(s * 0.6)}-${num(s * 0.8)} ${num(s * 1.4)}-${num(s * 0.8)}-${num(s * 1.4)}z`, deep);
        c.path(`M${num(cx)} ${num(cy - s)}l${num(s * 0.8)} ${num(s * 0.6)}h-${num(s * 1.6)}z`, '#fff', ' fill-opacity=".45"');
      } else if (shape === 1) {
        const pts = [0, 1, 2, 3, 4, 5].map((i) => `${num(cx + s * Math.cos((i * Math.PI) / 3 + Math.PI / 6))} ${num(cy + s * Math.sin((i * Math.PI) / 3 + Math.PI / 6))}`);
        c.path(`M${pts.join('L')}z`, deep);
        c.circ(cx, cy, s * 0.42, '#fff', ' fill-opacity=".5"');
      } else {
        c.path(`M${num(cx - s * 0.18)} ${num(cy + s)}v-${num(s * 1.5)}l${num(s * 0.18)}-${num(s * 0.5)} ${num(s * 0.18)} ${num(s * 0.5)}v${num(s * 1.5)}z`, deep);
        c.rect(cx - s * 0.55, cy + s * 0.45, s * 1.1, s * 0.2, s * 0.1, deep);
      }
      break;
    }
    case 'poster': {
      c.rect(0, 0, w, h, 0, c.doc.lin(p.night, mix(p.accentDeep, p.night, 0.3), 0.2, 1));
      c.circ(w * c.rng.range(0.3, 0.7), h * c.rng.range(0.3, 0.45), Math.min(w, h) * 0.32, c.doc.lin(p.accent, p.alt, 1, 1));
      c.path(`M0 ${num(h * 0.7)}L${num(w)} ${num(h * 0.5)}V${num(h * 0.62)}L0 ${num(h * 0.82)}z`, p.third, ' fill-opacity=".85"');
      c.bar(w * 0.1, h * 0.86, w * 0.5, Math.max(6, h * 0.04), '#fff');
      break;
    }
    case 'person': {
      c.circ(w / 2, h * 0.42, Math.min(w, h) * 0.17, deep, ' fill-opacity=".75"');
      c.path(`M${num(w * 0.2)} ${num(h)}a${num(w * 0.3)} ${num(h * 0.3)} 0 0 1 ${num(w * 0.6)} 0z`, deep, ' fill-opacity=".75"');
      break;
    }
    case 'map':
      mapTiles(c, 0, 0, w, h);
      break;
    default:
      c.circ(w * 0.8, h * 0.2, Math.min(w, h) * 0.5, '#fff', ' fill-opacity=".18"');
  }
  c.layer();
  c.put('</g>');
}

/** Stylised map background: blocks, a river, roads. */
export function mapTiles(c: Ctx, x: number, y: number, w: number, h: number): void {
  const p = c.palette;
  const land = mix('#eef0ea', p.accent, 0.04);
  c.rect(x, y, w, h, 0, land);
  const park = mix('#d6ead0', p.accent, 0.08);
  const water = mix('#cfe3f2', p.accent, 0.06);
  const r = c.rng;
  c.path(`M${num(x + w * 0.1)} ${num(y + h * 0.55)}h${num(w * 0.22)}v${num(h * 0.18)}h${num(-w * 0.22)}zM${num(x + w * 0.62)} ${num(y + h * 0.12)}h${num(w * 0.2)}v${num(h * 0.16)}h${num(-w * 0.2)}z`, park);
  c.path(`M${num(x)} ${num(y + h * r.range(0.25, 0.35))}C${num(x + w * 0.3)} ${num(y + h * 0.2)} ${num(x + w * 0.4)} ${num(y + h * 0.5)} ${num(x + w * 0.7)} ${num(y + h * 0.45)}S${num(x + w)} ${num(y + h * 0.5)} ${num(x + w)} ${num(y + h * 0.5)}v${num(h * 0.08)}C${num(x + w * 0.8)} ${num(y + h * 0.58)} ${num(x + w * 0.6)} ${num(y + h * 0.55)} ${num(x + w * 0.45)} ${num(y + h * 0.52)}S${num(x + w * 0.2)} ${num(y + h * 0.33)} ${num(x)} ${num(y + h * 0.4)}z`, water);
  const roads: string[] = [];
  for (let i = 1; i < 5; i++) roads.push(`M${num(x + (w * i) / 5 + r.range(-20, 20))} ${num(y)}l${num(r.range(-40, 40))} ${num(h)}`);
  for (let i = 1; i < 4; i++) roads.push(`M${num(x)} ${num(y + (h * i) / 4 + r.range(-20, 20))}l${num(w)} ${num(r.range(-30, 30))}`);
  c.stroke(roads.join(''), '#ffffff', 7);
  c.stroke(`M${num(x)} ${num(y + h * 0.85)}C${num(x + w * 0.4)} ${num(y + h * 0.75)} ${num(x + w * 0.5)} ${num(y + h * 0.3)} ${num(x + w)} ${num(y + h * 0.18)}`, mix('#f7e7b5', p.accent, 0.1), 9);
}

/** A map pin carrying a price pill. */
export function pricePin(c: Ctx, x: number, y: number, active = false, w = 56): void {
  const fill = active ? c.palette.accentStrong : '#ffffff';
  c.rect(x - w / 2, y - 30, w, 26, 13, fill, active ? '' : ` stroke="${c.palette.line}"`);
  c.path(`M${num(x - 5)} ${num(y - 5)}l5 6 5-6z`, fill);
  c.bar(x - w / 2 + 12, y - 21, w - 24, 8, active ? '#fff' : c.palette.ink);
}

export function button(c: Ctx, x: number, y: number, w: number, h = 44, kind: 'primary' | 'secondary' | 'ghost' = 'primary', label?: number): void {
  const p = c.palette;
  const fill = kind === 'primary' ? p.accentStrong : kind === 'secondary' ? p.accentTint : 'none';
  const extra = kind === 'ghost' ? ` stroke="${p.line}" stroke-width="1.5"` : '';
  c.rect(x, y, w, h, h / 2, fill, extra);
  const lw = label ?? Math.min(w * 0.5, 96);
  c.bar(x + (w - lw) / 2, y + h / 2 - 4, lw, 8, kind === 'primary' ? '#ffffff' : p.accentStrong);
}

export function chip(c: Ctx, x: number, y: number, w: number, active = false, h = 32): void {
  const p = c.palette;
  c.rect(x, y, w, h, h / 2, active ? p.accentStrong : p.surface, active ? '' : ` stroke="${p.line}" stroke-width="1.5"`);
  c.bar(x + 14, y + h / 2 - 3.5, w - 28, 7, active ? '#fff' : p.ink);
}

/** A row of chips, returns the x after the last. */
export function chips(c: Ctx, x: number, y: number, maxW: number, count: number, activeIndex = 0, h = 32): void {
  let xx = x;
  for (let i = 0; i < count; i++) {
    const w = c.rng.barWidth(64, 104);
    if (xx + w > x + maxW) break;
    chip(c, xx, y, w, i === activeIndex, h);
    xx += w + 8;
  }
}

export function searchField(c: Ctx, x: number, y: number, w: number, h = 44): void {
  c.rect(x, y, w, h, h / 2, c.palette.surface2);
  icon(c, x + 22, y + h / 2, 'search', c.palette.inkSoft);
  c.bar(x + 42, y + h / 2 - 4, Math.min(w * 0.5, 160), 8, c.palette.inkSoft);
}

export function input(c: Ctx, x: number, y: number, w: number, h = 48, filled = true): void {
  c.bar(x, y, c.rng.barWidth(48, 88), 7, c.palette.inkSoft);
  c.rect(x, y + 16, w, h, 12, c.palette.surface, ` stroke="${c.palette.line}" stroke-width="1.5"`);
  if (filled) c.bar(x + 16, y + 16 + h / 2 - 4, c.rng.barWidth(w * 0.3, w * 0.6), 8, c.palette.ink);
}

export function toggle(c: Ctx, x: number, y: number, on: boolean): void {
  c.rect(x, y, 44, 26, 13, on ? c.palette.accentStrong : c.palette.surface3);
  c.circ(on ? x + 31 : x + 13, y + 13, 10, '#fff');
}

export function checkbox(c: Ctx, x: number, y: number, on: boolean): void {
  c.rect(x, y, 22, 22, 6, on ? c.palette.accentStrong : c.palette.surface, on ? '' : ` stroke="${c.palette.inkFaint}" stroke-width="1.5"`);
  if (on) icon(c, x + 11, y + 11, 'check', '#fff', 0.8);
}

export function slider(c: Ctx, x: number, y: number, w: number, v: number): void {
  c.rect(x, y - 3, w, 6, 3, c.palette.surface3);
  c.rect(x, y - 3, w * v, 6, 3, c.palette.accentStrong);
  c.circ(x + w * v, y, 12, '#fff', ` stroke="${c.palette.accentStrong}" stroke-width="3"`);
}

export function avatar(c: Ctx, cx: number, cy: number, r: number, gi?: number): void {
  const [g1, g2] = c.palette.grads[gi ?? c.rng.int(0, 3)]!;
  c.circ(cx, cy, r, c.doc.lin(g1, g2));
  c.circ(cx, cy - r * 0.18, r * 0.34, '#fff', ' fill-opacity=".75"');
  c.path(`M${num(cx - r * 0.62)} ${num(cy + r * 0.62)}a${num(r * 0.62)} ${num(r * 0.5)} 0 0 1 ${num(r * 1.24)} 0z`, '#fff', ' fill-opacity=".75"');
}

export function stars(c: Ctx, x: number, y: number, count = 5, filled = 4, s = 0.9): void {
  for (let i = 0; i < count; i++) icon(c, x + i * 15 * s + 6 * s, y + 6 * s, 'star', i < filled ? c.palette.warn : c.palette.inkFaint, s);
}

export function badge(c: Ctx, x: number, y: number, w: number, fill: string, ink = '#fff', h = 22): void {
  c.rect(x, y, w, h, 6, fill);
  c.bar(x + 8, y + h / 2 - 3.5, w - 16, 7, ink);
}

/** Mobile top app bar with back arrow, title and action. */
export function appBar(c: Ctx, y = 52, title = true): number {
  icon(c, 28, y + 20, 'back', c.palette.ink);
  if (title) c.bar(c.w / 2 - 56, y + 14, 112, 12, c.palette.ink);
  icon(c, c.w - 28, y + 20, 'heart', c.palette.inkSoft);
  return y + 48;
}

/** Mobile bottom tab bar. */
export function tabBar(c: Ctx, active = 0, kinds = ['home', 'search', 'heart', 'user']): void {
  const y = c.h - 76;
  c.layer();
  c.rect(0, y, c.w, 76, 0, c.palette.surface);
  c.rect(0, y, c.w, 1, 0, c.palette.line);
  const step = c.w / kinds.length;
  kinds.forEach((k, i) => {
    const cx = step * i + step / 2;
    icon(c, cx, y + 24, k, i === active ? c.palette.accentStrong : c.palette.inkSoft);
    c.bar(cx - 14, y + 40, 28, 5, i === active ? c.palette.accentStrong : c.palette.inkFaint);
  });
  c.rect(c.w / 2 - 60, c.h - 10, 120, 5, 3, c.palette.ink);
}

/** Desktop top navigation. */
export function topNav(c: Ctx, cta = true): number {
  const p = c.palette;
  c.rect(0, 0, c.w, 72, 0, p.surface);
  c.rect(0, 71, c.w, 1, 0, p.line);
  c.rect(40, 24, 24, 24, 7, p.accentStrong);
  c.bar(74, 30, 88, 12, p.ink);
  for (let i = 0; i < 4; i++) c.bar(c.w / 2 - 200 + i * 110, 32, c.rng.barWidth(56, 80), 8, i === 0 ? p.ink : p.inkSoft);
  if (cta) button(c, c.w - 180, 16, 140, 40, 'primary', 72);
  else avatar(c, c.w - 60, 36, 18);
  return 72;
}

/** Desktop sidebar for dashboards. */
export function sidebar(c: Ctx, active = 1, w = 232): number {
  const p = c.palette;
  c.rect(0, 0, w, c.h, 0, p.surface2);
  c.rect(32, 32, 28, 28, 8, p.accentStrong);
  c.bar(70, 40, 96, 12, p.ink);
  const kinds = ['home', 'grid', 'cal', 'chat', 'user', 'bell'];
  kinds.forEach((k, i) => {
    const y = 104 + i * 48;
    if (i === active) c.rect(16, y - 4, w - 32, 40, 10, p.surface);
    icon(c, 44, y + 16, k, i === active ? p.accentStrong : p.inkSoft, 0.9);
    c.bar(68, y + 12, c.rng.barWidth(72, 112), 8, i === active ? p.ink : p.inkSoft);
  });
  return w;
}

/** Line chart with gradient area. values in [0,1]. */
export function lineChart(c: Ctx, x: number, y: number, w: number, h: number, values: number[], color = c.palette.accentStrong, area = true, grid = true): void {
  const p = c.palette;
  if (grid) {
    const g: string[] = [];
    for (let i = 0; i <= 3; i++) g.push(`M${num(x)} ${num(y + (h * i) / 3)}h${num(w)}`);
    c.stroke(g.join(''), p.line, 1);
  }
  const pts = values.map((v, i) => [x + (w * i) / (values.length - 1), y + h - v * h] as const);
  let d = `M${num(pts[0]![0])} ${num(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!;
    const [x1, y1] = pts[i]!;
    const mx = (x0 + x1) / 2;
    d += `C${num(mx)} ${num(y0)} ${num(mx)} ${num(y1)} ${num(x1)} ${num(y1)}`;
  }
  if (area) c.path(`${d}V${num(y + h)}H${num(x)}z`, c.doc.lin(color, color, 0, 1, 0.22, 0));
  c.stroke(d, color, 3);
  const [lx, ly] = pts[pts.length - 2]!;
  c.circ(lx, ly, 6, '#fff', ` stroke="${color}" stroke-width="3"`);
}

export function series(c: Ctx, k: number, lo = 0.2, hi = 0.9): number[] {
  const out: number[] = [];
  let v = c.rng.range(lo, (lo + hi) / 2);
  for (let i = 0; i < k; i++) {
    v = Math.max(lo, Math.min(hi, v + c.rng.range(-0.18, 0.22)));
    out.push(v);
  }
  return out;
}

export function barChart(c: Ctx, x: number, y: number, w: number, h: number, k: number, hi = -1, color = c.palette.accentStrong): void {
  const bw = Math.min(24, (w / k) * 0.55);
  const step = w / k;
  const base = c.doc.lin(c.palette.accentSoft, c.palette.accentSoft, 0, 1);
  void base;
  for (let i = 0; i < k; i++) {
    const v = c.rng.range(0.3, 1);
    c.vbar(x + i * step + (step - bw) / 2, y + h, bw, h * v, i === hi ? color : c.palette.accentSoft);
  }
}

export function donut(c: Ctx, cx: number, cy: number, r: number, fracs: number[], sw = 18): void {
  const colors = [c.palette.accentStrong, c.palette.alt, c.palette.third, c.palette.surface3];
  const C = 2 * Math.PI * r;
  c.ring(cx, cy, r, c.palette.surface3, sw);
  let off = 0;
  fracs.forEach((f, i) => {
    c.put(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="none" stroke="${colors[i % colors.length]}" stroke-width="${sw}" stroke-dasharray="${num(f * C - 4)} ${num(C)}" stroke-dashoffset="${num(-off * C)}" transform="rotate(-90 ${num(cx)} ${num(cy)})"/>`);
    off += f;
  });
}

/** Month calendar; selected range is [a, b] day indexes (0-based) within the grid. */
export function calendar(c: Ctx, x: number, y: number, w: number, range: [number, number] | null = null, header = true, prices = false): number {
  const p = c.palette;
  const cell = w / 7;
  let yy = y;
  if (header) {
    c.bar(x + 4, yy, 96, 12, p.ink);
    icon(c, x + w - 40, yy + 6, 'back', p.inkSoft, 0.8);
    icon(c, x + w - 12, yy + 6, 'chev', p.ink, 0.8);
    yy += 32;
  }
  for (let i = 0; i < 7; i++) c.bar(x + i * cell + cell / 2 - 6, yy, 12, 6, p.inkFaint);
  yy += 20;
  const start = c.rng.int(0, 4);
  const days = 30;
  const rowH = prices ? cell * 1.05 : Math.min(cell, 44);
  if (range) {
    const [a, b] = range;
    for (let d = a; d <= b; d++) {
      const gi = d + start;
      const col = gi % 7;
      const row = Math.floor(gi / 7);
      const cx = x + col * cell;
      const cy = yy + row * rowH;
      const first = d === a || col === 0;
      const last = d === b || col === 6;
      c.rect(cx + (first ? 2 : 0), cy + 2, cell - (first ? 2 : 0) - (last ? 2 : 0), rowH - 4, first || last ? (rowH - 4) / 2 : 0, p.accentTint);
    }
    for (const d of [a, b]) {
      const gi = d + start;
      c.circ(x + (gi % 7) * cell + cell / 2, yy + Math.floor(gi / 7) * rowH + rowH / 2, Math.min(cell, rowH) / 2 - 3, p.accentStrong);
    }
  }
  for (let d = 0; d < days; d++) {
    const gi = d + start;
    const cx = x + (gi % 7) * cell + cell / 2;
    const cy = yy + Math.floor(gi / 7) * rowH + rowH / 2;
    const sel = range && (d === range[0] || d === range[1]);
    const dw = d < 9 ? 6 : 11;
    if (prices) {
      c.bar(cx - dw / 2, cy - 10, dw, 6, sel ? '#fff' : p.ink);
      const cheap = c.rng.chance(0.3);
      c.bar(cx - 10, cy + 2, 20, 5, sel ? '#fff' : cheap ? p.positive : p.inkSoft);
    } else c.bar(cx - dw / 2, cy - 3, dw, 6, sel ? '#fff' : d % 9 === 4 ? p.inkFaint : p.ink);
  }
  return yy + Math.ceil((days + start) / 7) * rowH - y;
}

/** Simple data table; highlight column index or row index. */
export function table(c: Ctx, x: number, y: number, w: number, rows: number, cols: number, o: { rowH?: number; hiRow?: number; logos?: boolean; badges?: boolean } = {}): number {
  const p = c.palette;
  const rowH = o.rowH ?? 56;
  const colW = w / cols;
  c.rect(x, y, w, rowH - 8, 10, p.surface2);
  for (let j = 0; j < cols; j++) c.bar(x + j * colW + (j === 0 ? 20 : 16), y + rowH / 2 - 8, c.rng.barWidth(40, colW * 0.5), 7, p.inkSoft);
  for (let i = 0; i < rows; i++) {
    const ry = y + (i + 1) * rowH - 8;
    if (i === o.hiRow) c.rect(x, ry, w, rowH, 10, p.accentTint, ` stroke="${p.accentMid}" stroke-width="1.5"`);
    else c.rect(x + 8, ry + rowH - 1, w - 16, 1, 0, p.line);
    for (let j = 0; j < cols; j++) {
      const cx = x + j * colW + (j === 0 ? 20 : 16);
      const cy = ry + rowH / 2;
      if (j === 0 && o.logos) {
        c.circ(cx + 14, cy, 14, [p.accentSoft, p.altSoft, p.thirdSoft, p.surface3][i % 4]!);
        c.rect(cx + 8, cy - 6, 12, 12, 3, [p.accentStrong, p.alt, p.third, p.inkSoft][i % 4]!);
        c.bar(cx + 40, cy - 4, c.rng.barWidth(60, colW * 0.55), 9, p.ink);
      } else if (j === cols - 1 && o.badges && i % 2 === 0) {
        badge(c, cx, cy - 11, 64, i === o.hiRow ? p.accentStrong : p.accentTint, i === o.hiRow ? '#fff' : p.accentStrong);
      } else {
        c.bar(cx, cy - 4, c.rng.barWidth(36, colW * 0.55), 8, j === 1 ? p.ink : p.inkSoft);
      }
    }
  }
  return (rows + 1) * rowH;
}

/** Chat bubble; returns height. */
export function bubble(c: Ctx, side: 'bot' | 'me', y: number, lines: number, maxW = c.w * 0.7, x0 = 16): number {
  const p = c.palette;
  const lw = Array.from({ length: lines }, (_, i) => c.rng.barWidth(maxW * (i === lines - 1 ? 0.3 : 0.6), maxW - 32));
  const bw = Math.max(...lw) + 32;
  const bh = lines * 16 + 24;
  const right = x0 + (c.w - 2 * x0);
  const x = side === 'me' ? right - bw : x0 + 40;
  if (side === 'bot') avatar(c, x0 + 14, y + bh - 14, 14, 0);
  c.rect(x, y, bw, bh, 18, side === 'me' ? p.accentStrong : p.surface2);
  c.rect(side === 'me' ? x + bw - 18 : x, y + bh - 18, 18, 18, 4, side === 'me' ? p.accentStrong : p.surface2);
  lw.forEach((w, i) => c.bar(x + 16, y + 14 + i * 16, w, 8, side === 'me' ? '#fff' : p.ink));
  return bh;
}

/** A sticky note (for boards). */
export function sticky(c: Ctx, x: number, y: number, s: number, color: string, rot = 0): void {
  c.group(`translate(${num(x)} ${num(y)}) rotate(${num(rot)})`, () => {
    c.rect(2, 4, s, s, 4, '#000', ' fill-opacity=".06"');
    c.rect(0, 0, s, s, 4, color);
    c.lines(s * 0.14, s * 0.2, [s * 0.7, s * 0.55, s * 0.62], Math.max(4, s * 0.07), s * 0.16, mix(color, '#000', 0.35));
  });
}

/** A QR-like code pattern from one path. */
export function qr(c: Ctx, x: number, y: number, s: number, color: string): void {
  const m = 9;
  const u = s / m;
  const parts: string[] = [];
  const finder = (fx: number, fy: number) => {
    parts.push(`M${num(x + fx * u)} ${num(y + fy * u)}h${num(3 * u)}v${num(3 * u)}h${num(-3 * u)}z`);
  };
  finder(0, 0);
  finder(6, 0);
  finder(0, 6);
  for (let i = 0; i < m; i++)
    for (let j = 0; j < m; j++) {
      const inF = (i < 4 && j < 4) || (i > 4 && j < 4) || (i < 4 && j > 4);
      if (!inF && c.rng.chance(0.5)) parts.push(`M${num(x + i * u)} ${num(y + j * u)}h${num(u)}v${num(u)}h${num(-u)}z`);
    }
  c.path(parts.join(''), color);
  const hole = (fx: number, fy: number) => {
    c.rect(x + fx * u + u * 0.6, y + fy * u + u * 0.6, u * 1.8, u * 1.8, 1, '#fff');
    c.rect(x + fx * u + u * 1.05, y + fy * u + u * 1.05, u * 0.9, u * 0.9, 1, color);
  };
  hole(0, 0);
  hole(6, 0);
  hole(0, 6);
}

/** Section heading row: title bar and a "see all" link bar. */
export function heading(c: Ctx, x: number, y: number, w: number, link = true): void {
  c.bar(x, y, c.rng.barWidth(100, 150), 12, c.palette.ink);
  if (link) c.bar(x + w - 48, y + 2, 48, 8, c.palette.accentStrong);
}
