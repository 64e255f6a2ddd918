import themeAndHero from './theme-and-hero.ts?inline-script';
import earlyControls from './early-controls.ts?inline-script';

/**
 * In <head> of every page, before the first paint: the stored theme and hero
 * headline (app/start/theme-and-hero.ts), then the controls that answer
 * before the app starts (app/start/early-controls.ts). One script, one hash in the CSP.
 */
export const headScript: string = `${themeAndHero};${earlyControls}`;
