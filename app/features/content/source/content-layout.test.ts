import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { laidOut } from './content-layout.ts';

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

  // The editor writes this layout: a file in another one would change in lines nobody edited at its next save.
  it.each(
    execFileSync('git', ['ls-files', 'content'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(md|ya?ml)$/.test(file)),
  )('%s is in the layout the editor writes', (file) => {
    const text = readFileSync(file, 'utf8');
    const expected = laidOut(text, file);
    const firstDifference = text.split('\n').findIndex((line, i) => line !== expected.split('\n')[i]);
    expect(text, `${file}:${firstDifference + 1}: lay this out as the editor would: "${expected.split('\n')[firstDifference]}"`).toBe(expected);
  });
});
