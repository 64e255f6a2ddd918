import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printImage, printImageSettings } from './print-images.ts';

let dir = '';
afterEach(() => {
  vi.useRealTimers();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('an image for paper', () => {
  it('is a JPEG on white, no wider than the print width', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'print-'));
    const file = path.join(dir, `wide-${Date.now().toString(16)}.png`);
    writeFileSync(
      file,
      await sharp({ create: { width: 2000, height: 1000, channels: 4, background: '#0000' } })
        .png()
        .toBuffer(),
    );
    const image = await printImage(file);
    expect(image).toMatchObject({ format: 'jpg', width: printImageSettings.width, height: printImageSettings.width / 2 });
    const { format, hasAlpha } = await sharp(image.data).metadata();
    expect({ format, hasAlpha }).toEqual({ format: 'jpeg', hasAlpha: false });
  });

  it('stops the build past its time, naming the file, whatever keeps it waiting', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'print-'));
    // A named pipe with an image's name: reading it waits until something writes to it, which nothing does.
    const file = path.join(dir, 'cover.png');
    execFileSync('mkfifo', [file]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const caught = printImage(file).then(
      () => new Error('prepared'),
      (failure: unknown) => failure as Error,
    );
    await vi.advanceTimersByTimeAsync(120_000);
    const error = await caught;
    expect(error.name).toBe('Build stopped');
    expect(error.message).toContain(`${path.relative(process.cwd(), file)}: preparing it for paper (its PDF) took longer than 120 seconds`);
    // The read still waiting is let go: an end of file.
    closeSync(openSync(file, 'w'));
  });
});
