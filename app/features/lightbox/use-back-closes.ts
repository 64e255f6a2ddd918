import { useEffect, useRef } from 'react';

type Marked = { lightbox?: true } | null;

/**
 * While the lightbox is open, the browser's Back button closes it instead of
 * leaving the page: opening adds a history entry with the same address and
 * the same router state, marked as the lightbox's. Its popstate events are
 * caught before the router's listener (a capturing listener on window runs
 * first), so the router never takes them for a navigation: no data refetch,
 * no scroll reset. Closing any other way removes the entry again.
 */
export function useBackCloses(onBack: () => void) {
  const callback = useRef(onBack);
  useEffect(() => {
    callback.current = onBack;
  });

  useEffect(() => {
    const state = window.history.state as Marked;
    window.history.pushState({ ...state, lightbox: true }, '');
    let backed = false;
    const onPop = (event: PopStateEvent) => {
      event.stopImmediatePropagation();
      backed = true;
      callback.current();
    };
    window.addEventListener('popstate', onPop, { capture: true, once: true });
    return () => {
      window.removeEventListener('popstate', onPop, { capture: true });
      if (backed || !(window.history.state as Marked)?.lightbox) return;
      // Closed by Escape or the close button: step back over our own entry, unseen by the router.
      window.addEventListener('popstate', (event) => event.stopImmediatePropagation(), { capture: true, once: true });
      window.history.back();
    };
  }, []);
}
