import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishedSecrets, searchedFiles } from './published-files.ts';

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
});
