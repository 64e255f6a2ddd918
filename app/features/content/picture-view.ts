import type { ImageView } from './views.ts';

/** What the responsive pipeline (tools/build/responsive-images.ts) gives for `?responsive`: a srcset per format and the largest fallback. */
export type Picture = { sources: Record<string, string>; img: { src: string; w: number; h: number } };

/** Most preferred first: the browser takes the first type it supports. */
const formatOrder = ['avif', 'webp', 'png', 'jpeg'];

/** An image as the pages receive it, from the responsive pipeline's output (tools/build/responsive-images.ts). */
export function pictureView(picture: Picture, alt: string): ImageView {
  const sources = Object.entries(picture.sources)
    .sort(([a], [b]) => formatOrder.indexOf(a) - formatOrder.indexOf(b))
    .map(([format, srcSet]) => ({ type: `image/${format}`, srcSet }));
  return { src: picture.img.src, width: picture.img.w, height: picture.img.h, alt, sources };
}
