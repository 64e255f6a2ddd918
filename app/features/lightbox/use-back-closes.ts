import { useEffect, useRef } from 'react';
import { beforeRouterPopstate } from '~/lib/popstate-before-router';

type Marked = { lightbox?: true } | null;

/**
 * The step back over a closed lightbox's entry, until the browser has taken it.
 * `history.back()` only asks for the step; an entry pushed before it is taken
 * would be the one dropped, so a lightbox opened meanwhile waits for it.
 */
let steppingBack: Promise<void> | undefined;

function stepBack() {
  const step = new Promise<void>((resolve) => {
    // Unseen by the router: it is not a navigation.
    beforeRouterPopstate(
      (event) => {
        event.stopImmediatePropagation();
        resolve();
      },
      { once: true },
    );
  });
  steppingBack = step;
  void step.then(() => {
    if (steppingBack === step) steppingBack = undefined;
  });
  window.history.back();
}

/**
 * While the lightbox is open, the browser's Back button closes it instead of
 * leaving the page: opening adds a history entry with the same address and
 * the same router state, marked as the lightbox's. Its popstate events are
 * caught before the router's listener (app/lib/popstate-before-router.ts), so
 * the router never takes them for a navigation: no data refetch, no scroll
 * reset. Closing any other way removes the entry again.
 */
export function useBackCloses(onBack: () => void) {
  const callback = useRef(onBack);
  useEffect(() => {
    callback.current = onBack;
  });

  useEffect(() => {
    let open = true;
    let pushed = false;
    let backed = false;
    let stopListening: (() => void) | undefined;
    const onPop = (event: PopStateEvent) => {
      event.stopImmediatePropagation();
      backed = true;
      callback.current();
    };
    const push = () => {
      if (!open) return;
      const state = window.history.state as Marked;
      window.history.pushState({ ...state, lightbox: true }, '');
      stopListening = beforeRouterPopstate(onPop, { once: true });
      pushed = true;
    };
    if (steppingBack) void steppingBack.then(push);
    else push();
    return () => {
      open = false;
      if (!pushed) return;
      stopListening?.();
      // Closed by Escape or the close button: step back over our own entry.
      if (!backed && (window.history.state as Marked)?.lightbox) stepBack();
    };
  }, []);
}
