import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildDir, clientDir } from '../../tools/build/build-dir.ts';
import { expect, test } from './support.ts';
import { snapshotFile } from '../../app/features/gate/protected-payload.ts';
import { contentIn } from '../../app/features/content/content.server.ts';
import { locales } from '../../app/i18n/locale.ts';

// The build these tests are served is encrypted with the test password. A build with passwords of
// its own, where only those open it: tests/build/private-project.test.ts.
const protectedMedia = 'content/projects/mango/protected-media';

/** Sentences only the protected case study contains, in each language. */
const secrets = locales.flatMap((locale) => {
  const study = contentIn(locale).studyOf('mango');
  return [
    study.about.text.split(/[.\n]/)[0]!.trim(),
    study.sections[0]!.title,
    study.sections[1]!.title,
    study.lessons[0]!.title,
    ...study.sections
      .flatMap((section) => section.blocks)
      .flatMap((block) => (block.kind === 'comment' ? [block.text.split(/[.\n]/)[0]!.trim()] : []))
      .slice(0, 4),
  ].filter((text) => text.length > 20);
});

function filesUnder(dir: string): string[] {
  // A build made outside the repository (BUILD_DIR) may link node_modules beside it, for its server build.
  return readdirSync(dir)
    .filter((name) => name !== 'node_modules')
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

function imageFiles(dir: string): string[] {
  return filesUnder(dir).filter((file) => /\.(svg|png|jpe?g|webp|avif)$/i.test(file));
}

/** Every byte the build ships, compressed siblings opened up. */
function readShipped(file: string): Buffer {
  const bytes = readFileSync(file);
  if (file.endsWith('.br')) return brotliDecompressSync(bytes);
  if (file.endsWith('.gz')) return gunzipSync(bytes);
  return bytes;
}

function expectNoPlaintext(buildDir: string) {
  const files = filesUnder(buildDir);
  expect(files.length).toBeGreaterThan(20);
  // Generated artwork shares boilerplate; look for a slice of each image that no public file has.
  const publicMedia = filesUnder('content')
    .filter((file) => /\/media\//.test(file) && !file.startsWith(protectedMedia))
    .map((file) => readFileSync(file));
  const distinctive = (bytes: Buffer) => {
    for (let at = Math.floor(bytes.length / 2); at + 160 <= bytes.length; at += 160) {
      const slice = bytes.subarray(at, at + 160);
      if (!publicMedia.some((other) => other.includes(slice))) return slice;
    }
    throw new Error('a protected image has no distinctive bytes');
  };
  const images = imageFiles(protectedMedia).map((file) => {
    const raw = distinctive(readFileSync(file));
    return { file, raw, base64: Buffer.from(raw.toString('base64').slice(4, 100)) };
  });
  expect(images.length).toBeGreaterThan(8);
  expect(secrets.length).toBeGreaterThanOrEqual(10);
  const leaks: string[] = [];
  for (const file of files) {
    const shipped = readShipped(file);
    const text = shipped.toString('utf8');
    for (const secret of secrets) if (text.includes(secret)) leaks.push(`"${secret}" in ${file}`);
    for (const image of images) {
      if (shipped.includes(image.raw)) leaks.push(`${image.file} bytes in ${file}`);
      if (shipped.includes(image.base64)) leaks.push(`${image.file} base64 in ${file}`);
    }
  }
  expect(leaks).toEqual([]);
}

test.describe('the protected case study in the build', () => {
  test('no file of the build holds its text or its images, only ciphertext', () => {
    expectNoPlaintext(buildDir());
    const payload = JSON.parse(readFileSync(path.join(clientDir(), snapshotFile('mango')), 'utf8'));
    expect(payload.kdf).toMatchObject({ name: 'PBKDF2', hash: 'SHA-256' });
    expect(payload.kdf.iterations).toBeGreaterThanOrEqual(600_000);
    expect(payload.cipher.name).toBe('AES-GCM');
    // The prerendered /mango page is only the gate.
    const shell = readFileSync(path.join(clientDir(), 'mango/index.html'), 'utf8');
    expect(shell).toContain('Opening the protected case study');
    expect(shell).toContain('noindex');
  });
});
