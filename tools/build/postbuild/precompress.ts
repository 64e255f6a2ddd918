import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { walk } from './files.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Kinds of file worth compressing; below this size a compressed sibling saves nothing. */
const compressible = /\.(html|js|css|json|svg|data|xml|txt|map)$/;
const minimumBytes = 1024;

/** Static hosts compress on the fly; the local server serves these `.br` and `.gz` siblings instead. */
export async function precompress(client: string): Promise<number> {
  let count = 0;
  for await (const file of walk(client)) {
    if (!compressible.test(file)) continue;
    const source = await readFile(file);
    if (source.length < minimumBytes) continue;
    await writeFile(`${file}.br`, await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, await gz(source, { level: 9 }));
    count += 1;
  }
  return count;
}
