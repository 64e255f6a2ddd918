import themeAndHero from './theme-and-hero.ts?inline-script';
import earlyClicks from './early-clicks.ts?inline-script';
import earlyControls from './early-controls.ts?script-file';

/**
 * In <head> of every page, before the first paint: the stored theme and hero
 * headline (app/start/theme-and-hero.ts), and the keeper of clicks made before
 * the early controls arrive (app/start/early-clicks.ts). One script, one hash
 * in the CSP.
 */
export const headScript: string = `${themeAndHero};${earlyClicks}`;

/**
 * The controls that answer before the app starts (app/start/early-controls.ts):
 * a file of their own, loaded async beside the stylesheet, so the page's HTML
 * stays small enough to arrive in the first round trip (decision 023).
 */
export const earlyControlsSrc: string = earlyControls;
