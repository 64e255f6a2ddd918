// Starts the app once the page has loaded, the browser has reported its
// largest paint (or its first paint, where largest-paint timing is not
// supported) and the text has been drawn in the font, or at the latest after
// maxStartWaitMs so a stalled image or font cannot hold the app back: puts the module preloads back and runs React Router's
// boot script, kept inert in the page (tools/build/defer-hydration.ts), as a
// module, exactly as written. A page with nothing to show until the app runs
// marks itself (unlockingAttribute) and starts it once the snapshot of the
// unlocked page has painted, or right after its first paint without one.
//
// Before the boot script runs, the modules it reaches (React, React Router,
// the routes' code) are evaluated one file per task, with a yield between:
// evaluated all at once, on a slow phone, they were one task of 100–200 ms in
// which the page could not answer an input (decision 022).
import { stepModules } from './boot-steps.ts';
import { bootPreloadsAttribute, bootScriptId, maxStartWaitMs, snapshotOpeningGlobal, unlockingAttribute } from './names.ts';

let started = false;
let loaded = false;
let painted = false;
let fontsDrawn = false;

/** A new task, without the timer clamping (or a test's frozen clock) setTimeout is subject to; a timer where there are no message channels. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });

/**
 * After the next frame has been drawn: a resize observer reports in the
 * frame's rendering steps, and a task after it runs once that frame is
 * painted. (Not requestAnimationFrame, which a test's frozen clock stops.)
 * Without resize observers, after a timer.
 */
const afterNextFrame = () =>
  new Promise<void>((resolve) => {
    if (typeof ResizeObserver !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      void nextTask().then(resolve);
    });
    observer.observe(document.documentElement);
  });

async function start() {
  if (started) return;
  started = true;
  const boot = document.getElementById(bootScriptId);
  const bootText = boot?.textContent ?? '';
  const preloads = JSON.parse(boot?.getAttribute(bootPreloadsAttribute) ?? '[]') as string[];
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
    // Starting a request costs a few ms on a slow phone: one per task, so an input waits for one at most.
    await nextTask();
  }
  for (const url of stepModules(bootText, preloads)) {
    try {
      await import(/* @vite-ignore */ url);
    } catch {
      // The boot script imports it again, and fails as it always would.
      break;
    }
    await nextTask();
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.textContent = bootText;
  document.body.appendChild(script);
}

// Where a snapshot of the unlocked page is being opened (app/start/unlocking.ts), once it has
// painted, or, without one, once the note has: started earlier, the app's bytes and work would
// come before the page's largest paint. (A tab opened in the background paints no frame: the
// fallback below still starts it.)
const unlocking = document.documentElement.hasAttribute(unlockingAttribute);
if (unlocking) {
  const opening = (window as unknown as Record<string, Promise<void> | undefined>)[snapshotOpeningGlobal];
  void (opening ?? Promise.resolve()).then(start);
}

// (Where a snapshot is being opened, the load and the first paint come before it shows: only the
// path above starts the app there.)
function ready() {
  if (loaded && painted && fontsDrawn && !unlocking) void start();
}

// And once the font has arrived and the text has been drawn in it: that redraw is often the page's
// largest paint, and the app's bytes would otherwise come before it.
void (document.fonts?.ready ?? Promise.resolve()).then(afterNextFrame).then(() => {
  fontsDrawn = true;
  ready();
});

try {
  const types = PerformanceObserver.supportedEntryTypes;
  new PerformanceObserver(() => {
    painted = true;
    ready();
  }).observe({ type: types.includes('largest-contentful-paint') ? 'largest-contentful-paint' : 'paint', buffered: true });
} catch {
  painted = true;
}

function onLoad() {
  loaded = true;
  ready();
}

if (document.readyState === 'complete') onLoad();
else addEventListener('load', onLoad);
setTimeout(() => void start(), maxStartWaitMs);
