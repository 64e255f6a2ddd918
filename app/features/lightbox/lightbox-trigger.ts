// Opens the lightbox from a Zoomable (zoomable.tsx, a plain link to the
// large file): its only handler, in the page's own script
// (app/start/page-script.ts). A plain click, Enter (a link's click) or Space
// opens the lightbox at that item; its code (lightbox-island.tsx, React and
// the viewer) is fetched when the pointer or focus comes near a Zoomable, or
// at the latest on that press. A middle or modified click stays a link.
// Its hooks are lightbox-contract.ts's.
import type { openLightbox } from './lightbox-island.tsx';
import { withPageImages, type LightboxItem, type LightboxWords } from './lightbox-items.ts';
import { lightboxItemsData, lightboxRoot, lightboxWordsData, zoomable, zoomableImage } from './lightbox-contract.ts';

const rootSelector = lightboxRoot.selector;
const triggerSelector = zoomable.selector;

type Island = { openLightbox: typeof openLightbox };
const islands = new Map<string, Promise<Island>>();

function islandOf(root: Element): Promise<Island> | undefined {
  const url = root.getAttribute(lightboxRoot.attribute);
  if (!url) return undefined;
  let island = islands.get(url);
  if (!island) {
    island = import(/* @vite-ignore */ url) as Promise<Island>;
    // A failed fetch may be tried again on the next press.
    island.catch(() => islands.delete(url));
    islands.set(url, island);
  }
  return island;
}

function itemsOf(root: Element): LightboxItem[] {
  try {
    const items = JSON.parse(root.querySelector(lightboxItemsData.selector)?.textContent ?? '[]') as unknown;
    if (!Array.isArray(items)) return [];
    const pictures = [...root.querySelectorAll(triggerSelector)].map((trigger) =>
      trigger.querySelector(zoomableImage.selector)?.getAttribute('src'),
    );
    return withPageImages(items as LightboxItem[], pictures);
  } catch {
    return [];
  }
}

/** The lightbox's labels in the page's language, as the page carries them (lightbox-data.tsx). */
function wordsOf(root: Element): LightboxWords | undefined {
  try {
    return (JSON.parse(root.querySelector(lightboxWordsData.selector)?.textContent ?? 'null') as LightboxWords | null) ?? undefined;
  } catch {
    return undefined;
  }
}

function triggerOf(event: Event): { trigger: HTMLElement; root: Element } | undefined {
  const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>(triggerSelector) : null;
  const root = trigger?.closest(rootSelector);
  return trigger && root ? { trigger, root } : undefined;
}

function open(event: Event) {
  const found = triggerOf(event);
  if (!found) return;
  const { trigger, root } = found;
  const items = itemsOf(root);
  const index = [...root.querySelectorAll(triggerSelector)].indexOf(trigger);
  const island = islandOf(root);
  if (!island || !items[index]) return;
  // From here the press is the lightbox's: the link is not followed.
  event.preventDefault();
  island.then(
    ({ openLightbox }) => openLightbox({ items, index, trigger, words: wordsOf(root) }),
    // Its code could not be fetched: the link does what it does without it.
    () => trigger instanceof HTMLAnchorElement && location.assign(trigger.href),
  );
}

/** A plain click, not one that asks for a new tab or window. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

document.addEventListener('click', (event) => {
  if (plainClick(event)) open(event);
});
document.addEventListener('keydown', (event) => {
  if (event.key === ' ' && triggerOf(event)) open(event);
});
for (const type of ['pointerover', 'focusin', 'touchstart']) {
  document.addEventListener(
    type,
    (event) => {
      const found = triggerOf(event);
      if (found) void islandOf(found.root)?.catch(() => undefined);
    },
    { passive: true },
  );
}

/** Each Zoomable in `within` says it opens a dialog: from now on, it does. */
export function announceLightbox(within: ParentNode = document): void {
  for (const trigger of within.querySelectorAll(`${rootSelector} ${triggerSelector}`)) trigger.setAttribute('aria-haspopup', 'dialog');
}
