import { describe, expect, it } from 'vitest';
import { mediaLimits, svgDensity, widestDrawing } from './media.ts';

describe('svgDensity', () => {
  it('draws a drawing as wide as the widest the site shows it, sharp rather than blurred up', () => {
    expect(svgDensity(1600, 1000)).toBe(72);
    expect(svgDensity(480, 300)).toBe(240);
    expect(svgDensity(3200, 2000)).toBe(36);
    expect(svgDensity(800, 500, 2 * widestDrawing)).toBe(288);
  });

  it('never past 600 dots per inch, nor past the pixels an image may have', () => {
    expect(svgDensity(10, 10)).toBe(600);
    for (const [width, height] of [
      [100, 16_000],
      [1600, 16_000],
      [200, 200],
      [7000, 7000],
    ] as const) {
      const scale = svgDensity(width, height) / 72;
      expect(width * scale * height * scale, `${width} × ${height}`).toBeLessThanOrEqual(mediaLimits.pixels);
    }
  });
});
