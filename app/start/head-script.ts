import head from './head.ts?inline-script';
import earlyControls from './early-controls.ts?script-file';

/**
 * In <head> of every page, before the first paint: the stored theme and hero
 * headline (app/start/theme-and-hero.ts), and the answers to the presses that
 * need no file (app/start/early-presses.ts). One script, one hash in the CSP.
 */
export const headScript: string = head;

/**
 * What moves before the app starts, cards and covers cycling
 * (app/start/early-controls.ts): a file of their own, loaded async beside the
 * stylesheet, so the page's HTML stays small enough to arrive in the first
 * round trip (decisions 023 and 025).
 */
export const earlyControlsSrc: string = earlyControls;
