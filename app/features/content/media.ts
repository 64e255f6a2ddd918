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
