import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { cachedBytes, cacheKey } from '../../lib/build-cache.ts';
import { walk } from './files.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Kinds of file worth compressing; below this size a compressed sibling saves nothing. */
const compressible = /\.(html|js|css|json|svg|data|xml|txt|map)$/;
const minimumBytes = 1024;

/** The compressors' own versions: part of each compressed file's key. */
const compressors = { zlib: process.versions.zlib, brotli: process.versions.brotli };

/**
 * Static hosts compress on the fly; the local server serves these `.br` and `.gz` siblings instead.
 * A file whose bytes a build compressed before is read back from the build cache (brotli at its
 * highest quality is the slow part of postbuild).
 */
export async function precompress(client: string): Promise<number> {
  let count = 0;
  for await (const file of walk(client)) {
    if (!compressible.test(file)) continue;
    const source = await readFile(file);
    if (source.length < minimumBytes) continue;
    const key = cacheKey([compressors, source]);
    const [br, gzipped] = await Promise.all([
      cachedBytes('brotli', key, () => brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
      cachedBytes('gzip', key, () => gz(source, { level: 9 })),
    ]);
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gzipped);
    count += 1;
  }
  return count;
}
