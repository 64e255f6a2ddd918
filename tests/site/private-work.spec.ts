// No file the host publishes holds a sentence or an image of private work: every text the content
// marks private (a private project's case study, in every language, but its teaser and codename),
// the real name a codename hides, and the bytes of every image in a private project's
// protected-media folder. Compressed files are opened up, PDFs read as a reader shows them; texts are looked for as the pages and
// the JSON files write them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/browser-checks.ts';
import { publishedImages, publishedPdfSecrets, publishedSecrets, searchedFiles, shippedText } from '../support/published-files.ts';
import { client, privateImages, privateSlugs, privateTexts, publishedSources } from './own-site.ts';

const { sentences, names } = privateTexts();

test('no public file holds a sentence of a private project, nor a name its codename hides', async () => {
  if (privateSlugs.length > 0)
    expect(sentences.length, 'the private projects hold no sentence to look for: the check would prove nothing').toBeGreaterThan(0);
  expect(publishedSecrets(client, sentences), 'private sentences published').toEqual([]);
  // A PDF's text is compressed: read as a PDF reader shows it.
  expect(await publishedPdfSecrets(client, sentences), 'private sentences in a PDF').toEqual([]);
  const wordOf = (name: string) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
  const named = searchedFiles(client).flatMap((file) => {
    const text = `${path.relative(client, file)}\n${shippedText(file)}`;
    return names
      .filter((name) => wordOf(name.text).test(text))
      .map((name) => `"${name.text}" (${name.from}) in ${path.relative(client, file)}`);
  });
  expect(named, 'hidden names published').toEqual([]);
});

test('no public file holds an image of a private project, and no public media folder a copy of one', () => {
  const images = privateImages();
  expect(publishedImages(client, images), 'private images published').toEqual([]);
  const copies = publishedSources().flatMap((source) => {
    const bytes = readFileSync(source);
    return images
      .filter(({ file }) => readFileSync(file).equals(bytes))
      .map(({ from }) => `${path.relative(process.cwd(), source)} is the same image as ${from}, which is private`);
  });
  expect(copies, 'private images in a public media folder').toEqual([]);
});
