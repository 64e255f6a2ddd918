// Runs in the measured page before anything of the page's own (the bench adds
// it with evaluateOnNewDocument, compiled by tools/build/inline-script.ts):
// records when the control is first painted, every press of it as the page
// receives it (capture listeners on window: the event's own timeStamp), and
// when its answer is seen (a MutationObserver, or the field's input events).
// Tells the bench through a binding when the control is laid out (and where),
// painted and answered, and leaves the whole record on window for the bench
// to read at the end.
//
// Every time is in the page's clock (performance.now(), from navigation start).
import { bindingName, configGlobal, recordGlobal, type PageRecord, type RecorderConfig } from './page-record.ts';

type Holder = Record<string, unknown>;
const holder = window as unknown as Holder;
const config = holder[configGlobal] as RecorderConfig;
const record: PageRecord = { presses: [], changedBeforePress: 0, states: [] };
holder[recordGlobal] = record;

/** Tells the bench; with the control's centre in the viewport once it is laid out (where to tap it). */
function report(what: 'laid out' | 'painted' | 'answered', centre?: { x: number; y: number }) {
  const binding = holder[bindingName];
  if (typeof binding === 'function') void (binding as (what: string, centre?: { x: number; y: number }) => Promise<unknown>)(what, centre);
}

function laidOut(element: Element | null): boolean {
  if (!element || element.getClientRects().length === 0) return false;
  return typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true });
}

function elementOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target : null;
}

// First contentful paint: the control counts as painted no earlier than this.
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint' && record.fcp === undefined) record.fcp = entry.startTime;
    }
    markPainted();
  }).observe({ type: 'paint', buffered: true });
} catch {
  // No paint timing: the control's own first laid-out frame stands.
}

// The state the answer reads; the answer is any change of it after a press.
function snapshot(): string {
  const { answer } = config;
  if (answer.kind === 'change') {
    return JSON.stringify(answer.reads.map(({ selector, attribute }) => document.querySelector(selector)?.getAttribute(attribute) ?? null));
  }
  if (answer.kind === 'busy') {
    const button = document.querySelector(answer.button);
    const busy = button?.getAttribute('aria-busy') === 'true' || button?.hasAttribute('disabled') === true;
    return busy || document.querySelector(answer.unlocked) ? 'answered' : 'waiting';
  }
  return '';
}

let baseline: string | undefined;

function answered(at: number) {
  if (record.answerAt !== undefined) return;
  record.answerAt = at;
  report('answered');
}

function check() {
  const at = performance.now();
  if (baseline === undefined || record.answerAt !== undefined || config.answer.kind === 'input') return;
  const now = snapshot();
  if (now === baseline) return;
  record.states.push({ at, state: now });
  const expectsPress = config.pressEvent.type !== 'none';
  if (config.answer.kind === 'busy' ? now === 'answered' && record.presses.length > 0 : !expectsPress || record.presses.length > 0) {
    answered(at);
  } else if (config.answer.kind === 'change') {
    // Changed with no press made: not an answer to anything; watch for the next change.
    record.changedBeforePress += 1;
    baseline = now;
  }
}

let thenSeen = false;
function watchThen() {
  if (!config.then || thenSeen || record.presses.length === 0) return;
  if (laidOut(document.querySelector(config.then))) {
    thenSeen = true;
    requestAnimationFrame((time) => {
      record.thenPaintedAt = time;
    });
  }
}

new MutationObserver(() => {
  check();
  watchThen();
}).observe(document, { subtree: true, childList: true, attributes: true });

/** A visitor's finger or pointer on screen, and focus where the presses start; the control's centre. */
function getReady(target: Element): { x: number; y: number } {
  let rect = target.getBoundingClientRect();
  if (rect.top < 0 || rect.bottom > innerHeight) {
    target.scrollIntoView({ block: 'center', behavior: 'instant' });
    rect = target.getBoundingClientRect();
  }
  if (config.focus === 'target') (target as HTMLElement).focus({ preventScroll: true });
  if (config.focus === 'before-target') {
    const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
      (candidate) => candidate.tabIndex >= 0 && candidate.getClientRects().length > 0,
    );
    focusable[focusable.indexOf(target as HTMLElement) - 1]?.focus({ preventScroll: true });
  }
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

// The control is painted in the first frame in which it is laid out, and not before the first
// contentful paint. The bench is told of both as soon as this page knows: it learns of the first
// paint itself from the browser too, which can be sooner when this page's main thread is busy.
let laidOutAt: number | undefined;
/** Marks the control painted once both its layout and the first paint are known, whichever is learnt last; true once marked. */
function markPainted(): boolean {
  if (record.paintedAt !== undefined) return true;
  if (laidOutAt === undefined || record.fcp === undefined) return false;
  record.paintedAt = Math.max(laidOutAt, record.fcp);
  record.reportedAt = performance.now();
  report('painted');
  return true;
}
function frame(time: number) {
  if (laidOutAt === undefined) {
    const target = document.querySelector(config.target);
    if (laidOut(target)) {
      laidOutAt = time;
      record.laidOutAt = time;
      baseline = snapshot();
      record.states.push({ at: time, state: baseline });
      const centre = target ? getReady(target) : undefined;
      report('laid out', centre);
    }
  }
  if (!markPainted()) requestAnimationFrame(frame);
}
requestAnimationFrame(frame);

// Presses, as the page receives them: the first event of each gesture, on the control.
const { type, key } = config.pressEvent;
if (type !== 'none') {
  addEventListener(
    type,
    (event) => {
      const target = elementOf(event.target)?.closest(config.target);
      if (!target) return;
      if (key !== undefined && (event as KeyboardEvent).key !== key) return;
      if (type === 'keydown' && key === undefined && (event as KeyboardEvent).key.length !== 1) return;
      if (type === 'pointerover' && target.contains(elementOf((event as PointerEvent).relatedTarget))) return;
      record.presses.push(event.timeStamp);
    },
    { capture: true, passive: true },
  );
}

// A field answers a keystroke by holding its character.
if (config.answer.kind === 'input') {
  const field = config.answer.field;
  addEventListener(
    'input',
    (event) => {
      const target = elementOf(event.target);
      if (target?.matches(field) && (target as HTMLInputElement).value !== '' && record.presses.length > 0) answered(performance.now());
    },
    { capture: true, passive: true },
  );
}
