// @vitest-environment node
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, type Copy } from '../../tools/testing/copy-site.ts';

const sentence = 'Shipped the release on time.';
/**
 * `count` one-line paragraphs, as a YAML block indented by `indent` spaces:
 * tall on the page and short in characters, so the content check's length
 * limit lets the text through and the PDF's own check is the one that stops it.
 */
const block = (count: number, indent: number) => Array.from({ length: count }, (_, i) => `${' '.repeat(indent)}${i + 1}. ${sentence}`).join('\n\n');

describe('the CV PDF in the build', () => {
  let site: Copy;
  const failure = (error: { code?: number; stdout?: string; stderr?: string }) => error;
  const build = async () => {
    const result = await site.run('npm', ['run', 'build']).then(() => ({ code: 0, stdout: '', stderr: '' }), failure);
    return { code: result.code, output: `${result.stdout}${result.stderr}` };
  };
  /** Replaces one field's text in a content file of the copy; returns what puts it back. */
  const edit = (file: string, from: RegExp, to: string) => {
    const full = path.join(site.dir, file);
    const before = readFileSync(full, 'utf8');
    const after = before.replace(from, to);
    expect(after, `${file} changed`).not.toBe(before);
    writeFileSync(full, after);
    return () => writeFileSync(full, before);
  };

  beforeAll(() => {
    site = copySite('portfolio-cv-pdf-');
  });
  afterAll(() => site?.remove());

  it('stops when an experience text makes its entry taller than a page, naming the file, the field and the fix', async () => {
    // The first entry's one-line text becomes eighty paragraphs: an entry never splits across pages.
    const restore = edit('content/about/index.md', /^( {4}text: )I lead the design side of Mosaic.*$/m, `$1|\n${block(80, 6)}`);
    const { code, output } = await build();
    expect(code).not.toBe(0);
    expect(output).toContain('The CV PDF cannot hold all of the content');
    expect(output).toMatch(
      /content\/about\/index\.md: experience\[0\]\.text is too long for the CV PDF: an entry never splits across pages, and this one would take [\d.]+ pages, so the PDF would cut it off\. Shorten it to a few sentences\./,
    );
    expect(existsSync(path.join(site.dir, 'build/client/index.html'))).toBe(false);
    restore();
  }, 300_000);

  it('stops when the summary runs the PDF past two pages, naming the summary and the page count', async () => {
    const restore = edit('content/cv.yaml', /^summary: \|\n(?: {2}.*\n|\n)+/m, `summary: |\n${block(120, 2)}\n`);
    const { code, output } = await build();
    expect(code).not.toBe(0);
    expect(output).toMatch(/content\/cv\.yaml: summary takes [\d.]+ pages of the CV PDF, which runs to \d and must fit on 2; shorten it to two or three sentences\./);
    expect(output).not.toContain('experience[0].text is too long');
    expect(existsSync(path.join(site.dir, 'build/client/index.html'))).toBe(false);
    restore();
  }, 300_000);
});
