import { useLayoutEffect, type RefObject } from 'react';
import { earlyControlsGlobal, type EarlyControls, type HandedOver } from './names';

/**
 * Takes a card or cover over from the early controls (app/start/early-controls.ts)
 * as soon as the app has hydrated it, and tells `resume` where it was, so a
 * show already running goes on from the same frame. Runs in a layout effect:
 * before the browser paints the hydrated page, and before the component's own
 * timers start.
 */
export function useHandOver(element: RefObject<Element | null>, resume: (state: HandedOver) => void): void {
  useLayoutEffect(() => {
    const controls = (window as unknown as Record<string, EarlyControls | undefined>)[earlyControlsGlobal];
    const state = element.current && controls?.takeOver(element.current);
    if (state) resume(state);
    // Once, at hydration: the early controls never touch an element again after handing it over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
