// A file of its own (tools/build/inline-script.ts, `?script-file`), loaded
// async beside the stylesheet, so every control answers from the moment it
// is painted, long before the app has arrived and hydrated:
// - the theme toggle and the hero headline (their state lives on <html>);
// - a project card's cover cycling on hover or focus;
// - the case-study cover, which starts cycling at first paint, and its pause/play control.
// A click made before this file has run is kept by the head script
// (app/start/early-clicks.ts) and answered here as soon as it runs; a card
// already under the pointer or focused then starts cycling.
// Until the app starts (appStartedGlobal, set right before hydration) this
// script answers; from then on React does. The frames a card or cover is in
// the middle of are handed over to its component (app/start/hand-over.ts),
// so the show goes on without a jump. It only ever changes attributes, never
// text or elements, so hydration finds the page it expects.
import { heroHeadlineCount, nextHeroIndex, parseHeroIndex } from '../features/hero/hero-index.ts';
import { nextTheme, parseTheme } from '../features/theme/theme.ts';
import { canCycle, entryFrame, frameIntervalMs, nextFrame, playLabel, frameCount } from '../features/frames/slideshow.ts';
import { preloadImage } from '../features/media/preload-image.ts';
import type { FrameData } from '../features/frames/frames-data.ts';
import { storageKeys, writeStorage } from '../lib/storage.ts';
import {
  appStartedGlobal,
  earlyClicksGlobal,
  earlyControlsGlobal,
  framesAttribute,
  type EarlyClicks,
  type EarlyControls,
  type HandedOver,
} from './names.ts';

const root = document.documentElement;
const globals = window as unknown as Record<string, unknown>;
const appStarted = () => globals[appStartedGlobal] === true;
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function setTheme(next: string) {
  root.setAttribute('data-theme', next);
  for (const toggle of document.querySelectorAll('.theme-toggle')) toggle.setAttribute('aria-pressed', String(next === 'dark'));
}

// ---- Cards and covers: cycling through their frames -------------------------------------------

type Cycle = {
  frames: FrameData[];
  /** The frame on screen. */
  index: number;
  /** Card hover starts at the second frame at once; a cover waits one interval. */
  fromEntry: boolean;
  playing: boolean;
  /** The visitor pressed pause or play on a cover. */
  chosen: boolean;
  timer?: number;
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
    cycle = { frames: framesOf(element), index: 0, fromEntry, playing: false, chosen: false, run: 0 };
    cycles.set(element, cycle);
  }
  return cycle;
}

/** The `sizes` the element's picture is drawn at, so the preloaded file is the one shown. */
const sizesOf = (element: Element) => element.querySelector('picture source')?.getAttribute('sizes') ?? '';

/** Puts a frame into the element's <picture>: the same sources, src and alt the app would render. */
function showFrame(element: Element, cycle: Cycle, index: number) {
  const frame = cycle.frames[index];
  const img = element.querySelector('picture img');
  if (!frame || !(img instanceof HTMLImageElement)) return;
  cycle.index = index;
  for (const source of element.querySelectorAll('picture source')) {
    const match = frame.sources?.find((candidate) => candidate.type === source.getAttribute('type'));
    if (match) source.setAttribute('srcset', match.srcSet);
  }
  img.src = frame.src;
  img.alt = frame.alt;
  element.querySelector('.cover__count')?.setAttribute('data-count', frameCount(index, cycle.frames.length));
}

/** In a task of its own: after the frame being drawn has painted (a timer would wait on a test's frozen clock). */
function nextTask(run: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => run();
  channel.port2.postMessage(undefined);
}

function play(element: Element, cycle: Cycle) {
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
      cycle.timer = window.setTimeout(step, frameIntervalMs);
    });
  };
  if (cycle.fromEntry) step();
  else {
    // The frame on screen loads first (it is the page's largest paint); the next one once it has
    // painted, so the two never share the bandwidth before that paint. The frame after the one
    // that drew it has begun by then.
    const first = cycle.frames[target];
    const img = element.querySelector('picture img');
    const preloadNext = () => first && cycle.run === run && void preloadImage(first, sizes);
    const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => nextTask(preloadNext)));
    if (!(img instanceof HTMLImageElement) || img.complete) afterPaint();
    else img.addEventListener('load', afterPaint, { once: true });
    cycle.timer = window.setTimeout(step, frameIntervalMs);
  }
}

function stop(cycle: Cycle) {
  cycle.playing = false;
  cycle.run += 1;
  window.clearTimeout(cycle.timer);
}

function cardOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(`.project-card[${framesAttribute}]`) : null;
}

function enterCard(card: Element) {
  const cycle = cycleOf(card, true);
  if (cycle.playing || !canCycle(cycle.frames.length, reducedMotion())) return;
  card.setAttribute('data-state', 'cycling');
  play(card, cycle);
}

function leaveCard(card: Element) {
  const cycle = cycles.get(card);
  if (!cycle?.playing) return;
  stop(cycle);
  card.removeAttribute('data-state');
  if (cycle.index !== 0) showFrame(card, cycle, 0);
}

function setPlaying(cover: Element, cycle: Cycle, playing: boolean) {
  const toggle = cover.querySelector('.cover__toggle');
  toggle?.setAttribute('data-playing', String(playing));
  toggle?.setAttribute('aria-label', playLabel(playing));
  if (playing) play(cover, cycle);
  else stop(cycle);
}

function startCovers() {
  for (const cover of document.querySelectorAll(`.cover[${framesAttribute}]`)) {
    const cycle = cycleOf(cover, false);
    if (!cycle.chosen && canCycle(cycle.frames.length, reducedMotion())) setPlaying(cover, cycle, true);
  }
}

// ---- Inputs, until the app starts -------------------------------------------------------------

function answerClick(event: Event) {
  if (appStarted() || !(event.target instanceof Element)) return;
  if (event.target.closest('.theme-toggle')) {
    const next = nextTheme(parseTheme(root.getAttribute('data-theme')));
    setTheme(next);
    writeStorage(storageKeys.theme, next);
    return;
  }
  if (event.target.closest('.hero__button')) {
    const next = nextHeroIndex(parseHeroIndex(root.getAttribute('data-hero'), heroHeadlineCount), heroHeadlineCount);
    root.setAttribute('data-hero', String(next));
    writeStorage(storageKeys.heroTextIndex, String(next));
    return;
  }
  const toggle = event.target.closest('.cover__toggle');
  const cover = toggle?.closest(`.cover[${framesAttribute}]`);
  if (toggle && cover) {
    const cycle = cycleOf(cover, false);
    cycle.chosen = true;
    // What the button shows is what the visitor answers: a show not started yet is still shown playing.
    setPlaying(cover, cycle, toggle.getAttribute('data-playing') !== 'true');
  }
}
document.addEventListener('click', answerClick);
// The clicks made before this file ran, in order, as if they came now.
for (const click of (globals[earlyClicksGlobal] as EarlyClicks | undefined)?.take() ?? []) answerClick(click);

for (const [type, enter] of [
  ['pointerover', true],
  ['focusin', true],
  ['pointerout', false],
  ['focusout', false],
] as const) {
  document.addEventListener(type, (event) => {
    const card = cardOf(event.target);
    if (appStarted() || !card) return;
    if (enter) enterCard(card);
    // Leaving means the pointer or focus went somewhere outside the card.
    else if (!card.contains((event as FocusEvent | PointerEvent).relatedTarget as Node | null)) leaveCard(card);
  });
}

/** Once the page is parsed: at once when it already is (this file may arrive before or after). */
function whenParsed(run: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
  else run();
}

whenParsed(() => {
  startCovers();
  // The toggle was painted unpressed; a stored dark theme presses it.
  setTheme(parseTheme(root.getAttribute('data-theme')));
  // A card the pointer or focus reached before this file ran.
  if (appStarted()) return;
  for (const card of document.querySelectorAll(`.project-card[${framesAttribute}]`)) {
    if (card.matches(':hover') || card.contains(document.activeElement)) enterCard(card);
  }
});

// ---- Hand-over --------------------------------------------------------------------------------

const controls: EarlyControls = {
  takeOver(element): HandedOver | null {
    const cycle = cycles.get(element);
    if (!cycle) return null;
    cycles.delete(element);
    const wasPlaying = cycle.playing;
    stop(cycle);
    // A card the app will not keep cycling goes back to its first frame, as the app renders it.
    if (cycle.fromEntry) {
      element.removeAttribute('data-state');
      if (cycle.index !== 0) showFrame(element, cycle, 0);
      return { index: 0, playing: wasPlaying, chosen: false };
    }
    return { index: cycle.index, playing: wasPlaying, chosen: cycle.chosen };
  },
};
globals[earlyControlsGlobal] = controls;
