// A project's cover grows from its card into its case study, and back, as a
// cross-document view transition (the CSS asks for one on every navigation,
// cover-transition.css). One element per page carries the project's name for
// the transition's length: on the page left, the card of the page arrived at
// (or this case study's own cover); on the page arrived at, its own cover (or
// the card of the case study it came from). Runs in the head script: the
// browser reveals a new page right after its render-blocking scripts. Its
// hooks are cover-transition-contract.ts's.
import { coverTransitionName } from './transition-name.ts';
import { coverFrameId, travellingCover } from './cover-transition-contract.ts';
import { isPagePath } from '../../lib/public-url.ts';

type ViewTransitionLike = {
  finished: Promise<unknown>;
  ready: Promise<unknown>;
  updateCallbackDone: Promise<unknown>;
  skipTransition(): void;
};
type SwapEvent = Event & { viewTransition: ViewTransitionLike | null; activation: { entry: { url: string } } | null };
type RevealEvent = Event & { viewTransition: ViewTransitionLike | null };
type NavigationLike = { activation?: { from?: { url: string } | null } | null };

const pathOf = (url: string | null | undefined) => (url ? new URL(url, location.href).pathname.replace(/(.)\/$/, '$1') : null);

function coverFor(path: string | null): HTMLElement | undefined {
  if (!path) return undefined;
  return [...document.querySelectorAll<HTMLElement>(travellingCover.selector)].find(
    (element) => pathOf(element.getAttribute(travellingCover.attribute)) === path,
  );
}

/** This page's own cover: it is a case study. */
const ownCover = () => document.getElementById(coverFrameId);

/** Names `element` for the transition `transition`, until it has finished. */
function travel(element: HTMLElement | null | undefined, transition: ViewTransitionLike) {
  const path = element && pathOf(element.getAttribute(travellingCover.attribute));
  if (!element || !path) return;
  element.style.viewTransitionName = coverTransitionName(path);
  // Also when it is skipped or aborted (the other page did not take part: a file, not a page).
  const clear = () => element.style.removeProperty('view-transition-name');
  transition.finished.then(clear, clear);
}

const ignore = () => undefined;

/** A skipped or aborted transition is no fault: the page changes as it would without one. */
function quiet(transition: ViewTransitionLike) {
  for (const promise of [transition.ready, transition.updateCallbackDone, transition.finished]) promise.catch(ignore);
}

addEventListener('pageswap', (event) => {
  const { viewTransition, activation } = event as SwapEvent;
  if (!viewTransition) return;
  quiet(viewTransition);
  // A file (an image opened from its link) is no page to transition to.
  const to = pathOf(activation?.entry.url);
  if (to && !isPagePath(to)) {
    viewTransition.skipTransition();
    return;
  }
  travel(coverFor(to) ?? ownCover(), viewTransition);
});

addEventListener('pagereveal', (event) => {
  const { viewTransition } = event as RevealEvent;
  if (!viewTransition) return;
  quiet(viewTransition);
  const from = (window as unknown as { navigation?: NavigationLike }).navigation?.activation?.from?.url;
  travel(ownCover() ?? coverFor(pathOf(from)), viewTransition);
});
