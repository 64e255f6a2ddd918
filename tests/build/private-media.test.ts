// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, type Copy } from '../../tools/testing/copy-site.ts';
import { testPassword } from '../../tools/testing/test-password.ts';
import { privateSlug } from '../../tools/testing/test-projects.ts';
import { studyOf } from '../../app/features/content/content.server.ts';

const imageFile = /\.(svg|png|jpe?g|webp|avif)$/i;

/** Every file under `dir`, as paths from it. */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

/**
 * A drawing no other can be mistaken for: a grid of colours drawn from its
 * name, and a word of its own in its text (which a copy of the file, a data
 * address or a percent-encoded one would carry).
 */
function distinctDrawing(name: string): { svg: string; marker: string } {
  const seed = createHash('sha256').update(name).digest();
  const marker = `leakmarker${seed.toString('hex').slice(0, 16)}`;
  const cells = Array.from({ length: 24 }, (_, i) => {
    const [r, g, b] = [seed[i % 32]!, seed[(i * 7 + 3) % 32]!, seed[(i * 13 + 5) % 32]!];
    return `<rect x="${(i % 6) * 400}" y="${Math.floor(i / 6) * 375}" width="400" height="375" fill="rgb(${r},${g},${b})"/>`;
  });
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1500"><desc>${marker}</desc>${cells.join('')}</svg>`, marker };
}

/** What an image looks like at 32 × 32, on white: the same for a file and every width and format made from it. */
const fingerprint = async (input: Buffer | string) =>
  sharp(input).flatten({ background: '#ffffff' }).resize(32, 32, { fit: 'fill' }).removeAlpha().raw().toBuffer();

const distance = (a: Buffer, b: Buffer) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
};

/** Two grids of different colours differ by about 80 per channel; a grid and its AVIF at 480 px by less than 10. */
const sameImage = 25;

/** The JPEG images inside a PDF, as a PDF reader would draw them. */
function pdfJpegs(bytes: Buffer): Buffer[] {
  const jpegs: Buffer[] = [];
  for (let at = bytes.indexOf('/DCTDecode'); at !== -1; at = bytes.indexOf('/DCTDecode', at + 1)) {
    const stream = bytes.indexOf('stream', at);
    const start = stream + (bytes[stream + 6] === 0x0d ? 8 : 7);
    const end = bytes.indexOf('endstream', start);
    if (stream !== -1 && end !== -1) jpegs.push(bytes.subarray(start, end));
  }
  return jpegs;
}

/** A file as a host serves it, compressed siblings opened up. */
function shipped(file: string): Buffer {
  const bytes = readFileSync(file);
  if (file.endsWith('.br')) return brotliDecompressSync(bytes);
  if (file.endsWith('.gz')) return gunzipSync(bytes);
  return bytes;
}

describe('a private project’s media', () => {
  let site: Copy;
  let output = '';
  const project = path.join('content/projects', privateSlug);
  /** Images the content names nowhere, in folders of every kind. */
  const strays = ['protected-media/media/x.svg', 'drafts/media/y.svg', 'media/extra/z.svg', 'media/w.svg', 'media/teaser/v.svg'];
  const secrets = new Map<string, { marker: string; print: Buffer }>();
  const published = new Map<string, { marker: string; print: Buffer }>();

  beforeAll(async () => {
    site = copySite('portfolio-private-media-');
    const folder = path.join(site.dir, project);
    // Every image of the project becomes a drawing of its own: the card and the teaser's cover, published on purpose;
    // its cover frames and case-study images, encrypted; and the strays, published nowhere.
    const teaserCover = studyOf(privateSlug).teaser?.cover?.file;
    const files = [...filesIn(folder).filter((file) => imageFile.test(file)), ...strays];
    expect(files.filter((file) => file.startsWith('media/card/'))).toHaveLength(1);
    expect(teaserCover && files).toContain(`media/teaser/${teaserCover}`);
    for (const file of files) {
      const drawing = distinctDrawing(`${privateSlug}/${file}`);
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), drawing.svg);
      const entry = { marker: drawing.marker, print: await fingerprint(Buffer.from(drawing.svg)) };
      (file.startsWith('media/card/') || file === `media/teaser/${teaserCover}` ? published : secrets).set(`${project}/${file}`, entry);
    }
    expect(secrets.size).toBeGreaterThan(15);
    const result = await site.run('npm', ['run', 'build'], { PORTFOLIO_PASSWORD: testPassword });
    output = `${result.stdout}${result.stderr}`;
  });
  afterAll(() => site?.remove());

  it('builds, noting each image it leaves out', () => {
    for (const stray of strays) expect(output).toContain(`${project}/${stray}: is left out of the site, and nothing of it is published`);
  });

  it('publishes nothing derived from them but its card image and its teaser’s cover: no file, width, format, page or PDF', async () => {
    const client = path.join(site.dir, 'build/client');
    const files = filesIn(client);
    expect(files.length).toBeGreaterThan(300);
    const found = new Map<string, string[]>();
    const note = (source: string, where: string) => found.set(source, [...(found.get(source) ?? []), where]);
    const compare = async (image: Buffer | string, where: string) => {
      let print: Buffer;
      try {
        print = await fingerprint(image);
      } catch {
        return;
      }
      for (const [source, entry] of [...secrets, ...published]) if (distance(print, entry.print) < sameImage) note(source, where);
    };
    let images = 0;
    for (const file of files) {
      const full = path.join(client, file);
      if (imageFile.test(file)) {
        images++;
        await compare(full, file);
      }
      if (file.endsWith('.pdf')) for (const [i, jpeg] of pdfJpegs(readFileSync(full)).entries()) await compare(jpeg, `${file} (image ${i + 1})`);
      const text = shipped(full).toString('latin1');
      for (const [source, { marker }] of [...secrets, ...published]) if (text.includes(marker)) note(source, `${file} (its words)`);
    }
    expect(images).toBeGreaterThan(200);
    // The card and the teaser's cover are found, each in several widths and formats: the search sees what is there.
    for (const source of published.keys()) expect(found.get(source)?.length ?? 0, source).toBeGreaterThan(2);
    expect(Object.fromEntries([...found].filter(([source]) => secrets.has(source)))).toEqual({});
    // Nor is any file named after a stray, whose names no other image has.
    expect(files.filter((file) => /^assets\/[vwxyz]-/.test(file))).toEqual([]);
  });
});
