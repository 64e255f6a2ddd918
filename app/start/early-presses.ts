// Runs in <head> with the theme and hero (app/start/head-script.ts): keeps
// every click made on the page until the early controls have arrived
// (app/start/early-controls.ts, a file of their own, requested beside the
// stylesheet), and hands them over for the controls to answer. A visitor who
// presses before that file has run loses nothing.
// Compiled into an inline script at build time (tools/build/inline-script.ts).
import { earlyClicksGlobal, type EarlyClicks } from './names.ts';

const clicks: Event[] = [];
const keep = (event: Event) => void clicks.push(event);
document.addEventListener('click', keep);

const early: EarlyClicks = {
  take() {
    document.removeEventListener('click', keep);
    return clicks.splice(0);
  },
};
(window as unknown as Record<string, unknown>)[earlyClicksGlobal] = early;
