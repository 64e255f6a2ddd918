import type { ImageView } from '~/features/content/views';

const ready = new Map<string, Promise<void>>();

/**
 * Fetches and decodes an image before it is shown, so a slideshow never
 * flashes a blank or half-drawn frame. The image is described exactly as the
 * page's `<picture>` describes it (same sources, same `sizes`), so the
 * browser picks the same file and the frame shown later comes from cache.
 * A failed image settles too: the frame then shows its alt text rather than
 * stopping the show.
 */
export function preloadImage(image: Pick<ImageView, 'src' | 'sources'>, sizes: string): Promise<void> {
  const key = `${image.src} ${sizes}`;
  let promise = ready.get(key);
  if (!promise) {
    const picture = document.createElement('picture');
    for (const { type, srcSet } of image.sources ?? []) {
      const source = document.createElement('source');
      source.type = type;
      source.srcset = srcSet;
      source.sizes = sizes;
      picture.append(source);
    }
    const img = document.createElement('img');
    img.sizes = sizes;
    picture.append(img);
    img.src = image.src;
    promise = img.decode().catch(() => undefined);
    ready.set(key, promise);
  }
  return promise;
}
