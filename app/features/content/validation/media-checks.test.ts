import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, ftruncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { mediaLimits } from '../media.ts';
import type { MediaPlan } from '../published-media.ts';
import { formatBytes, keptResult, mediaProblems } from './media-checks.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A site folder holding `files`, and the check's answer for them as published images (`.mp4`: videos). */
function check(files: Record<string, Buffer | string | number>, limits: Parameters<typeof mediaProblems>[2] = mediaLimits) {
  const root = mkdtempSync(path.join(tmpdir(), 'portfolio-media-check-'));
  roots.push(root);
  for (const [file, contents] of Object.entries(files)) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    if (typeof contents === 'number') {
      // A file of that many bytes that takes no room on the disk.
      const handle = openSync(full, 'w');
      ftruncateSync(handle, contents);
      closeSync(handle);
    } else writeFileSync(full, contents);
  }
  const names = Object.keys(files);
  const plan: MediaPlan = { images: names.filter((file) => !file.endsWith('.mp4')), videos: names.filter((file) => file.endsWith('.mp4')), encrypted: [] };
  return { root, problems: mediaProblems(root, plan, limits) };
}

/** A photograph's worth of detail: noise, which no encoder can shrink much. */
const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 2654435761) % 251)), { raw: { width, height, channels: 3 } });

/** A PNG whose header says `width` × `height`, and no pixels: a few bytes that would decode to gigabytes. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = chunk('IDAT', deflateSync(Buffer.alloc(16)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), pixels, chunk('IEND', Buffer.alloc(0))]);
}

const filterBomb = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
<filter id="t"><feTurbulence baseFrequency="0.01" numOctaves="1000"/></filter>
<rect width="1600" height="1000" filter="url(#t)"/>
</svg>`;

describe('mediaProblems', () => {
  it('takes images of every format the site shows, read in full', async () => {
    const tiny = sharp({ create: { width: 40, height: 30, channels: 4, background: '#7a5cc7' } });
    const { problems } = check({
      'content/a.png': await tiny.clone().png().toBuffer(),
      'content/b.jpg': await tiny.clone().jpeg().toBuffer(),
      'content/c.jpeg': await tiny.clone().jpeg().toBuffer(),
      'content/d.webp': await tiny.clone().webp().toBuffer(),
      'content/e.avif': await tiny.clone().avif().toBuffer(),
      'content/f.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><circle r="9"/></svg>',
      'content/g.mp4': 1000,
    });
    expect(problems).toEqual([]);
  });

  it('refuses a PNG cut short, naming the file, its size and the fix', { timeout: 10_000 }, async () => {
    const whole = await noise(400, 300).png().toBuffer();
    const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
    expect(check({ 'content/projects/vela/media/board.png': cut }).problems).toEqual([
      expect.stringMatching(
        new RegExp(`^content/projects/vela/media/board\\.png: cannot be read as an image \\(.+\\); it is ${formatBytes(cut.length).replace('.', '\\.')}, cut short, damaged or not a PNG file\\. Export it again from the original, and replace it\\.$`),
      ),
    ]);
  });

  it('refuses a 200 MB image on the disk without reading it, and one of a few bytes that would decode to 200 MB and more', { timeout: 10_000 }, () => {
    expect(check({ 'content/projects/vela/media/poster.png': 200 * 1024 * 1024 }).problems).toEqual([
      'content/projects/vela/media/poster.png: is 200.0 MB, and an image may be at most 20.0 MB; export it smaller (the site shows an image at most 2,400 pixels wide: 4,800 is plenty), or as JPEG or WebP if it is a photograph.',
    ]);
    // 10,000 × 10,000 pixels of 3 bytes: 300 MB in memory, from a file of 77 bytes.
    const claiming = pngClaiming(10_000, 10_000);
    expect(check({ 'content/projects/vela/media/poster.png': claiming }).problems).toEqual([
      `content/projects/vela/media/poster.png: holds more than 50 megapixels (it is ${claiming.length} bytes), more than an image may; export it smaller: the site shows an image at most 2,400 pixels wide.`,
    ]);
  });

  it('refuses an SVG whose filters cost more than the site draws, before anything draws it', { timeout: 10_000 }, () => {
    expect(check({ 'content/projects/vela/media/noise.svg': filterBomb }).problems).toEqual([
      'content/projects/vela/media/noise.svg: has noise of 1000 (<feturbulence numoctaves="1000">, line 2); the site takes at most 10: lower it, or export the artwork as PNG.',
    ]);
    const blurs = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><filter id="b"><feGaussianBlur stdDeviation="9"/></filter>${'<rect width="1600" height="1000" filter="url(#b)"/>'.repeat(12)}</svg>`;
    expect(check({ 'content/projects/vela/media/blurs.svg': blurs }).problems).toEqual([
      'content/projects/vela/media/blurs.svg: costs about 77 filter passes over a megapixel to draw (its filters over its 1.6 megapixels, as the site draws it largest); the site draws at most 64. Use fewer or smaller effects (a blur counts 4 passes, an octave of noise 3), or export the artwork as PNG.',
    ]);
    // A small drawing is weighed at the size the site draws it largest: 1,600 pixels wide, in a PDF.
    const small = blurs.replace('width="1600" height="1000">', 'width="400" height="250">');
    expect(check({ 'content/projects/vela/media/blurs.svg': small }).problems).toEqual([expect.stringContaining('costs about 77 filter passes')]);
  });

  it('refuses a file that is not an image of its kind, or none at all', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    expect(check({ 'content/a.png': gif, 'content/b.jpg': 'not an image at all' }).problems).toEqual([
      'content/a.png: is a GIF file named .png (' + formatBytes(gif.length) + '); export it as PNG, or give it the extension of what it is if the site takes that (PNG, JPEG, WebP, AVIF, SVG).',
      expect.stringMatching(/^content\/b\.jpg: cannot be read as an image \(.+\); it is 19 bytes, cut short, damaged or not a JPEG file\./),
    ]);
  });

  it('refuses an image wider than WebP can hold, and a video heavier than visitors should download', async () => {
    const wide = await sharp({ create: { width: 17_000, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(check({ 'content/wide.png': wide, 'content/about/media/loop.mp4': 30 * 1024 * 1024 }).problems).toEqual([
      `content/wide.png: is 17,000 × 4 pixels (0.1 megapixels, ${formatBytes(wide.length)}); an image may have at most 50 megapixels and 16,383 pixels a side. Export it smaller: the site shows an image at most 2,400 pixels wide.`,
      'content/about/media/loop.mp4: is 30.0 MB, and a video may be at most 25.0 MB: every visitor who plays it downloads all of it. Export it shorter, or at 1080p with a lower bitrate.',
    ]);
  });

  it('stops reading an image past its time, and names it', { timeout: 20_000 }, async () => {
    const large = await noise(2000, 2000).png({ compressionLevel: 0 }).toBuffer();
    expect(check({ 'content/slow.png': large }, { ...mediaLimits, readSeconds: 0.001 }).problems).toEqual([
      `content/slow.png: took more than 0.001 seconds to read (it is ${formatBytes(large.length)}), so the build could not process it in time; export it again, smaller or simpler (as PNG or JPEG).`,
    ]);
  });

  it('reads a file again once it changes, even keeping its size and its time', async () => {
    const whole = await noise(200, 150).png().toBuffer();
    const { root, problems } = check({ 'content/a.png': whole });
    expect(problems).toEqual([]);
    const file = path.join(root, 'content/a.png');
    const { atime, mtime } = statSync(file);
    const damaged = Buffer.concat([whole.subarray(0, whole.length / 2), Buffer.alloc(whole.length - whole.length / 2)]);
    writeFileSync(file, damaged);
    utimesSync(file, atime, mtime);
    expect(readFileSync(file)).toHaveLength(whole.length);
    const plan: MediaPlan = { images: ['content/a.png'], videos: [], encrypted: [] };
    expect(mediaProblems(root, plan)).toEqual([expect.stringMatching(/^content\/a\.png: cannot be read as an image/)]);
  });

  it('takes back from an earlier run only a whole result kept for the same file: never one emptied, cut short or copied from another', () => {
    const key = JSON.stringify(['a'.repeat(64), 1234]);
    const read = { file: '/x/content/a.png', format: 'png', width: 200, height: 150 };
    const kept = JSON.stringify({ key, result: { ...read, file: '' } });
    expect(keptResult(kept, key)).toEqual({ file: '', format: 'png', width: 200, height: 150 });
    expect(keptResult(JSON.stringify({ key, result: { file: '', error: 'pngload: end of stream' } }), key)).toEqual({
      file: '',
      error: 'pngload: end of stream',
    });
    // Each of these would have let a damaged image through unread, or named it with another's size.
    for (const text of ['null', '{}', '[]', '""', kept.slice(0, 40), JSON.stringify({ key, result: null }), JSON.stringify({ ...read, file: '' })])
      expect(keptResult(text, key), text).toBeUndefined();
    expect(keptResult(kept, JSON.stringify(['b'.repeat(64), 1234]))).toBeUndefined();
    expect(keptResult(JSON.stringify({ key, result: { format: 'png', width: '200', height: 150 } }), key)).toBeUndefined();
  });
});
