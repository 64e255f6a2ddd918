// The small part of fontkit and wawoff2 that the link-preview renderer uses (neither ships types).
declare module 'fontkit' {
  export type Path = {
    scale(x: number, y: number): Path;
    translate(x: number, y: number): Path;
    toSVG(): string;
  };
  export type Glyph = { path: Path };
  export type GlyphPosition = { xAdvance: number; xOffset: number; yOffset: number };
  export type Font = {
    unitsPerEm: number;
    fvar?: { axis: { axisTag: string }[] };
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): { glyphs: Glyph[]; positions: GlyphPosition[] };
    getVariation(settings: Record<string, number>): Font;
  };
  export function create(buffer: Buffer): Font;
}

declare module 'wawoff2' {
  const woff2: { decompress(source: Uint8Array): Promise<Uint8Array> };
  export default woff2;
}
