// The browser calls a window's popstate listeners in the order they were
// added, capturing or not, and the router adds its own as the app hydrates.
// A step through history that is not a navigation (the lightbox's own entry)
// has to be caught before the router sees it: the one listener added here
// runs first (entry.client.tsx installs it before hydrating) and hands each
// popstate to the listeners registered with it, which may stop it there.

type Listener = (event: PopStateEvent) => void;

const listeners = new Set<Listener>();

let listening = false;

/** Adds the one listener that runs before the router's, once: before the router is created, and on pages without one. */
export function listenBeforeRouter() {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', (event) => {
    for (const listener of [...listeners]) listener(event);
  });
}

/**
 * Calls `listener` with the next popstate events before the router sees
 * them (it may call `event.stopImmediatePropagation()` to keep them from it);
 * `once` removes it after the first. Returns the removal.
 */
export function beforeRouterPopstate(listener: Listener, { once = false } = {}): () => void {
  const wrapped: Listener = (event) => {
    if (once) listeners.delete(wrapped);
    listener(event);
  };
  listeners.add(wrapped);
  return () => listeners.delete(wrapped);
}
