import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCacheFolder, cached, cacheKey, codeVersion, formatCacheCounts, pruneCache, readCached } from './build-cache.ts';

describe('cache keys', () => {
  it('are the same for the same parts, and differ when any part, its kind or the split between parts does', () => {
    const parts = ['huru', Buffer.from([1, 2, 3]), { locale: 'es', width: 800 }];
    expect(cacheKey(parts)).toBe(cacheKey(['huru', Buffer.from([1, 2, 3]), { locale: 'es', width: 800 }]));
    expect(cacheKey(parts)).toMatch(/^[0-9a-f]{64}$/);
    const others = [
      ['hurU', Buffer.from([1, 2, 3]), { locale: 'es', width: 800 }],
      ['huru', Buffer.from([1, 2, 4]), { locale: 'es', width: 800 }],
      ['huru', Buffer.from([1, 2, 3]), { locale: 'es', width: 1200 }],
      // Text and the same bytes, one string split in two, a part moved: each a different key.
      ['huru', '\u0001\u0002\u0003', { locale: 'es', width: 800 }],
      ['hu', 'ru', Buffer.from([1, 2, 3]), { locale: 'es', width: 800 }],
      [Buffer.from([1, 2, 3]), 'huru', { locale: 'es', width: 800 }],
    ];
    for (const other of others) expect(cacheKey(other), JSON.stringify(other)).not.toBe(cacheKey(parts));
  });

  it('follow the code that makes the thing: a changed line of it changes its version', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'code-version-'));
    mkdirSync(path.join(root, 'tools'));
    writeFileSync(path.join(root, 'tools', 'draw.ts'), 'export const ink = 1;\n');
    writeFileSync(path.join(root, 'tools', 'draw.test.ts'), 'test\n');
    const before = codeVersion(['tools'], root);
    // A test is not the code that draws: changing it changes nothing.
    writeFileSync(path.join(root, 'tools', 'draw.test.ts'), 'another test\n');
    expect(codeVersion(['tools'], `${root}/.`)).toBe(before);
    const changed = mkdtempSync(path.join(tmpdir(), 'code-version-'));
    mkdirSync(path.join(changed, 'tools'));
    writeFileSync(path.join(changed, 'tools', 'draw.ts'), 'export const ink = 2;\n');
    expect(codeVersion(['tools'], changed)).not.toBe(before);
    rmSync(root, { recursive: true });
    rmSync(changed, { recursive: true });
  });
});

describe('the build cache', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('lives in node_modules/.cache/portfolio, or where PORTFOLIO_BUILD_CACHE says', () => {
    expect(buildCacheFolder({}, '/site')).toBe(path.resolve('/site/node_modules/.cache/portfolio'));
    expect(buildCacheFolder({ PORTFOLIO_BUILD_CACHE: '/runner/cache' }, '/site')).toBe(path.resolve('/runner/cache'));
  });

  it('makes a thing once for a key, and reads it back, with what was said of it, ever after', async () => {
    let made = 0;
    const make = async () => {
      made += 1;
      return { data: Buffer.from('drawn'), meta: { width: 800, height: 450 } };
    };
    const key = cacheKey(['picture']);
    expect(await cached('images', key, make, folder)).toEqual({ data: Buffer.from('drawn'), meta: { width: 800, height: 450 } });
    expect(await cached('images', key, make, folder)).toEqual({ data: Buffer.from('drawn'), meta: { width: 800, height: 450 } });
    expect(made).toBe(1);
    // Another key, or the same key of another kind, is made again.
    await cached('images', cacheKey(['another']), make, folder);
    await cached('previews', key, make, folder);
    expect(made).toBe(3);
  });

  it('keeps nothing of a thing whose making failed, and leaves no half-written file', async () => {
    const key = cacheKey(['broken']);
    await expect(cached('pdfs', key, () => Promise.reject(new Error('no fonts')), folder)).rejects.toThrow('no fonts');
    expect(await readCached('pdfs', key, folder)).toBeUndefined();
    await cached('pdfs', key, async () => ({ data: Buffer.from('pdf'), meta: undefined }), folder);
    const files = readdirSync(folder, { recursive: true }).map(String);
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  it('removes what no build used for 30 days, and keeps what one read since', async () => {
    const old = cacheKey(['old']);
    const read = cacheKey(['read']);
    const fresh = cacheKey(['fresh']);
    for (const key of [old, read, fresh]) await cached('images', key, async () => ({ data: Buffer.from(key), meta: undefined }), folder);
    const fileOf = (key: string) => path.join(folder, 'images', key.slice(0, 2), key);
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    for (const key of [old, read]) utimesSync(fileOf(key), longAgo, longAgo);
    await readCached('images', read, folder);
    expect(await pruneCache(folder)).toBe(1);
    expect(await readCached('images', old, folder)).toBeUndefined();
    expect(await readCached('images', read, folder)).toBeDefined();
    expect(await readCached('images', fresh, folder)).toBeDefined();
  });

  it('says per kind what was read back and what was made', () => {
    const counts = new Map([
      ['pdfs', { read: 10, made: 2 }],
      ['images', { read: 832, made: 0 }],
    ]);
    expect(formatCacheCounts(counts)).toMatch(/: images 832 read back, 0 made; pdfs 10 read back, 2 made\.$/);
  });
});
