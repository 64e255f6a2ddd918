import { useEffect, useRef } from 'react';

type Marked = { lightbox?: true } | null;

/** Calls `listener` with the next step through history only; returns its removal. */
function onNextPopstate(listener: (event: PopStateEvent) => void): () => void {
  window.addEventListener('popstate', listener, { once: true });
  return () => window.removeEventListener('popstate', listener);
}

/**
 * The step back over a closed lightbox's entry, until the browser has taken it.
 * `history.back()` only asks for the step; an entry pushed before it is taken
 * would be the one dropped, so a lightbox opened meanwhile waits for it.
 */
let steppingBack: Promise<void> | undefined;

function stepBack() {
  const step = new Promise<void>((resolve) => {
    onNextPopstate(() => resolve());
  });
  steppingBack = step;
  void step.then(() => {
    if (steppingBack === step) steppingBack = undefined;
  });
  window.history.back();
}

/**
 * While the lightbox is open, the browser's Back button closes it instead of
 * leaving the page: opening adds a history entry with the same address,
 * marked as the lightbox's. Closing any other way removes the entry again.
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
    const onPop = () => {
      backed = true;
      callback.current();
    };
    const push = () => {
      if (!open) return;
      const state = window.history.state as Marked;
      window.history.pushState({ ...state, lightbox: true }, '');
      stopListening = onNextPopstate(onPop);
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
