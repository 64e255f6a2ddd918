import type { Labels, Slide } from 'yet-another-react-lightbox';
import type { ImageSource, ImageView } from '../content/views.ts';
import { parseSrcSet } from '../../lib/srcset.ts';
import type { LightboxItem, LightboxWords } from './lightbox-items.ts';

/**
 * The format the page shows an image in: the browser chose it from the
 * `<picture>`, so it decodes it. `shownSrc` is the `<img>`'s currentSrc.
 */
export function shownType(image: ImageView, shownSrc: string | undefined): string | undefined {
  if (!shownSrc) return undefined;
  return image.sources?.find((source) => parseSrcSet(source.srcSet).some((candidate) => shownSrc.endsWith(candidate.url)))?.type;
}

/** The sources to enlarge an image from: the format the page shows, else WebP, which every browser decodes. */
export function sourceFor(image: ImageView, type: string | undefined): ImageSource | undefined {
  const sources = image.sources ?? [];
  return sources.find((source) => source.type === type) ?? sources.find((source) => source.type === 'image/webp');
}

type SlideOptions = {
  /** The format the opened image is shown in on the page (see `shownType`). */
  type?: string;
  /** Under reduced motion a video waits for Play, with its controls. */
  reducedMotion: boolean;
};

/**
 * An item as the lightbox shows it. Every width is offered, up to the
 * widest file built (2400 px at most), and the lightbox asks for the one that
 * fills the screen: nothing larger than the page's own copy is fetched
 * before the lightbox opens.
 */
export function toSlide(item: LightboxItem, { type, reducedMotion }: SlideOptions): Slide {
  const text = { title: item.caption, description: item.alt };
  if (item.media.kind === 'video') {
    const { video } = item.media;
    return {
      type: 'video',
      ...text,
      sources: video.sources,
      poster: video.poster.src,
      width: video.poster.width,
      height: video.poster.height,
      autoPlay: !reducedMotion,
      controls: true,
      loop: true,
      muted: true,
      playsInline: true,
    };
  }
  const { image } = item.media;
  const source = sourceFor(image, type);
  const ratio = image.height / image.width;
  const srcSet = source
    ? parseSrcSet(source.srcSet).map(({ url, width }) => ({ src: url, width, height: Math.round(width * ratio) }))
    : undefined;
  return { ...text, src: image.src, alt: image.alt, width: image.width, height: image.height, srcSet };
}

/** The library's labels, from the page's words. */
export function lightboxLabels(words: LightboxWords | undefined): Labels {
  if (!words) return {};
  return {
    Lightbox: words.viewer,
    'Photo gallery': words.images,
    Previous: words.previous,
    Next: words.next,
    Close: words.close,
    Slide: words.slide,
    Carousel: words.carousel,
    '{index} of {total}': words.slideOf,
    Caption: words.caption,
    'Show captions': words.showCaptions,
    'Hide captions': words.hideCaptions,
    'Zoom in': words.zoomIn,
    'Zoom out': words.zoomOut,
  };
}
