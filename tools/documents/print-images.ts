import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { PrintImage } from '../../app/features/documents/case-study-pdf.tsx';
import { mediaLimits, svgDensity, widestDrawing } from '../../app/features/content/media.ts';
import { availableParallelism } from 'node:os';
import { timedTurns, withinTime } from '../lib/time-limit.ts';
import { cached, cacheKey, codeVersion, packageVersions } from '../lib/build-cache.ts';

/**
 * Images for paper: JPEG on white, 1600 pixels wide at most (about 250 dpi
 * across an A4 page's text column), whatever the source (SVG artwork is
 * rasterised, AVIF and WebP re-encoded: PDF readers take JPEG or PNG).
 */
export const printImageSettings = { width: widestDrawing, quality: 84 } as const;

// Each process encodes a given file once, for both languages and every document.
const encoded = ((globalThis as Record<symbol, unknown>)[Symbol.for('portfolio:print-images')] ??= new Map()) as Map<
  string,
  Promise<PrintImage>
>;

async function encode(bytes: Buffer): Promise<{ data: Buffer; meta: { width: number; height: number } }> {
  const {
    width: sourceWidth = printImageSettings.width,
    height: sourceHeight = printImageSettings.width,
    format,
  } = await sharp(bytes).metadata();
  // Vector art is drawn at the density that gives the print width, never blurred up from 72 dpi (nor past the pixels an image may have).
  const density = format === 'svg' ? svgDensity(sourceWidth, sourceHeight, printImageSettings.width) : undefined;
  const { data, info } = await sharp(bytes, { limitInputPixels: mediaLimits.pixels, ...(density ? { density } : {}) })
    .timeout({ seconds: mediaLimits.buildSeconds })
    .resize({ width: printImageSettings.width, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: printImageSettings.quality, chromaSubsampling: '4:4:4' })
    .toBuffer({ resolveWithObject: true });
  return { data, meta: { width: info.width, height: info.height } };
}

/**
 * Encoded images are kept in the build cache (tools/lib/build-cache.ts) by their source's bytes,
 * the settings, this file's code and sharp's version, so a rebuild reads them back without opening them.
 */
async function cachedEncode(file: string, shown: string): Promise<PrintImage> {
  const bytes = await withinTime(readFile(file), shown, preparing);
  const key = cacheKey([codeVersion(['tools/documents/print-images.ts']), packageVersions(['sharp']), bytes]);
  const turn = turns(shown, preparing);
  try {
    const { data, meta } = await cached('print-images', key, () => turn.run(() => encode(bytes)));
    return { data, format: 'jpg', ...meta };
  } finally {
    turn.done();
  }
}

const preparing = 'preparing it for paper (its PDF)';
/** One image encoded per core at a time, each within the build's time from its own turn (tools/lib/time-limit.ts). */
const turns = timedTurns(Math.max(1, availableParallelism()));

/** The print image of one file (an absolute path), encoded once per process and kept between runs, within the build's time for a file. */
export function printImage(file: string): Promise<PrintImage> {
  let image = encoded.get(file);
  const shown = path.relative(process.cwd(), file).split(path.sep).join('/');
  if (!image) encoded.set(file, (image = cachedEncode(file, shown)));
  return image;
}
