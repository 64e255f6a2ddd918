import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { laidOut } from './content-layout.ts';
import { testPortfolioFolder } from '../../../../tools/testing/copy-site.ts';

/** How a file differs from the layout the editor writes: its first line that does, as it should read; undefined when none does. */
function layoutDifference(text: string, file: string): string | undefined {
  const expected = laidOut(text, file);
  if (text === expected) return undefined;
  const lines = expected.split('\n');
  const at = text.split('\n').findIndex((line, i) => line !== lines[i]);
  return `${file}:${at + 1}: lay this out as the editor would: "${lines[at]}"`;
}

describe('the content files’ layout', () => {
  it('keeps a long value on one line, and a Markdown body as written', () => {
    const long = `subtitle: ${'word '.repeat(40).trim()}\n`;
    const body = '\nA paragraph   with   odd spacing\nand a hard break.\n';
    expect(laidOut(long, 'content/site.yaml')).toBe(long);
    expect(laidOut(`---\n${long}---\n${body}`, 'content/projects/x/index.md')).toBe(`---\n${long}---\n${body}`);
  });

  it('re-writes what the layout does not allow: a long value wrapped onto several lines', () => {
    const wrapped = 'subtitle: one two\n  three four\n';
    expect(laidOut(wrapped, 'content/site.yaml')).toBe('subtitle: one two three four\n');
  });

  it('names the first line a file in another layout differs on, as the editor would write it', () => {
    expect(layoutDifference('name: Huru\nsubtitle: one two\n  three four\n', 'content/site.yaml')).toBe(
      'content/site.yaml:2: lay this out as the editor would: "subtitle: one two three four"',
    );
    expect(layoutDifference('name: Huru\n', 'content/site.yaml')).toBeUndefined();
  });

  // The editor writes this layout: a file in another one would change in lines nobody edited at its next save.
  // The test portfolio's files, as the sample was written (the scaffold's: tools/content/new-project/scaffold.test.ts).
  it.each(
    execFileSync('git', ['ls-files', testPortfolioFolder], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(md|ya?ml)$/.test(file)),
  )('%s is in the layout the editor writes', (file) => {
    const text = readFileSync(file, 'utf8');
    // Named as the editor and the content check name it, from the site's folder: content/…
    expect(layoutDifference(text, path.relative(path.dirname(testPortfolioFolder), file))).toBeUndefined();
  });
});
