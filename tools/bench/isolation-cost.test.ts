import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isIsolated, makeFlippedIsolationBuild, withIsolationFlipped } from './isolation-cost.ts';

const coop = { 'Cross-Origin-Opener-Policy': 'same-origin' } as const;

describe('the isolation headers flipped', () => {
  it('takes COOP off a page that has it, puts it on one that has not, and keeps every other header', () => {
    const page = { 'Content-Security-Policy': 'x', Link: '</f.woff2>; rel=preload' };
    expect(withIsolationFlipped(page)).toEqual({ ...page, ...coop });
    expect(withIsolationFlipped({ ...page, ...coop })).toEqual(page);
    expect(isIsolated({ ...page, ...coop })).toBe(true);
    expect(isIsolated(page)).toBe(false);
    expect(isIsolated(undefined)).toBe(false);
  });

  it('serves the same files with each page’s headers flipped, and leaves the build untouched', async () => {
    const source = await mkdtemp(path.join(tmpdir(), 'bench-build-'));
    try {
      await mkdir(path.join(source, 'client'));
      await writeFile(path.join(source, 'client', 'index.html'), '<p>home</p>');
      const headers = {
        basePath: '/',
        common: { 'X-Frame-Options': 'DENY' },
        pages: { '/': { 'Content-Security-Policy': 'a' }, '/private': { 'Content-Security-Policy': 'b', ...coop } },
        notFound: { 'Content-Security-Policy': 'n' },
      };
      await writeFile(path.join(source, 'headers.json'), JSON.stringify(headers));
      const flipped = await makeFlippedIsolationBuild(source);
      try {
        expect(await readFile(path.join(flipped.dir, 'client', 'index.html'), 'utf8')).toBe('<p>home</p>');
        expect(JSON.parse(await readFile(path.join(flipped.dir, 'headers.json'), 'utf8'))).toEqual({
          ...headers,
          pages: { '/': { 'Content-Security-Policy': 'a', ...coop }, '/private': { 'Content-Security-Policy': 'b' } },
        });
      } finally {
        await flipped.remove();
      }
      expect(existsSync(flipped.dir)).toBe(false);
      expect(await readFile(path.join(source, 'client', 'index.html'), 'utf8')).toBe('<p>home</p>');
      expect(JSON.parse(await readFile(path.join(source, 'headers.json'), 'utf8'))).toEqual(headers);
    } finally {
      await rm(source, { recursive: true, force: true });
    }
  });
});
