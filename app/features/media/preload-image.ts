import { detachedPicture, type PictureImage } from './picture.ts';

const ready = new Map<string, Promise<void>>();

/**
 * Fetches and decodes an image before it is shown, so a slideshow never
 * flashes a blank or half-drawn frame. The image is described exactly as the
 * page's `<picture>` describes it (picture.ts: same sources, same `sizes`),
 * so the browser picks the same file and the frame shown later comes from
 * cache. A failed image settles too: the frame then shows its alt text
 * rather than stopping the show.
 */
export function preloadImage(image: PictureImage, sizes: string): Promise<void> {
  const key = `${image.src} ${sizes}`;
  let promise = ready.get(key);
  if (!promise) {
    promise = detachedPicture(image, sizes)
      .decode()
      .catch(() => undefined);
    ready.set(key, promise);
  }
  return promise;
}
