/**
 * The media formats the site takes and the order a folder of them is shown
 * in, written once for the content check, the app and the build.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Image formats, by file extension, with their MIME types. */
export const imageMimeTypes = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
} as const;

export type ImageExtension = keyof typeof imageMimeTypes;

/** The image file extensions (lower case, without the dot). */
export const imageExtensions = Object.keys(imageMimeTypes) as ImageExtension[];

/** The video file extensions (about page only). */
export const videoExtensions = ['mp4', 'webm'] as const;

/** The MIME type of an image file, whatever the case of its extension; undefined for anything else. */
export function imageMimeType(file: string): string | undefined {
  const extension = path.extname(file).slice(1).toLowerCase();
  return Object.hasOwn(imageMimeTypes, extension) ? imageMimeTypes[extension as ImageExtension] : undefined;
}

/** File names in the order they are shown: by name, numbers as numbers (2 before 10). */
export const byFileName = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });

/** The image files directly in a folder on disk, by file name (cover frames 01.svg, 02.svg, …). */
export async function listMediaFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((file) => imageMimeType(file) !== undefined).sort(byFileName);
}

/**
 * What a media file may weigh and decode to, and how long reading it may
 * take: checked before any build or Publish (validation/media-checks.ts),
 * so that no step of the build meets a file it cannot process in time.
 * CONTENT.md says why each is what it is.
 */
export const mediaLimits = {
  /** An image file on disk: a 50-megapixel screenshot as PNG is about 15 MB. */
  imageBytes: 20 * 1024 * 1024,
  /** A video, which visitors download as it is: a 20-second loop at 1080p is about 10 MB. */
  videoBytes: 25 * 1024 * 1024,
  /** Pixels an image decodes to: a full-page screenshot at 2× of a 2880 × 17,000 page (4 bytes each: 200 MB in memory). */
  pixels: 50_000_000,
  /** The longest side, in pixels: WebP's own limit, and the build writes WebP. */
  side: 16_383,
  /** How long the content check may take to read one image before it is refused. */
  readSeconds: 8,
  /** How long one step of the build may take over one image or document before it stops, naming it. */
  buildSeconds: 120,
} as const;

/** The widest the build draws a drawing (an SVG), in pixels: an image's width in a case study's PDF. */
export const widestDrawing = 1600;

/**
 * The density (in dots per inch; an SVG's own size is at 72) at which the
 * build draws an SVG of `width` × `height` so that it is `target` pixels
 * wide, sharp rather than blurred up: at most 600, and never more pixels
 * than `mediaLimits.pixels`. The content check weighs a drawing's filters
 * at the largest of this and its own size.
 */
export function svgDensity(width: number, height: number, target: number = widestDrawing): number {
  const wanted = Math.min(600, Math.ceil((72 * target) / Math.max(1, width)));
  const mostPixels = 72 * Math.sqrt(mediaLimits.pixels / Math.max(1, width * height));
  return Math.max(1, Math.min(wanted, Math.floor(mostPixels)));
}
