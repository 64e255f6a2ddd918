import { describe, expect, it } from 'vitest';
import { maxBodyLines, maxMarks, maxPrefix, plainCostlyTexts, plainImageLine, readBody } from './markdown-body.ts';

const small = { text: 40, title: 20, alt: 20, caption: 20 } as const;

describe('plainCostlyTexts', () => {
  it('leaves a body whose texts are all within the limits as written', () => {
    const body = '## Part\n\n### Title\n\nSome *stars* and `code`.\n\n![A *row*](media/x_1.png "A caption")\n';
    expect(plainCostlyTexts(body, small)).toEqual({ body, plainAt: new Map() });
  });

  it('reads a paragraph over the limit as plain text, on the same lines, keeping its headings and images', () => {
    const body = '## Part\n\n### Title\n*one* [two]\n<three> `four` \\\\ &amp;\n![alt](media/x.png)\n\nShort *one*.\n';
    expect(plainCostlyTexts(body, { ...small, text: 30 })).toEqual({
      body: '## Part\n\n### Title\nxonex xtwox\nxthreex xfourx xx xamp;\n![alt](media/x.png)\n\nShort *one*.\n',
      plainAt: new Map([[3, 11]]),
    });
  });

  it('reads a heading over the limit as plain text, keeping its #s', () => {
    const { body, plainAt } = plainCostlyTexts(`## ${'*a'.repeat(20)}\n\n### Short *one*\n`, small);
    expect(body).toBe(`## ${'xa'.repeat(20)}\n\n### Short *one*\n`);
    expect(plainAt).toEqual(new Map([[0, 20]]));
  });

  it('reads an image line over the limit with its alt texts and captions as plain text, its addresses as written', () => {
    const line = `![${'*a'.repeat(300)}](media/board_v2.png "${'*b'.repeat(300)}") ![*c* [d]](media/x_y.svg)`;
    const { body, plainAt } = plainCostlyTexts(line, small);
    expect(body).toBe(`![${'xa'.repeat(300)}](media/board_v2.png "${'xb'.repeat(300)}") ![xcx xdx](media/x_y.svg)`);
    expect(body).toHaveLength(line.length);
    // 300 stars, 300 more, 4 brackets and 2 stars of the second image, 2 underscores in the addresses.
    expect(plainAt).toEqual(new Map([[0, 610]]));
  });

  it('reads a paragraph within the length but full of signs as plain text, whatever its length', () => {
    const paragraph = '*a'.repeat(maxMarks + 1);
    const { body, plainAt } = plainCostlyTexts(`## Part\n\n### Title\n\n${paragraph}\n`);
    expect(body).toBe(`## Part\n\n### Title\n\n${'xa'.repeat(maxMarks + 1)}\n`);
    expect(plainAt).toEqual(new Map([[4, maxMarks + 1]]));
    const within = '*a'.repeat(maxMarks);
    expect(plainCostlyTexts(`## Part\n\n### Title\n\n${within}\n`).plainAt.size).toBe(0);
  });

  it(`cuts a line's indentation and list or quote markers to ${maxPrefix} characters: the same kind of block, nested no deeper`, () => {
    const nested = Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}- a`).join('\n');
    const { body } = plainCostlyTexts(`${nested}\n${'> '.repeat(40)}b\n${'-'.repeat(80)}\n`);
    const lines = body.split('\n');
    expect(lines[39]).toBe(`${' '.repeat(maxPrefix)}a`);
    expect(lines[40]).toBe(`${'> '.repeat(maxPrefix / 2)}b`);
    expect(lines[41]).toBe('-'.repeat(maxPrefix));
    expect(lines.slice(0, 16)).toEqual(nested.split('\n').slice(0, 16));
  });
});

describe('plainImageLine', () => {
  it('keeps a caption in one piece: a quote inside it cannot end it early', () => {
    expect(plainImageLine('![a](media/x.png "say \\"hi\\" *now*")')).toBe('![a](media/x.png "say xxhixx xnowx")');
  });

  it('makes the text around images plain too', () => {
    expect(plainImageLine('*a* ![b](c.png) _d_')).toBe('xax ![b](c.png) xdx');
  });
});

describe('readBody', () => {
  it('gives a text one problem, the first thing in it the page cannot show, however many there are', () => {
    const { parts, problems } = readBody('## Part\n\n### Title\n\n**bold** and a [link](https://example.com).\n\nA second *one*.\n', 'x.md', 1);
    expect(problems).toEqual([]);
    expect(parts[0]?.blocks[0]).toMatchObject({
      kind: 'comment',
      title: 'Title',
      text: 'bold and a link.\nA second one.',
      textProblem: {
        message:
          'has **bold** text, which the page cannot show; remove the stars (write \\* for a star); 1 more place in this text cannot be shown either',
        line: 5,
      },
    });
  });

  it('gives a heading full of stars one problem, read in one pass', { timeout: 60_000 }, () => {
    const { parts, problems } = readBody(`## ${'*a'.repeat(20_000)}\n\n### Title\n\nText.\n`, 'x.md', 10);
    expect(problems).toEqual([]);
    // Too long for any title: the schema says so, once; the reader adds nothing.
    expect(parts[0]?.title).toBe('xa'.repeat(20_000));
    expect(parts[0]?.titleProblem).toBeUndefined();
  });

  it('gives a paragraph with too many signs for its length one problem of its own, naming how many', { timeout: 60_000 }, () => {
    const body = `## Part\n\n${Array.from({ length: 100 }, (_, i) => `### P${i}\n\n${'*a'.repeat(1_000)}`).join('\n\n')}\n`;
    const { parts, problems } = readBody(body, 'x.md', 1);
    expect(problems).toEqual([]);
    const blocks = parts[0]?.blocks ?? [];
    expect(blocks).toHaveLength(100);
    expect(blocks[99]).toMatchObject({
      text: 'xa'.repeat(1_000),
      textProblem: { message: expect.stringMatching(/^has 1000 formatting signs \(\* _ ` \[ \] < > \\ &\), more than any text of the page holds \(at most 200\)/), line: 401 },
    });
  });

  it('reads a list nested a thousand deep in the time of a flat one, as one problem', { timeout: 60_000 }, () => {
    const { problems } = readBody(`## Part\n\n${Array.from({ length: 1_000 }, (_, i) => `${'  '.repeat(i)}- a`).join('\n')}\n`, 'x.md', 1);
    expect(problems).toEqual(['x.md:3: is a list, which the page cannot show; write it as a sentence in a paragraph.']);
  });

  it('reads an alt text full of stars as plain text, leaving its one problem, its length, to the schema', { timeout: 60_000 }, () => {
    const { parts, problems } = readBody(`## Part\n\n![${'*a'.repeat(20_000)}](media/x.png)\n`, 'x.md', 1);
    expect(problems).toEqual([]);
    expect(parts[0]?.blocks[0]).toEqual({ kind: 'images', line: 3, images: [{ alt: 'xa'.repeat(20_000), url: 'media/x.png', title: undefined, line: 3 }] });
  });

  it('gives a text read as plain text that its field would take a problem of its own: it never passes as written', () => {
    // Over twice the longest paragraph as written, but spaces before a line break: three letters once read.
    const padded = `*a*${' '.repeat(10_000)}\nb`;
    const { parts } = readBody(`## Part\n\n### Title\n\n${padded}\n`, 'x.md', 1);
    expect(parts[0]?.blocks[0]).toMatchObject({
      text: 'xax\nb',
      textProblem: { message: 'is written over far more characters than it holds (spaces and line breaks around it); remove them', line: 5 },
    });
  });

  it(`refuses a body of more than ${maxBodyLines} lines in one problem, without reading it`, { timeout: 60_000 }, () => {
    const { parts, problems } = readBody('- a\n'.repeat(maxBodyLines + 1), 'x.md', 7);
    expect(parts).toEqual([]);
    expect(problems).toEqual([expect.stringMatching(/^x\.md:7: has more than 10,000 lines of text below the fields/)]);
  });
});
