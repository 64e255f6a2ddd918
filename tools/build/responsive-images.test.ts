import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheCounts } from '../lib/build-cache.ts';
import { encodingsFor, pictureOf, responsiveImage, widthsFor } from './responsive-images.ts';

describe('responsive images', () => {
  it('are encoded at the candidate widths up to their own, never wider', () => {
    expect(widthsFor(3000)).toEqual([480, 800, 1200, 1600, 2400]);
    expect(widthsFor(1000)).toEqual([480, 800, 1000]);
    expect(widthsFor(1200)).toEqual([480, 800, 1200]);
    expect(widthsFor(300)).toEqual([300]);
  });

  it('keep their proportions, in AVIF then WebP at each width', () => {
    expect(encodingsFor(1000, 625)).toEqual([
      { format: 'avif', width: 480, height: 300 },
      { format: 'webp', width: 480, height: 300 },
      { format: 'avif', width: 800, height: 500 },
      { format: 'webp', width: 800, height: 500 },
      { format: 'avif', width: 1000, height: 625 },
      { format: 'webp', width: 1000, height: 625 },
    ]);
  });

  it('are described as a <picture>: a srcset per format and the largest WebP as the <img>', () => {
    const images = encodingsFor(1000, 625).map((image) => ({ ...image, src: `/a-${image.width}.${image.format}` }));
    expect(pictureOf(images)).toEqual({
      sources: {
        avif: '/a-480.avif 480w, /a-800.avif 800w, /a-1000.avif 1000w',
        webp: '/a-480.webp 480w, /a-800.webp 800w, /a-1000.webp 1000w',
      },
      img: { src: '/a-1000.webp', w: 1000, h: 625 },
    });
    // One width: the WebP is the <img> alone, with no source of its own.
    const small = encodingsFor(300, 200).map((image) => ({ ...image, src: `/b.${image.format}` }));
    expect(pictureOf(small)).toEqual({ sources: { avif: '/b.avif 300w' }, img: { src: '/b.webp', w: 300, h: 200 } });
  });

  it('are encoded once: a second build reads every width back from the cache by the file’s bytes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'responsive-'));
    const file = path.join(dir, 'cover.svg');
    const unique = Date.now().toString(16);
    writeFileSync(file, `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#${unique.slice(-6)}"/></svg>`);
    const counts = () => ({ ...(cacheCounts.get('images') ?? { read: 0, made: 0 }) });
    const before = counts();
    const first = await responsiveImage(file);
    expect(first.map(({ image }) => image)).toEqual(encodingsFor(900, 600));
    expect(counts()).toEqual({ read: before.read, made: before.made + first.length });
    const { width, height, format } = await sharp(first[2]!.data).metadata();
    expect({ width, height, format }).toEqual({ width: 800, height: 533, format: 'heif' });

    const second = await responsiveImage(file);
    expect(counts()).toEqual({ read: before.read + first.length, made: before.made + first.length });
    expect(second.map(({ data }) => data)).toEqual(first.map(({ data }) => data));
    rmSync(dir, { recursive: true });
  });

  describe('a file that cannot be encoded', () => {
    let dir = '';
    afterEach(() => {
      vi.useRealTimers();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('is named, with what to do: the encoder’s own words name no file', async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'responsive-'));
      const whole = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#336699' } }).png().toBuffer();
      const file = path.join(dir, 'board.png');
      writeFileSync(file, whole.subarray(0, whole.length / 2));
      const error = await responsiveImage(file).then(
        () => new Error('encoded'),
        (failure: unknown) => failure as Error,
      );
      expect(error.name).toBe('Build stopped');
      expect(error.message).toMatch(/: could not be turned into responsive images \(.+\); export it again from the original and replace it/);
      expect(error.message.startsWith(`${path.relative(process.cwd(), file)}: `)).toBe(true);
    });

    it('stops the build past its time, naming the file, whatever keeps it waiting', async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'responsive-'));
      // A named pipe with an image's name: reading it waits until something writes to it, which nothing does.
      const file = path.join(dir, 'cover.png');
      execFileSync('mkfifo', [file]);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const caught = responsiveImage(file, 120).then(
        () => new Error('encoded'),
        (failure: unknown) => failure as Error,
      );
      await vi.advanceTimersByTimeAsync(120_000);
      const error = await caught;
      expect(error.name).toBe('Build stopped');
      expect(error.message).toContain(`${path.relative(process.cwd(), file)}: turning it into responsive images took longer than 120 seconds`);
      // The read still waiting is let go: an end of file.
      closeSync(openSync(file, 'w'));
    });
  });
});
