// @vitest-environment node
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { insideRefusal, leadsInto, liesWithin, linkOnTheWay, realPathOf } from './real-path.server.ts';

// A folder with a real subfolder, a file, links to both from inside and outside, and a link that leads nowhere.
const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'real-path-')));
const inside = path.join(root, 'content');
const outside = path.join(root, 'elsewhere');
mkdirSync(path.join(inside, 'media'), { recursive: true });
mkdirSync(outside);
writeFileSync(path.join(inside, 'media', 'a.png'), 'png');
writeFileSync(path.join(outside, 'secret.txt'), 'secret');
symlinkSync(outside, path.join(inside, 'way-out'), 'dir');
symlinkSync(path.join(inside, 'media'), path.join(inside, 'same-media'), 'dir');
symlinkSync(path.join(inside, 'media', 'a.png'), path.join(inside, 'same.png'));
symlinkSync(path.join(inside, 'media'), path.join(outside, 'way-in'), 'dir');
symlinkSync(path.join(root, 'gone'), path.join(outside, 'nowhere'), 'dir');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('where a path really leads', () => {
  it('compares paths as written, part by part', () => {
    expect(liesWithin('/a/b/c', '/a/b')).toBe(true);
    expect(liesWithin('/a/b', '/a/b')).toBe(true);
    expect(liesWithin('/a/bc', '/a/b')).toBe(false);
    expect(liesWithin('/a/b/../c', '/a/b')).toBe(false);
    expect(liesWithin('/a/b/..c', '/a/b')).toBe(true);
    expect(liesWithin('/a', '/a/b')).toBe(false);
  });

  it('follows every link on the way, and keeps the part not written yet as written', () => {
    expect(realPathOf(path.join(inside, 'way-out', 'secret.txt'))).toBe(path.join(outside, 'secret.txt'));
    expect(realPathOf(path.join(inside, 'way-out', 'new', 'deck.pdf'))).toBe(path.join(outside, 'new', 'deck.pdf'));
    expect(realPathOf(path.join(outside, 'way-in', 'a.png'))).toBe(path.join(inside, 'media', 'a.png'));
    expect(() => realPathOf(path.join(outside, 'nowhere', 'deck.pdf'))).toThrow();
  });

  it('knows a path leads into a folder through a link, and not out of it by being written elsewhere', () => {
    expect(leadsInto(path.join(outside, 'way-in', 'deck.pdf'), inside)).toBe(true);
    expect(leadsInto(path.join(inside, 'media', 'deck.pdf'), inside)).toBe(true);
    expect(leadsInto(path.join(inside, 'way-out', 'deck.pdf'), outside)).toBe(true);
    expect(leadsInto(path.join(outside, 'deck.pdf'), inside)).toBe(false);
    // A link that leads nowhere may be made to lead anywhere.
    expect(leadsInto(path.join(outside, 'nowhere', 'deck.pdf'), inside)).toBe(true);
  });

  it('names the first link on the way down, the file itself included', () => {
    expect(linkOnTheWay(path.join(inside, 'media', 'a.png'), root)).toBeUndefined();
    expect(linkOnTheWay(path.join(inside, 'media', 'new.png'), root)).toBeUndefined();
    expect(linkOnTheWay(path.join(inside, 'same.png'), root)).toBe(path.join(inside, 'same.png'));
    expect(linkOnTheWay(path.join(inside, 'same-media', 'a.png'), root)).toBe(path.join(inside, 'same-media'));
    expect(linkOnTheWay(path.join(inside, 'way-out', 'secret.txt'), root)).toBe(path.join(inside, 'way-out'));
  });

  it('refuses, for a folder, a path written outside it, any link on the way, even one that stays inside', () => {
    expect(insideRefusal(path.join(inside, 'media', 'a.png'), inside)).toBeUndefined();
    expect(insideRefusal(path.join(inside, 'media', 'new', 'b.png'), inside)).toBeUndefined();
    expect(insideRefusal(path.join(inside, '..', 'elsewhere', 'secret.txt'), inside)).toEqual({ kind: 'outside' });
    expect(insideRefusal(path.join(inside, 'same-media', 'a.png'), inside)).toEqual({
      kind: 'link',
      link: path.join(inside, 'same-media'),
    });
    expect(insideRefusal(path.join(inside, 'same.png'), inside)).toEqual({ kind: 'link', link: path.join(inside, 'same.png') });
    expect(insideRefusal(path.join(inside, 'way-out', 'secret.txt'), inside)).toEqual({ kind: 'link', link: path.join(inside, 'way-out') });
    expect(insideRefusal(`${inside}/media/a\0.png`, inside)).toEqual({ kind: 'outside' });
  });
});
