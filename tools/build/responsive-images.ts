import { imagetools, resolveConfigs } from 'vite-imagetools';
import { imageExtensions } from '../../app/features/content/media.ts';

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
export function responsiveImages() {
  return imagetools({
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
  });
}
