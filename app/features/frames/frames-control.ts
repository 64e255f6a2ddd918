// The cycling of cards and covers, its only implementation (in the page's
// own script, app/start/page-script.ts):
// - a project card's cover cycles on hover or focus, and goes back to its
//   first frame on leave;
// - the case-study cover cycles from its first paint (its first change one
//   interval after that paint, however late this file arrived), and follows
//   its pause/play button, which the head script turns (cover-toggle.ts).
// A card already under the pointer or focused when this file runs starts
// cycling then; a cover whose button was turned to pause before it ran stays
// paused. The frames come from the element's data-frames attribute, which
// React renders (frames-data.ts); this only ever changes attributes. Its
// hooks are frames-contract.ts's; a frame is drawn as Image draws it (picture.ts).
import { canCycle, entryFrame, frameIntervalMs, nextFrame, frameCount } from './slideshow.ts';
import { preloadImage } from '../media/preload-image.ts';
import { drawPicture, pictureImg, sizesOf } from '../media/picture.ts';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { startOnce } from '../../lib/start-once.ts';
import { nextFrameAfterMs, type FrameData } from './frames-data.ts';
import {
  countAttribute,
  cyclingState,
  framesAttribute,
  coverCount,
  coverToggle,
  framesCard,
  framesCover,
  hoveredState,
  playingAttribute,
  stateAttribute,
} from './frames-contract.ts';
import { showPlaying, showsPlaying } from './cover-toggle.ts';

// ---- Cards and covers: cycling through their frames -------------------------------------------

type Cycle = {
  frames: FrameData[];
  /** The frame on screen. */
  index: number;
  /** Card hover starts at the second frame at once; a cover waits one interval. */
  fromEntry: boolean;
  playing: boolean;
  timer?: number;
  /** When the next change is due (performance.now()), while playing. */
  dueAt?: number;
  /** Bumped on every stop, so a frame still loading for an older run is never shown. */
  run: number;
};

const cycles = new Map<Element, Cycle>();

function framesOf(element: Element): FrameData[] {
  try {
    const frames = JSON.parse(element.getAttribute(framesAttribute) ?? '[]') as unknown;
    return Array.isArray(frames) ? (frames as FrameData[]) : [];
  } catch {
    return [];
  }
}

function cycleOf(element: Element, fromEntry: boolean): Cycle {
  let cycle = cycles.get(element);
  if (!cycle) {
    cycle = { frames: framesOf(element), index: 0, fromEntry, playing: false, run: 0 };
    cycles.set(element, cycle);
  }
  return cycle;
}

/** Puts a frame into the element's <picture>, as Image renders it, and says so in its count. */
function showFrame(element: Element, cycle: Cycle, index: number) {
  const frame = cycle.frames[index];
  if (!frame || !drawPicture(element, frame)) return;
  cycle.index = index;
  element.querySelector(coverCount.selector)?.setAttribute(countAttribute, frameCount(index, cycle.frames.length));
}

/** `firstStepMs`: how long the frame on screen stays before the first change (a cover: one interval from its paint). */
function play(element: Element, cycle: Cycle, firstStepMs = frameIntervalMs) {
  cycle.playing = true;
  const run = cycle.run;
  const total = cycle.frames.length;
  const sizes = sizesOf(element);
  let target = cycle.fromEntry && cycle.index === 0 ? entryFrame(total) : nextFrame(cycle.index, total);
  const step = () => {
    const frame = cycle.frames[target];
    if (!frame) return;
    void preloadImage(frame, sizes).then(() => {
      if (cycle.run !== run) return;
      showFrame(element, cycle, target);
      target = nextFrame(target, total);
      const upcoming = cycle.frames[target];
      if (upcoming) void preloadImage(upcoming, sizes);
      schedule(cycle, step, frameIntervalMs);
    });
  };
  if (cycle.fromEntry) step();
  else {
    // The frame on screen loads first (it is the page's largest paint); the next one
    // nextFrameAfterMs after it has loaded, so the two never share the bandwidth before that paint,
    // and the next one's fetch and decoding stay out of the moments when a visitor's first taps
    // come in. The frame after the one that drew it has begun by then.
    const first = cycle.frames[target];
    const img = pictureImg(element);
    const preloadNext = () => first && cycle.run === run && void preloadImage(first, sizes);
    const later = () => window.setTimeout(preloadNext, nextFrameAfterMs);
    if (!(img instanceof HTMLImageElement) || img.complete) later();
    else img.addEventListener('load', later, { once: true });
    schedule(cycle, step, firstStepMs);
  }
}

function schedule(cycle: Cycle, step: () => void, delayMs: number) {
  cycle.dueAt = performance.now() + delayMs;
  cycle.timer = window.setTimeout(step, delayMs);
}

function stop(cycle: Cycle) {
  cycle.playing = false;
  cycle.run += 1;
  window.clearTimeout(cycle.timer);
}

function cardOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(framesCard.selector) : null;
}

function enterCard(card: Element) {
  const cycle = cycleOf(card, true);
  if (cycle.playing || !canCycle(cycle.frames.length, prefersReducedMotion())) return;
  card.setAttribute(stateAttribute, cyclingState);
  play(card, cycle);
}

function leaveCard(card: Element) {
  const cycle = cycles.get(card);
  if (!cycle?.playing) return;
  stop(cycle);
  card.removeAttribute(stateAttribute);
  if (cycle.index !== 0) showFrame(card, cycle, 0);
}

/** Whether a cover's show is to play: its button says so (a cover without one plays). */
const toPlay = (toggle: Element | null) => !toggle || showsPlaying(toggle);

/** A cover's show follows its button, which the head script turns (cover-toggle.ts): the button's state is the visitor's choice. */
function follow(cover: Element, cycle: Cycle, toggle: Element) {
  const playing = showsPlaying(toggle);
  if (playing === cycle.playing) return;
  if (playing) play(cover, cycle);
  else stop(cycle);
}

/** Starts every cover in `within` not playing, unless its button says to wait. */
export function startCovers(within: ParentNode = document) {
  for (const cover of within.querySelectorAll(framesCover.selector)) {
    const cycle = cycleOf(cover, false);
    const toggle = cover.querySelector(coverToggle.selector);
    if (toggle && startOnce(cover, 'frames')) {
      new MutationObserver(() => follow(cover, cycle, toggle)).observe(toggle, { attributeFilter: [playingAttribute] });
    }
    // Turned to pause before this file ran (by the head script): the visitor's choice.
    if (cycle.playing || !toPlay(toggle)) continue;
    // Under reduced motion it waits for Play: the button, rendered playing, says so.
    if (!canCycle(cycle.frames.length, prefersReducedMotion())) {
      if (toggle) showPlaying(toggle, false);
      continue;
    }
    // Shown from the first paint, which may come after this file has run (a preloaded font holds it).
    afterFirstPaint((sinceMs) => {
      if (!cycle.playing && toPlay(toggle)) play(cover, cycle, frameIntervalMs - sinceMs);
    });
  }
}

/**
 * Runs `run` with how long ago the page was first painted: at once when it has been (a show
 * started by this file keeps the rhythm of that paint, however late the file arrived), else at
 * that paint; at once with 0 where the browser does not say.
 */
function afterFirstPaint(run: (sinceMs: number) => void) {
  const name = 'first-contentful-paint';
  const since = (paint: PerformanceEntry) => Math.max(0, performance.now() - paint.startTime);
  const painted = performance.getEntriesByName?.(name)[0];
  if (painted) return run(since(painted));
  try {
    const observer = new PerformanceObserver((list) => {
      const paint = list.getEntriesByName(name)[0];
      if (!paint) return;
      observer.disconnect();
      run(since(paint));
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    run(0);
  }
}

// ---- Inputs -----------------------------------------------------------------------------------

// What travels between a card and its case study (travelling-cover.ts) is their first frame, the
// one the page arrived at shows: a card followed goes back to it at once, and, as the page is left
// with a transition, every card and cover stops on it.
document.addEventListener('click', (event) => {
  const card = cardOf(event.target);
  if (card) leaveCard(card);
});
addEventListener('pageswap', (event) => {
  if (!(event as Event & { viewTransition: unknown }).viewTransition) return;
  for (const [element, cycle] of cycles) {
    stop(cycle);
    element.removeAttribute(stateAttribute);
    if (cycle.index !== 0) showFrame(element, cycle, 0);
  }
});
// Back to a page kept whole by the browser: its covers play again.
addEventListener('pageshow', (event) => {
  if (event.persisted) startCovers();
});

for (const [type, enter] of [
  ['pointerover', true],
  ['focusin', true],
  ['pointerout', false],
  ['focusout', false],
] as const) {
  document.addEventListener(type, (event) => {
    const card = cardOf(event.target);
    if (!card) return;
    if (enter) enterCard(card);
    // Leaving means the pointer or focus went somewhere outside the card.
    else if (!card.contains((event as FocusEvent | PointerEvent).relatedTarget as Node | null)) leaveCard(card);
  });
}

/** Starts what is already in the page: covers, and a card the pointer or focus reached before this file ran. */
export function startFrames() {
  startCovers();
  for (const card of document.querySelectorAll(framesCard.selector)) {
    if (card.matches(hoveredState) || card.contains(document.activeElement)) enterCard(card);
  }
}
