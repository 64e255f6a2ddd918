// The state the controls show before the app starts, kept in the page itself
// (attributes on <html> and on the buttons), so the head script
// (app/start/early-presses.ts), the early controls (app/start/early-controls.ts)
// and, at hydration, React all read the same thing.
import { heroHeadlineCount, nextHeroIndex, parseHeroIndex } from '../features/hero/hero-index.ts';
import { nextTheme, parseTheme, type Theme } from '../features/theme/theme.ts';
import { playLabel } from '../features/frames/slideshow.ts';
import { storageKeys, writeStorage } from '../lib/storage.ts';
import { appStartedGlobal } from './names.ts';

const root = document.documentElement;

/** Whether the app has started: from then on React answers every input. */
export const appStarted = (): boolean => (window as unknown as Record<string, unknown>)[appStartedGlobal] === true;

/** Shows `theme`: on <html>, and on every theme toggle (pressed for dark). */
export function showTheme(theme: Theme): void {
  root.setAttribute('data-theme', theme);
  for (const toggle of document.querySelectorAll('.theme-toggle')) toggle.setAttribute('aria-pressed', String(theme === 'dark'));
}

/** Shows a cover's pause/play button as playing or paused. */
export function showPlaying(toggle: Element, playing: boolean): void {
  toggle.setAttribute('data-playing', String(playing));
  toggle.setAttribute('aria-label', playLabel(playing));
}

/** Whether a cover's button shows its show playing (as the page was rendered, until pressed). */
export const showsPlaying = (toggle: Element): boolean => toggle.getAttribute('data-playing') === 'true';

/**
 * Answers a press before the app starts: the theme toggle switches the theme
 * and stores it, the hero headline moves on and is stored, a cover's button
 * turns between pause and play.
 */
export function answerPress(target: EventTarget | null): void {
  if (appStarted() || !(target instanceof Element)) return;
  if (target.closest('.theme-toggle')) {
    const next = nextTheme(parseTheme(root.getAttribute('data-theme')));
    showTheme(next);
    writeStorage(storageKeys.theme, next);
    return;
  }
  if (target.closest('.hero__button')) {
    const next = nextHeroIndex(parseHeroIndex(root.getAttribute('data-hero'), heroHeadlineCount), heroHeadlineCount);
    root.setAttribute('data-hero', String(next));
    writeStorage(storageKeys.heroTextIndex, String(next));
    return;
  }
  const toggle = target.closest('.cover__toggle');
  if (toggle) showPlaying(toggle, !showsPlaying(toggle));
}
