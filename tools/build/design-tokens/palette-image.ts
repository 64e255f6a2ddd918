/**
 * The palette as a picture, for the design-system page's link preview: one
 * band per row of colours (the light theme, the dark theme, the accents),
 * each colour a chip, on the band's own page colour.
 */
export function paletteImage(rows: { background: string; colours: string[] }[]): Buffer {
  const width = 1080;
  const height = 676;
  const band = height / rows.length;
  const parts = rows.flatMap((row, r) => {
    const y = r * band;
    const gap = 16;
    const size = Math.min(band - 2 * 40, (width - 2 * 48 - gap * (row.colours.length - 1)) / row.colours.length);
    const top = y + (band - size) / 2;
    return [
      `<rect x="0" y="${y}" width="${width}" height="${band}" fill="${row.background}"/>`,
      ...row.colours.map(
        (colour, i) =>
          `<rect x="${48 + i * (size + gap)}" y="${top}" width="${size}" height="${size}" rx="${size / 4}" fill="${colour}" stroke="#161615" stroke-opacity="0.12"/>`,
      ),
    ];
  });
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`);
}
