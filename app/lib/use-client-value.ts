import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * `prerendered` while React hydrates the prerendered page, `client` from the
 * render after: a value only the browser knows (its storage, say) then never
 * makes the hydrating render differ from the HTML it adopts.
 */
export function useClientValue<T>(client: T, prerendered: T): T {
  return useSyncExternalStore(
    unchanging,
    () => client,
    () => prerendered,
  );
}
