import { describe, expect, it } from 'vitest';
import { plainLongParagraphs, readBody } from './markdown-body.ts';

describe('plainLongParagraphs', () => {
  it('leaves a body whose paragraphs are all within the limit as written', () => {
    const body = '## Part\n\n### Title\n\nSome *stars* and `code`.\n';
    expect(plainLongParagraphs(body, 30)).toBe(body);
  });

  it('reads a paragraph over the limit as plain text, on the same lines, keeping its headings and images', () => {
    const body = '## Part\n\n### Title\n*one* [two]\n<three> `four` \\\\ &amp;\n![alt](media/x.png)\n\nShort *one*.\n';
    expect(plainLongParagraphs(body, 40)).toBe('## Part\n\n### Title\nxonex xtwox\nxthreex xfourx xx xamp;\n![alt](media/x.png)\n\nShort *one*.\n');
  });

  it('so that the body reads as text, the refused signs in it left for when it is short enough', () => {
    const { parts, problems } = readBody('## Part\n\n### Title\n\n**bold** text\n', 'x.md', 1);
    expect(problems).toHaveLength(1);
    expect(parts[0]?.blocks[0]).toMatchObject({ kind: 'comment', title: 'Title', text: 'bold text' });
  });
});
