import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import type { Sharp } from 'sharp';
import { imagetools, resolveConfigs } from 'vite-imagetools';
import { imageExtensions, mediaLimits } from '../../app/features/content/media.ts';
import { buildStopped, withinTime } from '../lib/time-limit.ts';

/**
 * The query that asks for an image in every width and modern format.
 * Only imports that carry it are processed, so `?url` imports of fonts,
 * posters of other kinds or the favicon are left alone.
 */
export const responsiveQuery = 'responsive';

/** Candidate widths; each image gets those up to its own width (never upscaled). */
export const imageWidths = [480, 800, 1200, 1600, 2400];

/**
 * Per-format quality: AVIF at 55 and WebP at 78 look alike on flat interface
 * artwork and on screenshots. Effort 2 encodes AVIF ~6× faster than the
 * default 4 at the same size here, which keeps cold builds short.
 */
const formatSettings: Record<string, Record<string, string>> = {
  avif: { quality: '55', effort: '2' },
  webp: { quality: '78', effort: '4' },
};

/**
 * Content images through vite-imagetools (sharp): AVIF and WebP in a few
 * widths, as a `<picture>` description with intrinsic size. Encoded images are
 * cached in node_modules/.cache/imagetools, so rebuilds only encode what changed.
 * SVG artwork is rasterised too: the same markup serves vector art and screenshots.
 */
export function responsiveImages(seconds: number = mediaLimits.buildSeconds): Plugin {
  const plugin = imagetools({
    include: new RegExp(`^[^?]+\\.(${imageExtensions.join('|')})\\?(.*&)?${responsiveQuery}(=|&|$)`),
    defaultDirectives: (url) => {
      if (!url.searchParams.has(responsiveQuery)) return new URLSearchParams();
      return new URLSearchParams({ w: imageWidths.join(';'), format: 'avif;webp', as: 'picture' });
    },
    resolveConfigs: (entries, outputFormats) =>
      resolveConfigs(entries, outputFormats).map((config) => ({
        ...config,
        ...formatSettings[String(config.format)],
      })),
    extendTransforms: (builtins) => [...builtins, encodedWithin(seconds)],
  });
  return timeLimited(plugin, seconds);
}

/** A step of every width and format's encoding: done within `seconds`, which libvips checks as it goes. */
export const encodedWithin = (seconds: number) => () => (image: Sharp) => image.timeout({ seconds });

/**
 * The plugin with each image's whole processing (reading it, every width and
 * format) within `seconds`, and any failure naming the file: the encoder's
 * own words ("pngload: end of stream") say nothing of which file it was.
 */
export function timeLimited(plugin: Plugin, seconds: number): Plugin {
  const load = plugin.load as ((this: unknown, id: string) => Promise<Rollup.LoadResult>) | undefined;
  if (typeof load !== 'function') throw new Error('vite-imagetools has no load hook any more: see docs/upgrading.md.');
  return {
    ...plugin,
    async load(id) {
      const file = id.replace(/[?#].*$/s, '');
      const shown = path.isAbsolute(file) ? path.relative(process.cwd(), file).split(path.sep).join('/') : file;
      try {
        return await withinTime(load.call(this, id), shown, 'turning it into responsive images', seconds);
      } catch (error) {
        if (error instanceof Error && error.name === 'Build stopped') throw error;
        throw buildStopped(
          `${shown}: could not be turned into responsive images (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); export it again from the original and replace it (npm run check reads every image)`,
        );
      }
    },
  };
}
