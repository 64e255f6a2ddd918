import { lazy, Suspense, type ReactNode } from 'react';
import viewerUrl from 'lazy-chunk:/app/features/lightbox/lightbox-viewer.tsx';
import type { LightboxViewerProps } from './lightbox-viewer';
import { itemsOf, type LightboxSource } from './lightbox-items';
import { loadChunk } from '~/features/lazy-chunk/use-lazy-chunk';

type Viewer = { default: React.ComponentType<LightboxViewerProps> };
const loadViewer = () => loadChunk<Viewer>(viewerUrl);
const LightboxViewer = lazy(loadViewer);

/** Each opening is a lightbox of its own, even one asked for while the last still fades out. */
let opened = 0;

/** A plain click, not one that asks for a new tab or window. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Takes over the Zoomables inside `root`: a plain click, Enter (a link's
 * click) or Space opens the lightbox at that item. The items are listed in
 * page order, so the n-th Zoomable is the n-th item, read from `source()` as
 * it is when the lightbox opens. `show` puts the open lightbox (or nothing) on
 * the page. Returns the undo.
 */
export function attach(root: HTMLElement, source: () => LightboxSource, show: (viewer: ReactNode) => void): () => void {

  const close = (trigger: HTMLElement) => {
    show(null);
    trigger.focus({ preventScroll: true });
  };
  const open = (trigger: HTMLElement) => {
    const items = itemsOf(source());
    const index = [...root.querySelectorAll('[data-zoomable]')].indexOf(trigger);
    if (index < 0 || !items[index]) return;
    show(
      <Suspense key={++opened} fallback={null}>
        <LightboxViewer items={items} index={index} shownSrc={trigger.querySelector('img')?.currentSrc} onClose={() => close(trigger)} />
      </Suspense>,
    );
  };

  const triggerOf = (event: Event) => (event.target as Element | null)?.closest<HTMLElement>('[data-zoomable]');
  const onClick = (event: MouseEvent) => {
    const trigger = triggerOf(event);
    if (!trigger || !plainClick(event)) return;
    event.preventDefault();
    open(trigger);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const trigger = triggerOf(event);
    if (!trigger || event.key !== ' ') return;
    event.preventDefault();
    open(trigger);
  };
  // Fetch the lightbox ahead of the click that needs it.
  const onApproach = (event: Event) => {
    if (triggerOf(event)) void loadViewer();
  };

  // From now on each one opens a dialog, and says so.
  const triggers = root.querySelectorAll('[data-zoomable]');
  triggers.forEach((trigger) => trigger.setAttribute('aria-haspopup', 'dialog'));
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('pointerover', onApproach);
  root.addEventListener('focusin', onApproach);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('pointerover', onApproach);
    root.removeEventListener('focusin', onApproach);
    triggers.forEach((trigger) => trigger.removeAttribute('aria-haspopup'));
  };
}
