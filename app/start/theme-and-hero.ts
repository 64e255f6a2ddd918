// Runs in <head> before the first paint: applies the stored theme and hero
// headline, so a dark-theme visitor never sees a flash of the light page and
// the headline never jumps. Again when the browser shows a page from its
// back-forward cache: another page may have changed them meanwhile. Every
// failure leaves the defaults.
import { heroHeadlineCount, parseHeroIndex } from '../features/hero/hero-index.ts';
import { readStorage, storageKeys } from '../lib/storage.ts';
import { parseTheme } from '../features/theme/theme.ts';
import { currentTheme, showTheme } from '../features/theme/theme-control.ts';
import { heroAttribute } from '../features/hero/hero-contract.ts';

const root = document.documentElement;

function applyStored() {
  showTheme(parseTheme(readStorage(storageKeys.theme)));
  const heroIndex = readStorage(storageKeys.heroTextIndex);
  if (heroIndex !== null) root.setAttribute(heroAttribute, String(parseHeroIndex(heroIndex, heroHeadlineCount)));
}

applyStored();
addEventListener('pageshow', (event) => {
  if (event.persisted) applyStored();
});
// The toggles were rendered unpressed: once they are in the page, they say which theme is on.
document.addEventListener('DOMContentLoaded', () => showTheme(currentTheme()));
