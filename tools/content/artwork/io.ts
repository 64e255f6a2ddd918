/** Writing files only when their bytes change, and keeping a log of what was written. */
import { mkdirSync, readFileSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import sharp from 'sharp';

export const ROOT = new URL('../../../', import.meta.url).pathname;

export type Entry = { path: string; bytes: number; status: 'written' | 'unchanged' };
export const log: Entry[] = [];

export function writeIfChanged(path: string, data: Buffer | string): Entry {
  const buf = typeof data === 'string' ? Buffer.from(data) : data;
  let status: Entry['status'] = 'written';
  if (existsSync(path) && readFileSync(path).equals(buf)) status = 'unchanged';
  else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, buf);
  }
  const e = { path: relative(ROOT, path), bytes: buf.length, status };
  log.push(e);
  if (status === 'written') console.log(`  wrote ${e.path} (${kb(buf.length)})`);
  return e;
}

/** Record a file written by another tool (ffmpeg). */
export function record(path: string, status: Entry['status']): void {
  const e = { path: relative(ROOT, path), bytes: statSync(path).size, status };
  log.push(e);
  if (status === 'written') console.log(`  wrote ${e.path} (${kb(e.bytes)})`);
}

/** Write an SVG, or rasterise it when the target name asks for a bitmap. */
export async function writeArtwork(path: string, svg: string): Promise<Entry> {
  const ext = path.split('.').pop()!.toLowerCase();
  if (ext === 'svg') return writeIfChanged(path, svg);
  const img = sharp(Buffer.from(svg));
  const buf =
    ext === 'png' ? await img.png({ compressionLevel: 9 }).toBuffer()
    : ext === 'webp' ? await img.webp({ quality: 82 }).toBuffer()
    : ext === 'avif' ? await img.avif({ quality: 60 }).toBuffer()
    : await img.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return writeIfChanged(path, buf);
}

export function kb(b: number): string {
  return b >= 1024 * 1024 ? `${(b / 1024 / 1024).toFixed(2)} MB` : `${(b / 1024).toFixed(1)} KB`;
}
