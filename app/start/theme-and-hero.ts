// Runs in <head> before the first paint: applies the stored theme and hero
// headline, so a dark-theme visitor never sees a flash of the light page and
// the headline never jumps. Compiled into an inline script at build time
// (tools/build/inline-script.ts); every failure leaves the defaults.
import { heroHeadlineCount, parseHeroIndex } from '../features/hero/hero-index.ts';
import { storageKeys } from '../lib/storage.ts';
import { parseTheme } from '../features/theme/theme.ts';

const root = document.documentElement;
try {
  const storage = window.localStorage;
  root.setAttribute('data-theme', parseTheme(storage.getItem(storageKeys.theme)));
  const heroIndex = storage.getItem(storageKeys.heroTextIndex);
  if (heroIndex !== null) root.setAttribute('data-hero', String(parseHeroIndex(heroIndex, heroHeadlineCount)));
} catch {
  root.setAttribute('data-theme', parseTheme(null));
}
