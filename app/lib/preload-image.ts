import type { ImageView } from '~/content/views';

const ready = new Map<string, Promise<void>>();

/**
 * Fetches and decodes an image before it is shown, so a slideshow never
 * flashes a blank or half-drawn frame. A failed image settles too: the
 * frame then shows its alt text rather than stopping the show.
 */
export function preloadImage(image: ImageView): Promise<void> {
  const key = image.srcSet ?? image.src;
  let promise = ready.get(key);
  if (!promise) {
    const img = new Image();
    if (image.sizes) img.sizes = image.sizes;
    if (image.srcSet) img.srcset = image.srcSet;
    img.src = image.src;
    promise = img.decode().catch(() => undefined);
    ready.set(key, promise);
  }
  return promise;
}
