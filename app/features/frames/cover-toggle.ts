// The cover's pause/play button: its state lives on the button itself. The
// head script (app/start/head.ts) turns it from the first paint; the cover's
// show (frames-control.ts) follows it. Its two names, in the page's language,
// are on the button too (slideshow-control.tsx).
import { wordOf } from '../i18n/script-words.ts';

/** The button's names: what pressing it does. */
export type CoverToggleWord = 'pause' | 'play';

/** Shows a cover's pause/play button as playing or paused. */
export function showPlaying(toggle: Element, playing: boolean): void {
  toggle.setAttribute('data-playing', String(playing));
  toggle.setAttribute('aria-label', wordOf<CoverToggleWord>(toggle, playing ? 'pause' : 'play'));
}

/** Whether a cover's button shows its show playing (as the page was rendered, until pressed). */
export const showsPlaying = (toggle: Element): boolean => toggle.getAttribute('data-playing') === 'true';

/** A press on a cover's button turns it between pause and play; true when it was one. */
export function answerCoverPress(target: Element): boolean {
  const toggle = target.closest('.cover__toggle');
  if (!toggle) return false;
  showPlaying(toggle, !showsPlaying(toggle));
  return true;
}
