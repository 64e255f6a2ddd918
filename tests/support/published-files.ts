// What a host publishes from a build, read as a visitor could read it: every file, compressed
// siblings opened up. The build test of private projects (tests/build/private-project.test.ts) and
// the check of the owner's own site (tests/site) both look through it for what must never be there.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readPdf } from '../pdf-reader.ts';

/** Every file a host would publish from a build's client folder. */
export function publicFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The files to search: every published file, but a `.br` or `.gz` sibling that opens up to the very
 * bytes of the file beside it (postbuild/precompress.ts makes it from that file). A sibling that
 * holds anything else (a compressed file read back from a changed build cache, or left from an
 * earlier build) is searched too: a host serves it in that file's place.
 */
export function searchedFiles(dir: string): string[] {
  const files = publicFiles(dir);
  const all = new Set(files);
  return files.filter((file) => {
    const original = file.replace(/\.(br|gz)$/, '');
    if (original === file || !all.has(original)) return true;
    try {
      return !shippedBytes(file).equals(readFileSync(original));
    } catch {
      return true;
    }
  });
}

/** A file's bytes as a host serves them: a `.br` or `.gz` sibling opened up. */
export function shippedBytes(name: string): Buffer {
  const bytes = readFileSync(name);
  if (name.endsWith('.br')) return brotliDecompressSync(bytes);
  if (name.endsWith('.gz')) return gunzipSync(bytes);
  return bytes;
}

/** A file as a host serves it, as text (binary files as Latin-1, where words still show). */
export function shippedText(name: string): string {
  const text = /\.(html|js|json|css|txt|xml|svg|webmanifest|data)(\.br|\.gz)?$/.test(name);
  return shippedBytes(name).toString(text ? 'utf8' : 'latin1');
}

/** A text as a page's HTML (React's escaping) and a JSON string write it: a sentence is looked for in each form. */
export function writtenForms(text: string): string[] {
  const html = text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
  const json = JSON.stringify(text).slice(1, -1);
  return [...new Set([text, html, json])];
}

/** Something that must not be published, and what the owner calls it (its file and field). */
export type Secret = { text: string; from: string };

/** Each published file holding one of `secrets` (in any form it could be written), as `"<text>" (<from>) in <file>`. */
export function publishedSecrets(client: string, secrets: readonly Secret[]): string[] {
  const forms = secrets.map((secret) => ({ secret, forms: writtenForms(secret.text) }));
  return searchedFiles(client).flatMap((file) => {
    const text = shippedText(file);
    return forms
      .filter(({ forms: written }) => written.some((form) => text.includes(form)))
      .map(
        ({ secret }) =>
          `"${secret.text.slice(0, 60)}${secret.text.length > 60 ? '…' : ''}" (${secret.from}) in ${path.relative(client, file)}`,
      );
  });
}

/**
 * Each published PDF whose text, links or properties hold one of `secrets`, as `"<text>" (<from>) in
 * <file>`: a PDF's text is compressed and set line by line, so it is looked for as a reader shows
 * it, with each run of spaces and line breaks as one space. A PDF no reader can open is named too.
 */
export async function publishedPdfSecrets(client: string, secrets: readonly Secret[]): Promise<string[]> {
  const flat = (text: string) => text.replace(/\s+/g, ' ');
  const found: string[] = [];
  for (const file of searchedFiles(client).filter((name) => /\.pdf(\.br|\.gz)?$/.test(name))) {
    const shown = path.relative(client, file);
    const pdf = await readPdf(shippedBytes(file)).catch(() => undefined);
    if (!pdf) {
      found.push(`${shown} cannot be opened as a PDF`);
      continue;
    }
    const text = flat([...pdf.pages, ...pdf.links.flat(), ...Object.values(pdf.info).map(String)].join(' '));
    for (const secret of secrets)
      if (text.includes(flat(secret.text)))
        found.push(`"${secret.text.slice(0, 60)}${secret.text.length > 60 ? '…' : ''}" (${secret.from}) in ${shown}`);
  }
  return found;
}

/**
 * Each published file holding the bytes of one of `images`: as they are, in base64 (a data URL), or
 * percent-encoded (an SVG's data URL).
 */
export function publishedImages(client: string, images: readonly { file: string; from: string }[]): string[] {
  const needles = images.map(({ file, from }) => {
    const bytes = readFileSync(file);
    return { from, forms: [bytes, Buffer.from(bytes.toString('base64')), Buffer.from(encodeURIComponent(bytes.toString('utf8')))] };
  });
  return searchedFiles(client).flatMap((file) => {
    const bytes = shippedBytes(file);
    return needles
      .filter(({ forms }) => forms.some((form) => bytes.includes(form)))
      .map(({ from }) => `${from} in ${path.relative(client, file)}`);
  });
}
