// The one script in <head> of every page (app/start/head-script.ts), compiled
// into one inline script so the code the two parts share is in it once.
import './theme-and-hero.ts';
import './early-presses.ts';
