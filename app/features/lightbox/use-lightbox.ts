import { useRef, useState, type ReactNode } from 'react';
import controllerUrl from 'lazy-chunk:/app/features/lightbox/lightbox-controller.tsx';
import { useLazyChunk } from '~/features/lazy-chunk/use-lazy-chunk';
import type { attach } from './lightbox-controller';
import type { LightboxSource } from './lightbox-items';

/**
 * Lets every Zoomable inside the element given the returned ref open the
 * lightbox, browsing through `source`; the page renders the returned viewer
 * (the open lightbox, or nothing). The controller (under 1 KB) is fetched once the app has started,
 * the lightbox itself on first hover, focus or click.
 */
export function useLightbox<T extends HTMLElement>(source: LightboxSource) {
  const ref = useRef<T>(null);
  const [viewer, show] = useState<ReactNode>(null);
  useLazyChunk<{ attach: typeof attach }>(controllerUrl, ({ attach }) => (ref.current ? attach(ref.current, source, show) : undefined), [source]);
  return [ref, viewer] as const;
}
