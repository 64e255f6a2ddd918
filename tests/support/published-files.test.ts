import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Document, Page, renderToBuffer, Text } from '@react-pdf/renderer';
import { createElement } from 'react';
import { publishedPdfSecrets, publishedSecrets, searchedFiles } from './published-files.ts';

describe('the files a private sentence is looked for in', () => {
  let client: string;
  beforeEach(() => {
    client = mkdtempSync(path.join(tmpdir(), 'published-files-'));
  });
  afterEach(() => rmSync(client, { recursive: true, force: true }));

  const secret = { text: 'The client lost a third of its bookings', from: 'content/projects/mango/index.md, summary' };

  it('finds a sentence in a compressed file that does not hold what the file beside it holds', () => {
    const page = '<p>A public page.</p>';
    writeFileSync(path.join(client, 'index.html'), page);
    writeFileSync(path.join(client, 'index.html.br'), brotliCompressSync(`<p>${secret.text}.</p>`));
    writeFileSync(path.join(client, 'index.html.gz'), gzipSync(page));
    writeFileSync(path.join(client, 'about.html.gz'), 'not gzip at all');
    writeFileSync(path.join(client, 'about.html'), page);
    expect(
      searchedFiles(client)
        .map((file) => path.basename(file))
        .sort(),
    ).toEqual(['about.html', 'about.html.gz', 'index.html', 'index.html.br']);
    unlinkSync(path.join(client, 'about.html.gz'));
    expect(publishedSecrets(client, [secret])).toEqual([`"${secret.text}" (${secret.from}) in index.html.br`]);
  });

  it('finds a sentence in a PDF, whose text is compressed, even broken across lines', async () => {
    const pdf = await renderToBuffer(
      createElement(
        Document,
        null,
        createElement(Page, { size: [160, 400] }, createElement(Text, null, `Outcome. ${secret.text}, then won them back.`)),
      ),
    );
    writeFileSync(path.join(client, 'nora-castell-huru.pdf'), pdf);
    expect(pdf.includes(secret.text)).toBe(false);
    expect(publishedSecrets(client, [secret])).toEqual([]);
    expect(await publishedPdfSecrets(client, [secret])).toEqual([`"${secret.text}" (${secret.from}) in nora-castell-huru.pdf`]);
    writeFileSync(path.join(client, 'nora-castell-mango.pdf'), pdf.subarray(0, 200));
    expect(await publishedPdfSecrets(client, [])).toEqual(['nora-castell-mango.pdf cannot be opened as a PDF']);
  });
});
