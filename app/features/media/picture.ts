import type { ImageView } from '../content/views.ts';
import { pictureImage, pictureSource } from './picture-contract.ts';

/** What a `<picture>` needs of an image: its file, its words, and the AVIF and WebP widths. */
export type PictureImage = Pick<ImageView, 'src' | 'alt' | 'sources'>;

/**
 * The `<picture>` of an image drawn at `sizes`: its sources in order, then
 * its `<img>`. The one description of that markup: Image (image.tsx) renders
 * it, and the scripts that draw another frame into a picture on the page or
 * fetch one ahead (frames-control.ts, preload-image.ts) write the same.
 */
export function pictureOf(image: PictureImage, sizes: string) {
  return {
    sources: (image.sources ?? []).map(({ type, srcSet }) => ({ type, srcSet, sizes })),
    img: { src: image.src, alt: image.alt },
  };
}

/** The `<img>` of the picture in `element`. */
export const pictureImg = (element: Element): Element | null => element.querySelector(pictureImage.selector);

/** The `sizes` the picture in `element` is drawn at, so a frame fetched ahead is the file it will show. */
export const sizesOf = (element: Element): string => element.querySelector(pictureSource.selector)?.getAttribute('sizes') ?? '';

/** Draws `image` into the picture in `element` as Image would render it; false when there is none. */
export function drawPicture(element: Element, image: PictureImage): boolean {
  const img = pictureImg(element);
  if (!(img instanceof HTMLImageElement)) return false;
  const { sources, img: drawn } = pictureOf(image, sizesOf(element));
  for (const source of element.querySelectorAll(pictureSource.selector)) {
    const match = sources.find((candidate) => candidate.type === source.getAttribute('type'));
    if (match) source.setAttribute('srcset', match.srcSet);
  }
  img.src = drawn.src;
  img.alt = drawn.alt;
  return true;
}

/** A picture of `image` that is in no page, as Image renders it: its `<img>`, to load and decode ahead. */
export function detachedPicture(image: PictureImage, sizes: string): HTMLImageElement {
  const { sources, img: drawn } = pictureOf(image, sizes);
  const picture = document.createElement('picture');
  for (const { type, srcSet } of sources) {
    const source = document.createElement('source');
    source.type = type;
    source.srcset = srcSet;
    source.sizes = sizes;
    picture.append(source);
  }
  const img = document.createElement('img');
  img.sizes = sizes;
  img.alt = drawn.alt;
  picture.append(img);
  img.src = drawn.src;
  return img;
}
