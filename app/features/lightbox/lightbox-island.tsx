import { Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import LightboxViewer from './lightbox-viewer.tsx';
import type { LightboxItem, LightboxWords } from './lightbox-items.ts';
import { zoomableImage } from './lightbox-contract.ts';

/**
 * The lightbox as an island of its own: fetched by lightbox-trigger.ts on
 * first use, it mounts React in a container of its own at the end of the
 * page, on any page, static or not.
 */
let root: Root | undefined;

/** Each opening is a lightbox of its own, even one asked for while the last still fades out. */
let opened = 0;

export type OpenLightbox = { items: LightboxItem[]; index: number; trigger: HTMLElement; words?: LightboxWords };

export function openLightbox({ items, index, trigger, words }: OpenLightbox): void {
  if (!root) {
    const container = document.createElement('div');
    container.className = 'lightbox-root';
    document.body.append(container);
    root = createRoot(container);
  }
  const shown = root;
  const close = () => {
    shown.render(null);
    trigger.focus({ preventScroll: true });
  };
  shown.render(
    <Suspense key={++opened} fallback={null}>
      <LightboxViewer
        items={items}
        index={index}
        shownSrc={trigger.querySelector<HTMLImageElement>(zoomableImage.selector)?.currentSrc}
        words={words}
        onClose={close}
      />
    </Suspense>,
  );
}
