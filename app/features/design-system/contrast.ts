/** WCAG 2 contrast: relative luminance of sRGB colours and the ratio between two. */

/** How text or a part is used decides the minimum: WCAG 1.4.3 (text) and 1.4.11 (non-text). */
export type PairRole = 'body' | 'large' | 'ui';

export const minimumRatio: Record<PairRole, { aa: number; aaa: number | null }> = {
  body: { aa: 4.5, aaa: 7 },
  large: { aa: 3, aaa: 4.5 },
  // WCAG has no AAA level for non-text contrast.
  ui: { aa: 3, aaa: null },
};

/** `#rgb`, `#rrggbb` (any case) → [r, g, b] in 0–255; anything else → null. */
export function parseHex(colour: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

export function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two hex colours, 1 to 21; throws on a colour it cannot read. */
export function contrastRatio(foreground: string, background: string): number {
  const [a, b] = [foreground, background].map((colour) => {
    const rgb = parseHex(colour);
    if (!rgb) throw new Error(`Contrast: "${colour}" is not a #rrggbb colour.`);
    return luminance(rgb);
  }) as [number, number];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The ratio as WCAG states it, rounded down so a figure never claims more than it has: 4.49 → "4.4". */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

/** The level a pair reaches for its role: 'AAA', 'AA' or 'Fail'. */
export function wcagLevel(ratio: number, role: PairRole): 'AAA' | 'AA' | 'Fail' {
  const { aa, aaa } = minimumRatio[role];
  if (aaa !== null && ratio >= aaa) return 'AAA';
  return ratio >= aa ? 'AA' : 'Fail';
}
