// The design system's motion demo: its only handler (motion-demo.tsx
// renders its markup), started by the page script. Play moves each knob
// along its track and steps the strip of frames at the cover interval;
// Reset puts both back. For a visitor who asks for less motion, nothing
// moves and the button stays off. The button's two words, in the page's
// language, are on the button.
import { frameIntervalMs, nextFrame } from '../frames/slideshow.ts';
import { wordOf } from '../i18n/script-words.ts';

/** What the demo's button may say. */
export type MotionDemoWord = 'play' | 'reset';

/** The demo's root; the rest is found inside it. */
export const motionDemoSelector = '.ds-motion';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A flag attribute as React writes it: `="true"`, or absent. */
function flag(element: Element, name: string, on: boolean) {
  if (on) element.setAttribute(name, 'true');
  else element.removeAttribute(name);
}

function show(demo: Element, frame: number) {
  demo.querySelectorAll('.ds-frames__cell').forEach((cell, i) => flag(cell, 'data-current', i === frame));
}

/** Starts each demo in `within`. */
export function startMotionDemos(within: ParentNode = document): void {
  for (const demo of within.querySelectorAll(motionDemoSelector)) {
    const button = demo.querySelector('button');
    if (!button || demo.hasAttribute('data-started')) continue;
    demo.setAttribute('data-started', '');
    if (reducedMotion()) {
      button.disabled = true;
      demo.querySelector('.ds-motion__still')?.removeAttribute('hidden');
      continue;
    }
    const frames = demo.querySelectorAll('.ds-frames__cell').length;
    let timer: number | undefined;
    let frame = 0;
    button.addEventListener('click', () => {
      const playing = timer === undefined;
      window.clearInterval(timer);
      timer = undefined;
      frame = 0;
      show(demo, frame);
      if (playing) {
        timer = window.setInterval(() => show(demo, (frame = nextFrame(frame, frames))), frameIntervalMs);
      }
      flag(demo, 'data-playing', playing);
      button.setAttribute('aria-pressed', String(playing));
      button.textContent = wordOf<MotionDemoWord>(button, playing ? 'reset' : 'play');
    });
  }
}
