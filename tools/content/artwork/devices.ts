/** Device frames: phone, tablet, laptop, browser window, each clipping a screen. */
import type { Ctx } from './svg.ts';
import { num, tr } from './svg.ts';

/** A screen painter; return { dark: true } when the screen is dark (status bar turns light). */
export type Screen = (c: Ctx) => void | { dark?: boolean };

export const PHONE = { sw: 360, sh: 780, bez: 10, r: 58 };
export const TABLET = { sw: 1024, sh: 720, bez: 20, r: 38 };
export const LAPTOP = { sw: 1280, sh: 800 };
export const BROWSER = { sw: 1280, sh: 760, bar: 44 };

/** A soft shadow built from a few translucent rounded rects (no filters). */
export function shadow(c: Ctx, x: number, y: number, w: number, h: number, r: number, k = 1, strength = 1): void {
  const steps = 5;
  const parts: string[] = [];
  for (let i = steps; i >= 1; i--) {
    const s = i * 5 * k;
    const dy = (8 + i * 4) * k;
    parts.push(
      `<rect x="${num(x - s)}" y="${num(y - s + dy)}" width="${num(w + 2 * s)}" height="${num(h + 2 * s)}" rx="${num(r + s)}"/>`,
    );
  }
  c.layer();
  c.put(`<g fill="${c.palette.shadow}" fill-opacity="${Math.round(0.028 * strength * 1000) / 1000}">${parts.join('')}</g>`);
}

function paintScreen(c: Ctx, screen: Screen, w: number, h: number, r: number, statusBar: boolean): void {
  const sc = c.child(w, h);
  sc.rect(0, 0, w, h, 0, sc.palette.surface);
  const res = screen(sc) || {};
  if (statusBar) {
    sc.layer();
    const ink = res.dark ? '#ffffff' : sc.palette.ink;
    sc.bar(30, 17, 34, 11, ink);
    // signal, wifi, battery
    sc.put(`<path d="M${w - 92} 28h3v-4h-3zM${w - 86} 28h3v-7h-3zM${w - 80} 28h3v-10h-3z" fill="${ink}"/>`);
    sc.rect(w - 62, 17, 26, 12, 4, 'none', ` stroke="${ink}" stroke-opacity=".5" stroke-width="1.5"`);
    sc.rect(w - 59, 20, 17, 6, 2, ink);
  }
  c.put(`<g clip-path="${c.doc.clip(w, h, r)}">${sc.out()}</g>`);
}

export type DeviceOpts = { rot?: number; shadow?: number; flat?: boolean };

/** Phone whose outer frame has the given width; returns its height. */
export function phone(c: Ctx, x: number, y: number, width: number, screen: Screen, o: DeviceOpts = {}): number {
  const { sw, sh, bez, r } = PHONE;
  const W = sw + 2 * bez;
  const H = sh + 2 * bez;
  const s = width / W;
  c.group(tr(x, y, s, o.rot ?? 0), () => {
    if (o.shadow !== 0) shadow(c, 0, 0, W, H, r, 1 / s, o.shadow ?? 1);
    c.put(`<path d="M-2.5 150h3v34h-3zM-2.5 196h3v58h-3zM${W - 0.5} 214h3v88h-3z" fill="${c.palette.frameEdge}"/>`);
    c.rect(0, 0, W, H, r, c.palette.frame);
    c.rect(1.5, 1.5, W - 3, H - 3, r - 1.5, 'none', ` stroke="${c.palette.frameEdge}" stroke-width="2"`);
    c.group(`translate(${bez} ${bez})`, () => {
      paintScreen(c, screen, sw, sh, r - bez, true);
      c.rect(sw / 2 - 46, 11, 92, 26, 13, '#000');
    });
  });
  return H * s;
}
export const phoneHeight = (width: number) => (width * (PHONE.sh + 2 * PHONE.bez)) / (PHONE.sw + 2 * PHONE.bez);

/** Tablet (landscape by default); width is the outer frame width. */
export function tablet(c: Ctx, x: number, y: number, width: number, screen: Screen, o: DeviceOpts & { portrait?: boolean } = {}): number {
  const { bez, r } = TABLET;
  const sw = o.portrait ? TABLET.sh : TABLET.sw;
  const sh = o.portrait ? TABLET.sw : TABLET.sh;
  const W = sw + 2 * bez;
  const H = sh + 2 * bez;
  const s = width / W;
  c.group(tr(x, y, s, o.rot ?? 0), () => {
    if (o.shadow !== 0) shadow(c, 0, 0, W, H, r, 1 / s, o.shadow ?? 1);
    c.rect(0, 0, W, H, r, c.palette.frame);
    c.rect(1.5, 1.5, W - 3, H - 3, r - 1.5, 'none', ` stroke="${c.palette.frameEdge}" stroke-width="2"`);
    c.circ(o.portrait ? W / 2 : bez / 2, o.portrait ? bez / 2 : H / 2, 3.5, c.palette.frameEdge);
    c.group(`translate(${bez} ${bez})`, () => paintScreen(c, screen, sw, sh, 14, false));
  });
  return H * s;
}
export const tabletHeight = (width: number, portrait = false) =>
  portrait
    ? (width * (TABLET.sw + 2 * TABLET.bez)) / (TABLET.sh + 2 * TABLET.bez)
    : (width * (TABLET.sh + 2 * TABLET.bez)) / (TABLET.sw + 2 * TABLET.bez);

/** Laptop; width is the width of the base (widest part); returns total height. */
export function laptop(c: Ctx, x: number, y: number, width: number, screen: Screen, o: DeviceOpts = {}): number {
  const { sw, sh } = LAPTOP;
  const bez = 18;
  const LW = sw + 2 * bez;
  const LH = sh + bez + 30;
  const BW = LW * 1.14;
  const s = width / BW;
  const ox = (BW - LW) / 2;
  c.group(tr(x, y, s, o.rot ?? 0), () => {
    if (o.shadow !== 0) {
      shadow(c, ox + 10, 10, LW - 20, LH + 20, 26, 1 / s, o.shadow ?? 1);
    }
    c.rect(ox, 0, LW, LH + 8, 26, c.palette.frame);
    c.rect(ox + 1.5, 1.5, LW - 3, LH + 5, 25, 'none', ` stroke="${c.palette.frameEdge}" stroke-width="2"`);
    c.circ(ox + LW / 2, bez / 2 + 1, 3, c.palette.frameEdge);
    c.group(`translate(${num(ox + bez)} ${bez})`, () => paintScreen(c, screen, sw, sh, 6, false));
    const base = c.doc.lin('#e4e5e9', '#b4b7bf', 0, 1);
    c.path(`M0 ${LH}h${num(BW)}v10c0 8-10 16-30 16H30C10 ${LH + 26} 0 ${LH + 18} 0 ${LH + 10}z`, base);
    c.rect(BW / 2 - 110, LH, 220, 9, 5, '#9fa3ab');
  });
  return (LH + 26) * s;
}
export const laptopHeight = (width: number) => {
  const LW = LAPTOP.sw + 36;
  return (width * (LAPTOP.sh + 18 + 30 + 26)) / (LW * 1.14);
};

/** Browser window; width is the window width; returns its height. */
export function browser(c: Ctx, x: number, y: number, width: number, screen: Screen, o: DeviceOpts & { sh?: number } = {}): number {
  const sw = BROWSER.sw;
  const sh = o.sh ?? BROWSER.sh;
  const bar = BROWSER.bar;
  const H = sh + bar;
  const s = width / sw;
  c.group(tr(x, y, s, o.rot ?? 0), () => {
    const q = c.palette.scr;
    if (o.shadow !== 0) shadow(c, 0, 0, sw, H, 16, 1 / s, o.shadow ?? 1);
    c.rect(0, 0, sw, H, 16, q.surface2);
    c.path(`M22 22m-6 0a6 6 0 1 0 12 0a6 6 0 1 0-12 0M42 22m-6 0a6 6 0 1 0 12 0a6 6 0 1 0-12 0M62 22m-6 0a6 6 0 1 0 12 0a6 6 0 1 0-12 0`, q.surface3);
    c.rect(sw / 2 - 220, 10, 440, 24, 12, q.surface3);
    c.bar(sw / 2 - 60, 18, 120, 8, q.inkFaint);
    c.group(`translate(0 ${bar})`, () => {
      c.put(`<g clip-path="${c.doc.clip(sw, sh, 0)}">`);
      const sc = c.child(sw, sh);
      sc.rect(0, 0, sw, sh, 0, q.surface);
      screen(sc);
      c.put(sc.out());
      c.put('</g>');
    });
    c.rect(0.5, 0.5, sw - 1, H - 1, 16, 'none', ` stroke="${q.line}"`);
  });
  return H * s;
}
export const browserHeight = (width: number, sh = BROWSER.sh) => (width * (sh + BROWSER.bar)) / BROWSER.sw;

/** A floating card (no device): white rounded panel with shadow, content drawn in local units. */
export function card(c: Ctx, x: number, y: number, w: number, h: number, draw: (c: Ctx) => void, o: { s?: number; rot?: number; r?: number; fill?: string; shadow?: number } = {}): void {
  const s = o.s ?? 1;
  const r = o.r ?? 20;
  c.group(tr(x, y, s, o.rot ?? 0), () => {
    if (o.shadow !== 0) shadow(c, 0, 0, w, h, r, 0.6 / s, o.shadow ?? 0.8);
    c.rect(0, 0, w, h, r, o.fill ?? c.palette.scr.surface);
    const sc = c.child(w, h);
    draw(sc);
    c.put(sc.out());
  });
}
