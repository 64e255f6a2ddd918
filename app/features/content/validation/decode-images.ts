// Reads images in a process of its own, for the content check (media-checks.ts): every image
// decoded in full, so a file cut short or not an image of its kind is found, and stopped past its
// time. Run by `node` as it is (types stripped): it imports nothing of the site.
//
// In, on stdin: { jobs: [{ file, pixels, seconds }], together }. Out, one JSON line each on
// stdout: { start } as each file begins, then { file, format, width, height } or { file, error },
// or { file, timeout }, after which the process ends: a drawing that takes too long cannot be
// stopped any other way, and the check starts another process for the files not yet read.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

type Job = { file: string; pixels: number; seconds: number };

const say = (line: object, then?: () => void) => process.stdout.write(`${JSON.stringify(line)}\n`, then);

async function read({ file, pixels, seconds }: Job) {
  say({ start: file });
  const timer = setTimeout(() => say({ file, timeout: true }, () => process.exit(0)), seconds * 1000);
  try {
    const image = sharp(file, { limitInputPixels: pixels });
    const { format, width, height } = await image.metadata();
    // Every byte decoded, into a tiny picture: a drawing is drawn small, a photograph read to its end.
    // libvips counts whole seconds; the timer above keeps the exact limit.
    await image
      .timeout({ seconds: Math.max(1, Math.ceil(seconds)) })
      .resize(8, 8, { fit: 'inside' })
      .raw()
      .toBuffer();
    say({ file, format, width, height });
  } catch (error) {
    say({ file, error: error instanceof Error ? error.message : String(error) });
  }
  clearTimeout(timer);
}

sharp.cache(false);
const { jobs, together } = JSON.parse(readFileSync(0, 'utf8')) as { jobs: Job[]; together: number };
let next = 0;
await Promise.all(
  Array.from({ length: Math.max(1, together) }, async () => {
    while (next < jobs.length) await read(jobs[next++] as Job);
  }),
);
