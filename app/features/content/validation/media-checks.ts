import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mediaLimits, svgDensity } from '../media.ts';

type MediaLimits = { readonly [K in keyof typeof mediaLimits]: number };
import type { MediaPlan } from '../published-media.ts';
import { line } from '../issue-line.ts';
import { svgCost, svgLimits, type SvgCost } from './svg-cost.ts';

/**
 * Every image the build will process (published or encrypted) read before
 * the build or a Publish starts, with what is wrong with it, its size and
 * the fix: a file cut short, not an image of its kind, too heavy, too many
 * pixels, too slow to read, or an SVG whose filters or copies cost too much
 * to draw (svg-cost.ts). A video is weighed only: the site never decodes it.
 */

/** Sizes as the owner's computer shows them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / 1024 / 1024, 'MB'];
  return `${value.toFixed(1)} ${unit}`;
}

const thousands = (value: number) => Math.round(value).toLocaleString('en');

/** What the image decoder says it read, by the name the site gives the format. */
const formatOf: Record<string, string> = { svg: 'svg', png: 'png', jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp', avif: 'heif' };
const formatName: Record<string, string> = { svg: 'SVG', png: 'PNG', jpeg: 'JPEG', webp: 'WebP', heif: 'AVIF or HEIF', gif: 'GIF', tiff: 'TIFF' };

type Decoded = { file: string; format?: string; width?: number; height?: number; error?: string; timeout?: boolean };

/** The decoder run in a process of its own: a file that takes too long ends that process, never this one. */
const decoder = fileURLToPath(new URL('./decode-images.ts', import.meta.url));

/**
 * Results already read, by the hash of the file's bytes (with its size, the
 * limits and the decoder's version): reading depends on nothing else, so a
 * file changed in any way is read again, whatever its name or time says.
 * Kept for this process, and between runs beside the build's other caches,
 * so a rebuild, a Publish or a check reads only the images that changed.
 */
const decoded = new Map<string, Decoded>();
const cacheFolder = fileURLToPath(new URL('../../../../node_modules/.cache/content-check/', import.meta.url));
/** The decoder as it reads: sharp's version and the reading script's own text, so a change to either reads every image again. */
const decoderVersion = (() => {
  const script = createHash('sha256').update(readFileSync(decoder)).digest('hex');
  try {
    return `${(JSON.parse(readFileSync(createRequire(import.meta.url).resolve('sharp/package.json'), 'utf8')) as { version: string }).version} ${script}`;
  } catch {
    return script;
  }
})();
const cacheFile = (key: string) => path.join(cacheFolder, `${createHash('sha256').update(key).digest('hex')}.json`);

/**
 * A result kept by an earlier run, as its file holds it: only a whole one, kept for this very key
 * (a file cut short, emptied, or copied from another key's is no result, and the image is read again).
 */
export function keptResult(text: string, key: string): Decoded | undefined {
  try {
    const kept = JSON.parse(text) as { key?: unknown; result?: Decoded } | null;
    const result = kept?.key === key ? kept.result : undefined;
    if (!result || typeof result !== 'object') return undefined;
    if (typeof result.error === 'string') return { file: '', error: result.error };
    const { format, width, height } = result;
    if (typeof format !== 'string' || !Number.isSafeInteger(width) || !Number.isSafeInteger(height)) return undefined;
    return { file: '', format, width, height };
  } catch {
    return undefined;
  }
}

function remembered(key: string): Decoded | undefined {
  const known = decoded.get(key);
  if (known) return known;
  try {
    const result = keptResult(readFileSync(cacheFile(key), 'utf8'), key);
    if (result) decoded.set(key, result);
    return result;
  } catch {
    return undefined;
  }
}

function remember(key: string, result: Decoded): void {
  decoded.set(key, result);
  // A result that depends on the machine's speed is not kept between runs.
  if (result.timeout) return;
  try {
    mkdirSync(cacheFolder, { recursive: true });
    // Through a file of its own, renamed: a run stopped half-way leaves no half a result.
    const temporary = `${cacheFile(key)}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ key, result: { ...result, file: '' } }));
    renameSync(temporary, cacheFile(key));
  } catch {
    // Without a cache, the next run reads the file again.
  }
}

/** Files read at once: the decoder waits on the disk as much as on the processor. */
const together = 4;

/**
 * Decodes `files` (absolute paths), each within `mediaLimits.readSeconds`,
 * in as few processes as it takes. When a process ends without a word for
 * the files it was reading (it crashed, or its clock did not answer), they
 * are read again one at a time, so the one to blame is named alone.
 */
function decode(files: string[], limits: MediaLimits): Map<string, Decoded> {
  const results = new Map<string, Decoded>();
  let rest = files;
  let atOnce = together;
  while (rest.length > 0) {
    const jobs = rest.map((file) => ({ file, pixels: limits.pixels, seconds: limits.readSeconds }));
    const run = spawnSync(process.execPath, [decoder], {
      input: JSON.stringify({ jobs, together: atOnce }),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      // A last resort, should the decoder's own clock not answer.
      timeout: (limits.readSeconds * rest.length + 30) * 1000,
      killSignal: 'SIGKILL',
    });
    const reading = new Set<string>();
    let timedOut = false;
    for (const text of run.stdout?.split('\n') ?? []) {
      if (!text.trim()) continue;
      const result = JSON.parse(text) as Decoded & { start?: string };
      if (result.start !== undefined) reading.add(result.start);
      else {
        results.set(result.file, result);
        reading.delete(result.file);
        timedOut ||= result.timeout === true;
      }
    }
    if (reading.size > 0 && !timedOut) {
      if (atOnce > 1) atOnce = 1;
      else for (const file of reading) results.set(file, run.error || run.signal ? { file, timeout: true } : { file, error: run.stderr?.trim().split('\n').at(-1) || 'the reader stopped' });
    }
    const next = rest.filter((file) => !results.has(file));
    if (next.length === rest.length && reading.size === 0)
      // Nothing was read at all: the decoder itself cannot run.
      throw new Error(`The content check could not start its image reader (${decoder}): ${run.error?.message ?? run.stderr}`);
    rest = next;
  }
  return results;
}

/** What the decoder said, in words: its own, but for the one that says only that a warning stopped it. */
const readError = (error: string) =>
  /failOn/.test(error) ? 'its data has errors, or ends before the image does' : (error.split('\n')[0]?.trim() ?? 'unreadable');

/** What an SVG may not hold at all, as one problem: said before anything draws it. */
const refusedDrawing = ({ refused }: SvgCost) =>
  refused.length === 0 ? undefined : `${refused[0]}${refused.length > 1 ? ` (and ${refused.length - 1} more such thing${refused.length === 2 ? '' : 's'} in it)` : ''}`;

/** What an SVG costs to draw, as the problem it is, if it is one: its filters weighed at the largest size the site draws it. */
function drawingProblem({ shapes, passes }: SvgCost, width: number, height: number): string | undefined {
  if (shapes > svgLimits.shapes)
    return `draws ${thousands(shapes)} shapes once every <use> copy, pattern and marker is counted; the site draws at most ${thousands(svgLimits.shapes)}. Simplify it (fewer copies of copies), or export the artwork as PNG`;
  const scale = Math.max(1, svgDensity(width, height) / 72);
  const megapixels = (width * height * scale * scale) / 1e6;
  const cost = passes * megapixels;
  if (cost > svgLimits.passes)
    return `costs about ${thousands(cost)} filter passes over a megapixel to draw (its filters over its ${megapixels.toFixed(1)} megapixels, as the site draws it largest); the site draws at most ${svgLimits.passes}. Use fewer or smaller effects (a blur counts 4 passes, an octave of noise 3), or export the artwork as PNG`;
  return undefined;
}

/**
 * A problem line for each image or video of `plan` the build could not
 * process: read from `root`, each image decoded in full, in seconds.
 */
export function mediaProblems(root: string, plan: MediaPlan, limits: MediaLimits = mediaLimits): string[] {
  const problems = new Map<string, string>();
  const say = (file: string, message: string) => problems.set(file, line(file, '', message));
  const sizes = new Map<string, number>();
  const size = (file: string) => sizes.get(file) ?? 0;

  for (const file of plan.videos) {
    const bytes = statSync(path.join(root, file)).size;
    if (bytes > limits.videoBytes)
      say(file, `is ${formatBytes(bytes)}, and a video may be at most ${formatBytes(limits.videoBytes)}: every visitor who plays it downloads all of it. Export it shorter, or at 1080p with a lower bitrate`);
  }

  const images = [...new Set([...plan.images, ...plan.encrypted])];
  const toRead: string[] = [];
  const drawings = new Map<string, SvgCost>();
  for (const file of images) {
    const bytes = statSync(path.join(root, file)).size;
    sizes.set(file, bytes);
    if (bytes > limits.imageBytes) {
      say(
        file,
        `is ${formatBytes(bytes)}, and an image may be at most ${formatBytes(limits.imageBytes)}; export it smaller (the site shows an image at most 2,400 pixels wide: 4,800 is plenty), or as JPEG or WebP if it is a photograph`,
      );
      continue;
    }
    if (path.extname(file).slice(1).toLowerCase() === 'svg') {
      const cost = svgCost(readFileSync(path.join(root, file), 'utf8'));
      const refused = refusedDrawing(cost);
      if (refused) {
        say(file, refused);
        continue;
      }
      drawings.set(file, cost);
    }
    toRead.push(file);
  }

  // Each version of a file read once: its bytes name the version.
  const keyOf = new Map<string, string>();
  for (const file of toRead) {
    const hash = createHash('sha256').update(readFileSync(path.join(root, file))).digest('hex');
    keyOf.set(file, JSON.stringify([hash, size(file), limits.pixels, limits.readSeconds, decoderVersion]));
  }
  const unread = [...new Map(toRead.filter((file) => !remembered(keyOf.get(file) as string)).map((file) => [keyOf.get(file), file])).values()];
  if (unread.length > 0) {
    const results = decode(unread.map((file) => path.join(root, file)), limits);
    for (const file of unread) {
      const result = results.get(path.join(root, file));
      if (result) remember(keyOf.get(file) as string, result);
    }
  }

  for (const file of toRead) {
    const result = decoded.get(keyOf.get(file) as string);
    if (!result) continue;
    const extension = path.extname(file).slice(1).toLowerCase();
    const weighs = formatBytes(size(file));
    const { width = 0, height = 0 } = result;
    if (result.timeout) {
      say(file, `took more than ${limits.readSeconds} seconds to read (it is ${weighs}), so the build could not process it in time; export it again, smaller or simpler (as PNG or JPEG)`);
    } else if (result.error !== undefined) {
      const pixels = /pixel limit/i.test(result.error);
      say(
        file,
        pixels
          ? `holds more than ${thousands(limits.pixels / 1e6)} megapixels (it is ${weighs}), more than an image may; export it smaller: the site shows an image at most 2,400 pixels wide`
          : `cannot be read as an image (${readError(result.error)}); it is ${weighs}, cut short, damaged or not a ${formatName[formatOf[extension] ?? ''] ?? extension.toUpperCase()} file. Export it again from the original, and replace it`,
      );
    } else if (result.format !== formatOf[extension]) {
      say(file, `is a ${formatName[result.format ?? ''] ?? result.format} file named .${extension} (${weighs}); export it as ${formatName[formatOf[extension] ?? ''] ?? extension}, or give it the extension of what it is if the site takes that (PNG, JPEG, WebP, AVIF, SVG)`);
    } else if (width * height > limits.pixels || Math.max(width, height) > limits.side) {
      say(
        file,
        `is ${thousands(width)} × ${thousands(height)} pixels (${(width * height / 1e6).toFixed(1)} megapixels, ${weighs}); an image may have at most ${thousands(limits.pixels / 1e6)} megapixels and ${thousands(limits.side)} pixels a side. Export it smaller: the site shows an image at most 2,400 pixels wide`,
      );
    } else {
      const drawing = drawings.get(file);
      const problem = drawing && drawingProblem(drawing, width, height);
      if (problem) say(file, problem);
    }
  }
  return images.concat(plan.videos).flatMap((file) => problems.get(file) ?? []);
}
