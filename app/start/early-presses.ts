// Runs in <head> with the theme and hero (app/start/head-script.ts), so a
// press is answered from the first frame that paints its control, before any
// file has arrived: the theme toggle, the hero headline, and a case-study
// cover's pause/play button, which this script turns (the cover's show
// follows the button once the early controls have arrived,
// app/start/early-controls.ts). From the moment the app starts
// (appStartedGlobal), React answers instead.
// Compiled into an inline script at build time (tools/build/inline-script.ts).
import { answerPress } from './page-state.ts';

document.addEventListener('click', (event) => answerPress(event.target));
