// @vitest-environment node
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshFile } from './fresh-file.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'fresh-file-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a file the server keeps', () => {
  it('is read once, and again when its size or time changes', () => {
    const file = path.join(folder, 'headers.json');
    writeFileSync(file, '{"csp":"old"}');
    let reads = 0;
    const read = freshFile(file, (bytes) => {
      reads++;
      return JSON.parse(bytes.toString('utf8')) as { csp: string };
    });
    expect(read()).toEqual({ csp: 'old' });
    expect(read()).toEqual({ csp: 'old' });
    expect(reads).toBe(1);
    // A rebuild: the same size, another time.
    writeFileSync(file, '{"csp":"new"}');
    utimesSync(file, new Date(2030, 0, 1), new Date(2030, 0, 1));
    expect(read()).toEqual({ csp: 'new' });
    // Another size, the same time.
    writeFileSync(file, '{"csp":"newer"}');
    utimesSync(file, new Date(2030, 0, 1), new Date(2030, 0, 1));
    expect(read()).toEqual({ csp: 'newer' });
    expect(reads).toBe(3);
  });

  it('keeps the last good reading while a rebuild has it half written or gone', () => {
    const file = path.join(folder, 'page.json');
    writeFileSync(file, '{"page":1}');
    const read = freshFile(file, (bytes) => JSON.parse(bytes.toString('utf8')) as { page: number });
    expect(read()).toEqual({ page: 1 });
    writeFileSync(file, '{"pa');
    expect(read()).toEqual({ page: 1 });
    rmSync(file);
    expect(read()).toEqual({ page: 1 });
    writeFileSync(file, '{"page":2}');
    expect(read()).toEqual({ page: 2 });
  });

  it('says a file that was never there', () => {
    expect(() => freshFile(path.join(folder, 'missing.json'), String)()).toThrow(/ENOENT/);
  });
});
