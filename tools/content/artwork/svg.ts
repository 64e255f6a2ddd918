/** Minimal SVG writer: a document with shared defs, and a drawing context. */
import type { Palette } from './palette.ts';
import type { Rng } from './rng.ts';

/** Format a number with at most one decimal. */
export function num(v: number): string {
  const r = Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Shorten numbers (0.5 → .5) and path data (`1 -2` → `1-2`). */
export function compact(svg: string): string {
  return svg
    .replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${d.replace(/ -/g, '-').replace(/([a-zA-Z]) /g, '$1')}"`)
    .replace(/ stroke-width="1\.5"/g, '')
    .replace(/([^\d.])(-?)0\.(\d)/g, '$1$2.$3');
}

/** Replace frequent fill colours and stroke styles with short CSS classes (smaller files, same rendering). */
export function classify(svg: string): string {
  const fills = new Map<string, number>();
  const strokes = new Map<string, number>();
  const elRe = /<(path|rect|circle|ellipse|g)( [^>]*?)(\/?)>/g;
  for (const m of svg.matchAll(elRe)) {
    const attrs = m[2];
    const f = / fill="(#[0-9a-f]{3,6})"/.exec(attrs!);
    if (f) fills.set(f[1]!, (fills.get(f[1]!) ?? 0) + 1);
    const st = / stroke="(#[0-9a-f]{3,6})"/.exec(attrs!);
    const sw = / stroke-width="([\d.]+)"/.exec(attrs!);
    if (st && sw) {
      const k = `${st[1]}|${sw[1]}`;
      strokes.set(k, (strokes.get(k) ?? 0) + 1);
    }
  }
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let i = 0;
  const name = () => {
    const k = i++;
    return k < 26 ? letters[k] : letters[Math.floor(k / 26) - 1]! + letters[k % 26]!;
  };
  const fmap = new Map<string, string>();
  const smap = new Map<string, string>();
  const css: string[] = [];
  for (const [col, k] of [...fills].sort((a, b) => b[1] - a[1])) {
    if (k < 3) continue;
    const nm = name();
    fmap.set(col, nm!);
    css.push(`.${nm}{fill:${col}}`);
  }
  for (const [key, k] of [...strokes].sort((a, b) => b[1] - a[1])) {
    if (k < 2) continue;
    const [col, w] = key.split('|');
    const nm = name();
    smap.set(key, nm!);
    css.push(`.${nm}{stroke:${col};stroke-width:${w}}`);
  }
  if (!css.length) return svg;
  const body = svg.replace(elRe, (all, tag: string, attrs: string, close: string) => {
    const cls: string[] = [];
    let a = attrs;
    const f = / fill="(#[0-9a-f]{3,6})"/.exec(a);
    if (f && fmap.has(f[1]!)) {
      cls.push(fmap.get(f[1]!)!);
      a = a.replace(f[0], '');
    }
    const st = / stroke="(#[0-9a-f]{3,6})"/.exec(a);
    const sw = / stroke-width="([\d.]+)"/.exec(a);
    if (st && sw && smap.has(`${st[1]}|${sw[1]}`)) {
      cls.push(smap.get(`${st[1]}|${sw[1]}`)!);
      a = a.replace(st[0], '').replace(sw[0], '');
    }
    if (!cls.length) return all;
    return `<${tag}${a} class="${cls.join(' ')}"${close}>`;
  });
  return body.replace(/(<svg[^>]*>)/, `$1<style>${css.join('')}</style>`);
}

export class Doc {
  readonly defs: string[] = [];
  private cache = new Map<string, string>();
  private seq = 0;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  uid(prefix: string): string {
    return prefix + (this.seq++).toString(36);
  }

  private cached(key: string, make: (id: string) => string): string {
    let id = this.cache.get(key);
    if (!id) {
      id = this.uid(key[0]!);
      this.defs.push(make(id));
      this.cache.set(key, id);
    }
    return id;
  }

  /** Linear gradient from c1 to c2 along (0,0)→(x2,y2) in bounding-box units. */
  lin(c1: string, c2: string, x2 = 1, y2 = 1, o1 = 1, o2 = 1): string {
    const id = this.cached(`l${c1}${c2}${x2}${y2}${o1}${o2}`, (id) => {
      const so = (o: number) => (o === 1 ? '' : ` stop-opacity="${o}"`);
      return `<linearGradient id="${id}" x2="${x2}" y2="${y2}"><stop stop-color="${c1}"${so(o1)}/><stop offset="1" stop-color="${c2}"${so(o2)}/></linearGradient>`;
    });
    return `url(#${id})`;
  }

  /** Radial glow: colour at the centre fading to transparent (a cheap "blur"). */
  glow(c: string, o = 1, mid = 0.45): string {
    const id = this.cached(`r${c}${o}${mid}`, (id) =>
      `<radialGradient id="${id}"><stop stop-color="${c}" stop-opacity="${o}"/><stop offset="${mid}" stop-color="${c}" stop-opacity="${num(o * 0.55)}"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Dot-grid pattern fill (design-canvas look). */
  dots(color: string, step = 24, r = 1.4): string {
    const id = this.cached(`p${color}${step}${r}`, (id) =>
      `<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="${r}" fill="${color}"/></pattern>`,
    );
    return `url(#${id})`;
  }

  /** Rounded-rect clip in local units. */
  clip(w: number, h: number, r: number): string {
    const id = this.cached(`c${w}x${h}r${r}`, (id) =>
      `<clipPath id="${id}"><rect width="${num(w)}" height="${num(h)}" rx="${num(r)}"/></clipPath>`,
    );
    return `url(#${id})`;
  }

  render(body: string): string {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    const svg0 = `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${defs}${body}</svg>\n`;
    return classify(compact(svg0));
  }
}

export type Paint = string;

/**
 * A drawing context. Text is drawn as rounded bars; bars of the same colour and
 * thickness are merged into one path (round-capped strokes) to keep files small.
 * Bars are flushed at `layer()` and at the end, so draw overlays after `layer()`.
 */
export class Ctx {
  private parts: string[] = [];
  private bars = new Map<string, string[]>();
  readonly mobile: boolean;
  constructor(
    readonly doc: Doc,
    readonly palette: Palette,
    readonly rng: Rng,
    readonly w: number,
    readonly h: number,
  ) {
    this.mobile = w < 600;
  }

  put(s: string): void {
    this.parts.push(s);
  }

  rect(x: number, y: number, w: number, h: number, rx: number, fill: Paint, extra = ''): void {
    if (w <= 0 || h <= 0) return;
    const xy = (x ? ` x="${num(x)}"` : '') + (y ? ` y="${num(y)}"` : '');
    const r = rx ? ` rx="${num(Math.min(rx, w / 2, h / 2))}"` : '';
    this.put(`<rect${xy} width="${num(w)}" height="${num(h)}"${r} fill="${fill}"${extra}/>`);
  }

  /** Rectangle outline only. */
  box(x: number, y: number, w: number, h: number, rx: number, stroke: string, sw = 1, extra = ''): void {
    this.rect(x, y, w, h, rx, 'none', ` stroke="${stroke}" stroke-width="${num(sw)}"${extra}`);
  }

  circ(cx: number, cy: number, r: number, fill: Paint, extra = ''): void {
    this.put(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra}/>`);
  }

  ring(cx: number, cy: number, r: number, stroke: string, sw: number, extra = ''): void {
    this.put(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="none" stroke="${stroke}" stroke-width="${num(sw)}"${extra}/>`);
  }

  path(d: string, fill: Paint, extra = ''): void {
    this.put(`<path d="${d}" fill="${fill}"${extra}/>`);
  }

  stroke(d: string, color: string, sw: number, extra = ''): void {
    this.put(`<path d="${d}" fill="none" stroke="${color}" stroke-width="${num(sw)}"${extra}/>`);
  }

  /** A horizontal text bar: top-left (x, y), length w, thickness h. */
  bar(x: number, y: number, w: number, h: number, color: string): void {
    const len = Math.max(0.2, w - h);
    const key = `${color}|${num(h)}`;
    const list = this.bars.get(key) ?? [];
    list.push(`M${num(x + h / 2)} ${num(y + h / 2)}h${num(len)}`);
    this.bars.set(key, list);
  }

  /** A vertical bar (for bar charts): bottom-left (x, yBottom), height h, thickness w. */
  vbar(x: number, yBottom: number, w: number, h: number, color: string): void {
    const len = Math.max(0.2, h - w);
    const key = `${color}|${num(w)}`;
    const list = this.bars.get(key) ?? [];
    list.push(`M${num(x + w / 2)} ${num(yBottom - w / 2)}v${num(-len)}`);
    this.bars.set(key, list);
  }

  /** Several text lines at a fixed pitch. */
  lines(x: number, y: number, widths: number[], h: number, pitch: number, color: string): void {
    widths.forEach((w, i) => this.bar(x, y + i * pitch, w, h, color));
  }

  layer(): void {
    for (const [key, segs] of this.bars) {
      const [color, h] = key.split('|');
      this.put(`<path d="${segs.join('')}" stroke="${color}" stroke-width="${h}"/>`);
    }
    this.bars.clear();
  }

  /** Draw into a translated/scaled group. */
  group(transform: string, fn: () => void, extra = ''): void {
    this.layer();
    this.put(`<g transform="${transform}"${extra}>`);
    fn();
    this.layer();
    this.put('</g>');
  }

  /** A sub-context with its own size (for device screens). */
  child(w: number, h: number): Ctx {
    return new Ctx(this.doc, this.palette.scr, this.rng, w, h);
  }

  out(): string {
    this.layer();
    return this.parts.join('');
  }
}

export function tr(x: number, y: number, s = 1, rot = 0): string {
  let t = `translate(${num(x)} ${num(y)})`;
  if (rot) t += ` rotate(${num(rot)})`;
  if (s !== 1) t += ` scale(${Math.round(s * 1000) / 1000})`;
  return t;
}
