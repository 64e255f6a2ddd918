// The one script in <head> of every page (app/start/head-script.ts), compiled
// into one inline script: it runs before the first paint, so what it does is
// there from the first frame.
// - The stored theme and hero headline, applied before anything is drawn.
// - The presses that need no file: the theme toggle, the hero headline, a
//   cover's pause/play button, and a private card noting where it leads.
//   These are those controls' only handlers.
// - The cover that travels between a card and its case study.
import './theme-and-hero.ts';
import '../features/cover-transition/travelling-cover.ts';
import { answerThemePress } from '../features/theme/theme-control.ts';
import { answerHeroPress } from '../features/hero/hero-control.ts';
import { answerCoverPress } from '../features/frames/cover-toggle.ts';
import { answerReturnPress } from '../lib/return-to.ts';

const answers = [answerThemePress, answerHeroPress, answerCoverPress, answerReturnPress];

document.addEventListener('click', ({ target }) => {
  if (target instanceof Element) answers.some((answer) => answer(target));
});
