import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin, ResolvedConfig } from 'vite';
import { imageExtensions, mediaLimits } from '../../app/features/content/media.ts';
import type { Picture } from '../../app/features/content/picture-view.ts';
import { cached, cacheKey, codeVersion, packageVersions, readCached } from '../lib/build-cache.ts';
import { buildStopped, timedTurns, withinTime, type Turn } from '../lib/time-limit.ts';

/**
 * The query that asks for an image in every width and modern format.
 * Only imports that carry it are processed, so `?url` imports of fonts,
 * posters of other kinds or the favicon are left alone.
 */
export const responsiveQuery = 'responsive';

/** Candidate widths; each image gets those up to its own width (never upscaled). */
export const imageWidths = [480, 800, 1200, 1600, 2400];

/**
 * The formats, most preferred first; the last is the `<img>`'s fallback. Per-format quality: AVIF
 * at 55 and WebP at 78 look alike on flat interface artwork and on screenshots. Effort 2 encodes
 * AVIF ~6× faster than the default 4 at the same size here, which keeps cold builds short.
 */
export const imageFormats = [
  { format: 'avif', options: { quality: 55, effort: 2 } },
  { format: 'webp', options: { quality: 78, effort: 4 } },
] as const;

type ImageFormat = (typeof imageFormats)[number]['format'];

/** One encoded image: its format and size in pixels. */
export type EncodedImage = { format: ImageFormat; width: number; height: number };

/** The widths an image `intrinsic` pixels wide is encoded at: the candidates up to its own width, and its own width when it is narrower than one. */
export function widthsFor(intrinsic: number): number[] {
  return [...new Set(imageWidths.map((width) => Math.min(width, intrinsic)))];
}

/** Every image an image of `width` × `height` becomes, in the order its `<picture>` lists them. */
export function encodingsFor(width: number, height: number): EncodedImage[] {
  return widthsFor(width).flatMap((w) =>
    imageFormats.map(({ format }) => ({ format, width: w, height: Math.max(1, Math.round((w * height) / width)) })),
  );
}

/**
 * The `<picture>` of the encoded images (each with its URL): a srcset per format, the fallback's
 * only when it has more than one width, and the largest fallback as the `<img>`.
 */
export function pictureOf(images: readonly (EncodedImage & { src: string })[]): Picture {
  const fallback = imageFormats[imageFormats.length - 1]!.format;
  const fallbacks = images.filter((image) => image.format === fallback);
  const largest = fallbacks.reduce((a, b) => (b.width > a.width ? b : a));
  const sources: Record<string, string> = {};
  for (const { format } of imageFormats) {
    const ofFormat = images.filter((image) => image.format === format);
    if (ofFormat.length === 0 || (format === fallback && ofFormat.length < 2)) continue;
    sources[format] = ofFormat.map((image) => `${image.src} ${image.width}w`).join(', ');
  }
  return { sources, img: { src: largest.src, w: largest.width, h: largest.height } };
}

/** At most this many images encoded at once, each its widths and formats one after another: each holds a decoded image in memory. */
const turns = timedTurns(Math.max(1, availableParallelism()));

/** The encoder's own settings and version: part of every image's key. */
const pipeline = () => [codeVersion(['tools/build/responsive-images.ts']), packageVersions(['sharp'])];

/** An image's size in pixels, kept by its bytes: a later build reads it back without opening the image. */
async function sizeOf(bytes: Buffer, sourceKey: string, turn: Turn): Promise<{ width: number; height: number }> {
  const { meta } = await cached('image-sizes', sourceKey, () =>
    turn.run(async () => {
      const { width = 0, height = 0 } = await sharp(bytes).metadata();
      if (!width || !height) throw new Error('has no width or height');
      return { data: Buffer.alloc(0), meta: { width, height } };
    }),
  );
  return meta;
}

function encode(bytes: Buffer, { format, width, height }: EncodedImage, seconds: number): Promise<Buffer> {
  const { options } = imageFormats.find((candidate) => candidate.format === format)!;
  return sharp(bytes).timeout({ seconds }).resize({ width, height, fit: 'cover', withoutEnlargement: true }).toFormat(format, options).toBuffer();
}

type Encoding = { image: EncodedImage; key: string; data: Buffer };

/**
 * Every encoding of the image in `file`, made once and kept by its bytes and the pipeline
 * (tools/lib/build-cache.ts). Reading it takes at most `seconds`, and so does every width and
 * format together, counted from its turn at an encoder (not while it waits behind other images);
 * any failure names the file: the encoder's own words ("pngload: end of stream") say nothing of
 * which file it was.
 */
export async function responsiveImage(file: string, seconds: number = mediaLimits.buildSeconds): Promise<Encoding[]> {
  const shown = (path.isAbsolute(file) ? path.relative(process.cwd(), file) : file).split(path.sep).join('/');
  try {
    return await encodeAll(file, seconds, shown);
  } catch (error) {
    if (error instanceof Error && error.name === 'Build stopped') throw error;
    throw buildStopped(
      `${shown}: could not be turned into responsive images (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); export it again from the original and replace it (npm run check reads every image)`,
    );
  }
}

async function encodeAll(file: string, seconds: number, shown: string): Promise<Encoding[]> {
  const doing = 'turning it into responsive images';
  const bytes = await withinTime(readFile(file), shown, doing, seconds);
  const sourceKey = cacheKey([...pipeline(), bytes]);
  const turn = turns(shown, doing, seconds);
  try {
    const { width, height } = await sizeOf(bytes, sourceKey, turn);
    const encodings: Encoding[] = [];
    for (const image of encodingsFor(width, height)) {
      const key = cacheKey([sourceKey, image]);
      const { data } = await cached('images', key, async () => ({ data: await turn.run(() => encode(bytes, image, seconds)), meta: undefined }));
      encodings.push({ image, key, data });
    }
    return encodings;
  } finally {
    turn.done();
  }
}

/** The address the dev server serves an encoded image at: `<base>@portfolio-images/<key>.<format>`. */
const devFolder = '@portfolio-images';

/**
 * Content images, in AVIF and WebP at a few widths, as a `<picture>` description with intrinsic
 * size (app/features/content/picture-view.ts). Each encoding is kept in the build cache by the
 * source's bytes, its width and format, and this file's code and sharp's version: a rebuild encodes
 * only new or changed images, and opens none of the others. SVG artwork is rasterised too: the
 * same markup serves vector art and screenshots.
 */
export function responsiveImages(): Plugin {
  const include = new RegExp(`^[^?]+\\.(${imageExtensions.join('|')})\\?(.*&)?${responsiveQuery}(=|&|$)`);
  let config: ResolvedConfig;
  /** In dev: the encodings this server made, by key, which it alone serves. */
  const served = new Map<string, EncodedImage>();

  return {
    name: 'portfolio:responsive-images',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    load: {
      filter: { id: include },
      async handler(id) {
        if (!include.test(id)) return null;
        const file = decodeURIComponent(id.split('?')[0]!);
        // A file that cannot be encoded in time stops the build, named (responsiveImage).
        const encodings = await responsiveImage(file);
        const name = path.basename(file, path.extname(file));
        const images = encodings.map(({ image, key, data }) => {
            if (config.command === 'serve') {
              served.set(key, image);
              return { ...image, src: `${config.base}${devFolder}/${key}.${image.format}` };
            }
            const reference = this.emitFile({ type: 'asset', name: `${name}.${image.format}`, source: data });
            return { ...image, src: `__VITE_ASSET__${reference}__` };
        });
        return `export default ${JSON.stringify(pictureOf(images))};`;
      },
    },
    configureServer(server) {
      const prefix = `${config.base}${devFolder}/`;
      server.middlewares.use(async function serveEncodedImages(req, res, next) {
        const url = req.url?.split('?')[0] ?? '';
        if (!url.startsWith(prefix)) return next();
        const [key = '', format = ''] = url.slice(prefix.length).split('.');
        const image = served.get(key);
        const kept = image?.format === format ? await readCached('images', key) : undefined;
        if (!kept) return next();
        res.setHeader('Content-Type', `image/${format}`);
        res.end(kept.data);
      });
    },
  };
}
