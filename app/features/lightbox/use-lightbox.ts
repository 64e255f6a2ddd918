import { useEffect, useRef, useState, type ReactNode } from 'react';
import controllerUrl from 'lazy-chunk:/app/features/lightbox/lightbox-controller.tsx';
import { useLazyChunk } from '~/features/lazy-chunk/use-lazy-chunk';
import type { attach } from './lightbox-controller';
import type { LightboxSource } from './lightbox-items';

/**
 * Lets every Zoomable inside the element given the returned ref open the
 * lightbox, browsing through `source`; the page renders the returned viewer
 * (the open lightbox, or nothing). The controller (under 1 KB) is fetched once the app has started,
 * the lightbox itself on first hover, focus or click.
 *
 * The controller is attached once and reads the latest `source` when it
 * opens: attached again for every new copy of the page's data, there would be
 * a moment in which a tap on an image opened its file instead.
 */
export function useLightbox<T extends HTMLElement>(source: LightboxSource) {
  const ref = useRef<T>(null);
  const latest = useRef(source);
  useEffect(() => {
    latest.current = source;
  }, [source]);
  const [viewer, show] = useState<ReactNode>(null);
  useLazyChunk<{ attach: typeof attach }>(controllerUrl, ({ attach }) => (ref.current ? attach(ref.current, () => latest.current, show) : undefined), []);
  return [ref, viewer] as const;
}
