// The cover's pause/play button: its state lives on the button itself
// (data-playing). The head script (app/start/head.ts) turns it from the first
// paint, and this is its only click handler; the cover's show
// (frames-control.ts) follows the button. Its two names, in the page's
// language, are on the button too (slideshow-control.tsx). Its hooks are
// frames-contract.ts's.
import { wordOf } from '../../i18n/script-words.ts';
import { coverToggle, playingAttribute, type CoverToggleWord } from './frames-contract.ts';

/** Shows a cover's pause/play button as playing or paused. */
export function showPlaying(toggle: Element, playing: boolean): void {
  toggle.setAttribute(playingAttribute, String(playing));
  toggle.setAttribute('aria-label', wordOf<CoverToggleWord>(toggle, playing ? 'pause' : 'play'));
}

/** Whether a cover's button shows its show playing (as the page was rendered, until pressed). */
export const showsPlaying = (toggle: Element): boolean => toggle.getAttribute(playingAttribute) === 'true';

/** A press on a cover's button turns it between pause and play; true when it was one. */
export function answerCoverPress(target: Element): boolean {
  const toggle = target.closest(coverToggle.selector);
  if (!toggle) return false;
  showPlaying(toggle, !showsPlaying(toggle));
  return true;
}
