import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { PrintImage } from '../../app/features/documents/case-study-pdf.tsx';
import { mediaLimits, svgDensity, widestDrawing } from '../../app/features/content/media.ts';
import { withinTime } from '../lib/time-limit.ts';

/**
 * Images for paper: JPEG on white, 1600 pixels wide at most (about 250 dpi
 * across an A4 page's text column), whatever the source (SVG artwork is
 * rasterised, AVIF and WebP re-encoded: PDF readers take JPEG or PNG).
 */
export const printImageSettings = { width: widestDrawing, quality: 84 } as const;

/** Encoded images are kept here between builds, by their source's bytes and the settings, so a rebuild reads them back. */
const cacheFolder = path.join(process.cwd(), 'node_modules', '.cache', 'print-images');

// Each process encodes a given file once, for both languages and every document.
const encoded = ((globalThis as Record<symbol, unknown>)[Symbol.for('portfolio:print-images')] ??= new Map()) as Map<
  string,
  Promise<PrintImage>
>;

async function encode(bytes: Buffer): Promise<PrintImage> {
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
  return { data, format: 'jpg', width: info.width, height: info.height };
}

async function cachedEncode(file: string): Promise<PrintImage> {
  const bytes = await readFile(file);
  const key = createHash('sha256').update(JSON.stringify(printImageSettings)).update(bytes).digest('hex').slice(0, 32);
  const cached = path.join(cacheFolder, `${key}.jpg`);
  try {
    const data = await readFile(cached);
    const { width = 0, height = 0 } = await sharp(data).metadata();
    return { data, format: 'jpg', width, height };
  } catch {
    const image = await encode(bytes);
    await mkdir(cacheFolder, { recursive: true });
    await writeFile(cached, image.data);
    return image;
  }
}

/** The print image of one file (an absolute path), encoded once per process and cached between runs, within the build's time for a file. */
export function printImage(file: string): Promise<PrintImage> {
  let image = encoded.get(file);
  const shown = path.relative(process.cwd(), file).split(path.sep).join('/');
  if (!image) encoded.set(file, (image = withinTime(cachedEncode(file), shown, 'preparing it for paper (its PDF)')));
  return image;
}
