import head from './head.ts?inline-script';
import pageScript from './page-script.ts?script-file';

/**
 * In <head> of every page, before the first paint: the stored theme and hero
 * headline, the presses that need no file, the travelling cover
 * (app/start/head.ts). One script, one hash in the CSP.
 */
export const headScript: string = head;

/**
 * What moves once the page is parsed (app/start/page-script.ts): a file of
 * its own, loaded async beside the stylesheet, so the page's HTML stays
 * small enough to arrive in the first round trip.
 */
export const pageScriptSrc: string = pageScript;
