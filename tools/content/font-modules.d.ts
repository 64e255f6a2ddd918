// The small part of fontkit that the font tests use (it ships no types).
declare module 'fontkit' {
  export type Font = {
    hasGlyphForCodePoint(codePoint: number): boolean;
  };
  export function create(buffer: Buffer): Font;
}
