import type { ImageView } from '~/features/content/views';
import { preloadImage } from '~/features/media/preload-image';

/** The longest a navigation waits for the cover, so a slow image never holds the page. */
export const coverWaitMs = 1500;

/**
 * Resolves once the case study's first cover frame is decoded at the size
 * the cover draws it (or after `coverWaitMs`), when a view transition is
 * about to run: the cover must be there in the transition's new picture,
 * never an empty frame that fills in afterwards.
 */
export function coverReady(frame: ImageView | undefined, sizes: string): Promise<void> {
  const transitions = typeof document !== 'undefined' && 'startViewTransition' in document;
  if (!frame || !transitions || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return Promise.resolve();
  return Promise.race([preloadImage(frame, sizes), new Promise<void>((resolve) => window.setTimeout(resolve, coverWaitMs))]);
}
