import { useEffect, type DependencyList } from 'react';

/** Loads a module built as a chunk of its own (tools/build/lazy-chunk.ts); each is fetched once. */
export const loadChunk = <M>(url: string) => import(/* @vite-ignore */ url) as Promise<M>;

/**
 * An effect whose code is fetched once the app has started, not with the
 * page: `start` receives the module at `url` and returns its cleanup.
 */
export function useLazyChunk<M>(url: string, start: (module: M) => (() => void) | void, deps: DependencyList) {
  useEffect(() => {
    let stop: (() => void) | void;
    let cancelled = false;
    void loadChunk<M>(url).then((module) => {
      if (!cancelled) stop = start(module);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
    // `start` is written inline by callers: its inputs are `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, ...deps]);
}
