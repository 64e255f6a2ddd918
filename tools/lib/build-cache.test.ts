import {
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  utimesSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
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

  it('makes again, never publishes, what is not what was kept: cut short, changed, kept under another key, or its size changed', async () => {
    const fileOf = (key: string) => path.join(folder, 'images', key.slice(0, 2), key);
    let made = 0;
    const make = async () => {
      made += 1;
      return { data: Buffer.from('the encoded picture'), meta: { width: 800, height: 450 } };
    };
    const drawn = { data: Buffer.from('the encoded picture'), meta: { width: 800, height: 450 } };
    const cut = cacheKey(['cut']);
    await cached('images', cut, make, folder);
    truncateSync(fileOf(cut), 5);
    expect(await cached('images', cut, make, folder)).toEqual(drawn);

    const changed = cacheKey(['changed']);
    await cached('images', changed, make, folder);
    writeFileSync(fileOf(changed), 'the encoded pictureX');
    expect(await cached('images', changed, make, folder)).toEqual(drawn);

    const sized = cacheKey(['sized']);
    await cached('images', sized, make, folder);
    const meta = JSON.parse(readFileSync(`${fileOf(sized)}.json`, 'utf8')) as { meta: { width: number } };
    meta.meta.width = 1_000_000;
    writeFileSync(`${fileOf(sized)}.json`, JSON.stringify(meta));
    expect(await cached('images', sized, make, folder)).toEqual(drawn);

    // Another entry's files, copied under this key: the right bytes of something else.
    const other = cacheKey(['other']);
    const copied = cacheKey(['copied']);
    await cached('images', other, async () => ({ data: Buffer.from('a private picture'), meta: { width: 1, height: 1 } }), folder);
    mkdirSync(path.dirname(fileOf(copied)), { recursive: true });
    copyFileSync(fileOf(other), fileOf(copied));
    copyFileSync(`${fileOf(other)}.json`, `${fileOf(copied)}.json`);
    expect(await cached('images', copied, make, folder)).toEqual(drawn);
    expect(made).toBe(7);
    // Made again, it is kept right, and read back from then on.
    expect(await cached('images', cut, make, folder)).toEqual(drawn);
    expect(made).toBe(7);
  });

  it('reads through no link: not to a file elsewhere, not to another entry, not from a kind folder that leads out', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'build-cache-outside-'));
    try {
      const fileOf = (key: string) => path.join(folder, 'pdfs', key.slice(0, 2), key);
      const secret = path.join(outside, 'secret.txt');
      writeFileSync(secret, 'outside the cache');
      let made = 0;
      const make = async () => {
        made += 1;
        return { data: Buffer.from('drawn here'), meta: undefined };
      };
      // An entry whose bytes and metadata are links to files elsewhere, made to look right.
      const linked = cacheKey(['linked']);
      await cached('pdfs', linked, async () => ({ data: Buffer.from('outside the cache'), meta: undefined }), folder);
      copyFileSync(`${fileOf(linked)}.json`, path.join(outside, 'meta.json'));
      rmSync(fileOf(linked));
      rmSync(`${fileOf(linked)}.json`);
      symlinkSync(secret, fileOf(linked));
      symlinkSync(path.join(outside, 'meta.json'), `${fileOf(linked)}.json`);
      expect(await readCached('pdfs', linked, folder)).toBeUndefined();
      expect((await cached('pdfs', linked, make, folder)).data.toString()).toBe('drawn here');
      // Making it again replaced the links with files of the cache's own; the file elsewhere is untouched.
      expect(readFileSync(secret, 'utf8')).toBe('outside the cache');
      expect((await readCached('pdfs', linked, folder))?.data.toString()).toBe('drawn here');

      // A kind's folder that is a link to another cache: nothing read from there, nothing written there.
      const key = cacheKey(['elsewhere']);
      await cached('previews', key, async () => ({ data: Buffer.from('kept elsewhere'), meta: undefined }), outside);
      symlinkSync(path.join(outside, 'previews'), path.join(folder, 'previews'));
      expect(await cached('previews', key, make, folder)).toEqual({ data: Buffer.from('drawn here'), meta: undefined });
      expect((await readCached('previews', key, outside))?.data.toString()).toBe('kept elsewhere');
      const another = cacheKey(['another']);
      await cached('previews', another, make, folder);
      expect(readdirSync(path.join(outside, 'previews'))).toEqual([key.slice(0, 2)]);
      expect(made).toBe(3);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('says per kind what was read back and what was made', () => {
    const counts = new Map([
      ['pdfs', { read: 10, made: 2 }],
      ['images', { read: 832, made: 0 }],
    ]);
    expect(formatCacheCounts(counts)).toMatch(/: images 832 read back, 0 made; pdfs 10 read back, 2 made\.$/);
  });
});
