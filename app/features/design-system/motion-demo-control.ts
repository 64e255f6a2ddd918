// The design system's motion demo: its only handler (motion-demo.tsx
// renders its markup; both take its hooks from motion-demo-contract.ts),
// started by the page script. Play moves each knob along its track and steps
// the strip of frames at the cover interval; Reset puts both back. For a
// visitor who asks for less motion, nothing moves and the button stays off.
// The button's two words, in the page's language, are on the button.
import { frameIntervalMs, nextFrame } from '../frames/slideshow.ts';
import { wordOf } from '../../i18n/script-words.ts';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { startOnce } from '../../lib/start-once.ts';
import {
  currentAttribute,
  motionDemo,
  motionDemoButton,
  motionDemoCell,
  motionDemoStill,
  playingAttribute,
  type MotionDemoWord,
} from './motion-demo-contract.ts';

/** A flag attribute as React writes it: `="true"`, or absent. */
function flag(element: Element, name: string, on: boolean) {
  if (on) element.setAttribute(name, 'true');
  else element.removeAttribute(name);
}

function show(demo: Element, frame: number) {
  demo.querySelectorAll(motionDemoCell.selector).forEach((cell, i) => flag(cell, currentAttribute, i === frame));
}

/** Starts each demo in `within`. */
export function startMotionDemos(within: ParentNode = document): void {
  for (const demo of within.querySelectorAll(motionDemo.selector)) {
    const button = demo.querySelector<HTMLButtonElement>(motionDemoButton.selector);
    if (!button || !startOnce(demo, 'motion-demo')) continue;
    if (prefersReducedMotion()) {
      button.disabled = true;
      demo.querySelector(motionDemoStill.selector)?.removeAttribute('hidden');
      continue;
    }
    const frames = demo.querySelectorAll(motionDemoCell.selector).length;
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
      flag(demo, playingAttribute, playing);
      button.setAttribute('aria-pressed', String(playing));
      button.textContent = wordOf<MotionDemoWord>(button, playing ? 'reset' : 'play');
    });
  }
}
