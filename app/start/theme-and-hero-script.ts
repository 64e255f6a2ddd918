import themeAndHero from './theme-and-hero.ts?inline-script';

/** In <head> of every page: the stored theme and hero headline, before the first paint (app/start/theme-and-hero.ts, compiled). */
export const themeAndHeroScript: string = themeAndHero;
