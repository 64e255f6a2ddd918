// Where a browser has no speculation rules (speculation-rules.ts), the next
// page is fetched ahead on the first sign of a click: the pointer on a link,
// a touch, or keyboard focus (which the rules do not watch anywhere). Part of
// the page's own script (app/start/page-script.ts). A fetch that fails or is
// cut short changes nothing: the click loads the page as it always would.
import { isPagePath, pageHref } from '../../lib/public-url.ts';
import { zoomable } from '../lightbox/lightbox-contract.ts';
import { pageLink } from './prefetch-contract.ts';
import { pageBaseAttribute } from '../../lib/page-script-attributes.ts';

const asked = new Set<string>();
/** The site's base path, on the page script's own element (root.tsx). */
const basePath = document.currentScript?.getAttribute(pageBaseAttribute) ?? '/';
const supportsRules = typeof HTMLScriptElement.supports === 'function' && HTMLScriptElement.supports('speculationrules');

/** The address of a page of this site a link leads to, or null. */
export function pageLinkTarget(link: HTMLAnchorElement, here: Location, basePath: string): string | null {
  if (link.hasAttribute('download') || link.hasAttribute(zoomable.attribute) || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin || !url.pathname.startsWith(basePath) || !isPagePath(url.pathname)) return null;
  // The page itself, at its address typed with or without the slash, is already here.
  if (pageHref(url.pathname, '/') === pageHref(here.pathname, '/')) return null;
  return url.pathname;
}

function prefetch(event: Event) {
  const link = event.target instanceof Element ? event.target.closest(pageLink.selector) : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const target = pageLinkTarget(link, location, basePath);
  if (!target || asked.has(target)) return;
  asked.add(target);
  const hint = document.createElement('link');
  hint.rel = 'prefetch';
  hint.href = target;
  document.head.append(hint);
}

document.addEventListener('focusin', prefetch);
if (!supportsRules) {
  document.addEventListener('pointerover', prefetch, { passive: true });
  document.addEventListener('touchstart', prefetch, { passive: true });
}
