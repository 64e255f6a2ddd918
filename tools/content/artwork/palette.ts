/** Colour helpers and the per-project palette derived from its accent. */

type RGB = [number, number, number];

export function hexToRgb(hex: string): RGB {
  let h = hex.trim().replace('#', '');
  if (h.length === 3) h = h.split('').map((ch) => ch + ch).join('');
  const v = parseInt(h.slice(0, 6), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function rgbToHex([r, g, b]: RGB): string {
  const c = (x: number) => Math.max(0, Math.min(255, Math.round(x))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Mix a toward b by t (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

function rgbToHsl([r, g, b]: RGB): [number, number, number] {
  r /= 255; g /= 255; b /= 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToRgb(h: number, s: number, l: number): RGB {
  h = ((h % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

export function hsl(hex: string) {
  return rgbToHsl(hexToRgb(hex));
}

export function fromHsl(h: number, s: number, l: number): string {
  return rgbToHex(hslToRgb(h, Math.max(0, Math.min(1, s)), Math.max(0, Math.min(1, l))));
}

/** Rotate hue and clamp saturation/lightness into a pleasant band. */
export function shift(hex: string, dh: number, s?: number, l?: number): string {
  const [h, s0, l0] = hsl(hex);
  return fromHsl(h + dh, s ?? s0, l ?? l0);
}

export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export type Palette = {
  accent: string;
  /** Accent readable as a fill behind white bars. */
  accentStrong: string;
  accentDeep: string;
  accentMid: string;
  accentSoft: string;
  accentTint: string;
  alt: string;
  altSoft: string;
  third: string;
  thirdSoft: string;
  /** Artwork background panel and the soft shape on it. */
  bg: string;
  bgShape: string;
  bgShape2: string;
  /** Colour for labels/arrows drawn straight on the panel. */
  bgInk: string;
  surface: string;
  surface2: string;
  surface3: string;
  line: string;
  ink: string;
  inkSoft: string;
  inkFaint: string;
  frame: string;
  frameEdge: string;
  shadow: string;
  positive: string;
  warn: string;
  /** Colour pairs for image placeholders. */
  grads: [string, string][];
  /** Dark screen surfaces (scanner, posters). */
  night: string;
  night2: string;
  /** Palette used inside device screens and floating cards (itself, or a dark variant). */
  scr: Palette;
};

export function makePalette(accentLight: string, accentDark?: string, screens: 'light' | 'dark' = 'light'): Palette {
  const a = rgbToHex(hexToRgb(accentLight));
  accentDark = accentDark ? rgbToHex(hexToRgb(accentDark)) : undefined;
  const [h, s, l] = hsl(a);
  const sat = Math.max(0.35, Math.min(0.85, s));
  // A version of the accent that carries white bars well.
  const accentStrong = luminance(a) > 0.35 ? fromHsl(h, sat, Math.min(l, 0.45)) : a;
  const alt = fromHsl(h + 38, sat * 0.8, 0.62);
  const third = fromHsl(h - 52, sat * 0.7, 0.66);
  const neutral = '#f3f1ec';
  const bg = mix(neutral, fromHsl(h, sat * 0.6, 0.8), 0.22);
  const ink = fromHsl(h, 0.14, 0.14);
  const dark = accentDark ?? fromHsl(h, sat, 0.7);
  const p: Palette = {
    accent: a,
    accentStrong,
    accentDeep: fromHsl(h, sat * 0.9, Math.max(0.18, l - 0.22)),
    accentMid: mix(a, '#ffffff', 0.45),
    accentSoft: mix(a, '#ffffff', 0.78),
    accentTint: mix(a, '#ffffff', 0.91),
    alt,
    altSoft: mix(alt, '#ffffff', 0.75),
    third,
    thirdSoft: mix(third, '#ffffff', 0.75),
    bg,
    bgShape: mix(bg, mix(a, '#ffffff', 0.55), 0.45),
    bgShape2: mix(bg, dark, 0.25),
    bgInk: mix(bg, luminance(bg) > 0.3 ? ink : '#ffffff', 0.45),
    surface: '#ffffff',
    surface2: mix('#f5f5f4', a, 0.03),
    surface3: mix('#ebebea', a, 0.05),
    line: mix('#e6e6e4', a, 0.05),
    ink,
    inkSoft: mix('#b9bac0', a, 0.06),
    inkFaint: mix('#d9dadf', a, 0.05),
    frame: '#18181b',
    frameEdge: '#2c2c31',
    shadow: fromHsl(h, 0.3, 0.18),
    positive: '#2f9e6f',
    warn: '#e0a030',
    grads: [
      [mix(a, '#ffffff', 0.55), mix(alt, '#ffffff', 0.35)],
      [mix(third, '#ffffff', 0.4), mix(a, '#ffffff', 0.6)],
      [mix(alt, '#ffffff', 0.5), mix(third, '#ffffff', 0.3)],
      [mix(a, '#ffffff', 0.3), mix(a, '#ffffff', 0.75)],
    ],
    night: fromHsl(h, 0.22, 0.1),
    night2: fromHsl(h, 0.2, 0.17),
    scr: undefined as unknown as Palette,
  };
  p.scr = screens === 'dark' ? darkPalette(p, dark) : p;
  return p;
}

/** Dark screens: same accent family on near-black surfaces. */
export function darkPalette(p: Palette, accentDark: string): Palette {
  const night = p.night;
  const d: Palette = {
    ...p,
    accent: accentDark,
    accentStrong: p.accentStrong,
    accentMid: mix(accentDark, night, 0.3),
    accentSoft: mix(accentDark, night, 0.62),
    accentTint: mix(accentDark, night, 0.82),
    altSoft: mix(p.alt, night, 0.65),
    thirdSoft: mix(p.third, night, 0.65),
    surface: night,
    surface2: p.night2,
    surface3: mix(p.night2, '#ffffff', 0.08),
    line: mix(p.night2, '#ffffff', 0.06),
    ink: '#f3f2f7',
    inkSoft: mix(night, '#ffffff', 0.42),
    inkFaint: mix(night, '#ffffff', 0.22),
    grads: [
      [p.accent, p.alt],
      [p.third, p.accent],
      [p.alt, mix(p.third, night, 0.2)],
      [mix(accentDark, night, 0.1), mix(p.accentDeep, night, 0.3)],
    ],
    scr: undefined as unknown as Palette,
  };
  d.scr = d;
  return d;
}

/** Replace the artwork panel colours (e.g. a dark panel for a dark product). */
export function withPanel(p: Palette, bg: string, shape: string): Palette {
  const dark = luminance(bg) < 0.2;
  const q: Palette = {
    ...p,
    bg,
    bgShape: shape,
    bgInk: mix(bg, dark ? '#ffffff' : p.ink, 0.5),
    ...(dark ? { frame: mix(bg, '#ffffff', 0.1), frameEdge: mix(bg, '#ffffff', 0.2) } : {}),
  };
  if (p.scr !== p) q.scr = { ...p.scr, bg: q.bg, bgShape: q.bgShape, bgInk: q.bgInk };
  else q.scr = q;
  return q;
}
