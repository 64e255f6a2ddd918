// Starts the app once the page has loaded and the browser has reported its
// largest paint (or its first paint, where largest-paint timing is not
// supported), or at the latest after maxStartWaitMs so a stalled image cannot
// hold the app back: puts the module preloads back and runs React Router's
// boot script, kept inert in the page (tools/build/defer-hydration.ts), as a
// module, exactly as written. A page with nothing to show until the app runs
// marks itself (unlockingAttribute) and starts it right after its first paint.
import { bootPreloadsAttribute, bootScriptId, maxStartWaitMs, snapshotOpeningGlobal, unlockingAttribute } from './names.ts';

let started = false;
let loaded = false;
let painted = false;

function start() {
  if (started) return;
  started = true;
  const boot = document.getElementById(bootScriptId);
  const preloads = JSON.parse(boot?.getAttribute(bootPreloadsAttribute) ?? '[]') as string[];
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.textContent = boot?.textContent ?? '';
  document.body.appendChild(script);
}

// Right after the first paint: the note is on screen before the app's bytes compete with it;
// and after the snapshot of the unlocked page, where one is being opened (app/start/unlocking.ts).
// (A tab opened in the background paints no frame: the fallback below still starts it.)
if (document.documentElement.hasAttribute(unlockingAttribute)) {
  const opening = (window as unknown as Record<string, Promise<void> | undefined>)[snapshotOpeningGlobal];
  void (opening ?? Promise.resolve()).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
}

function ready() {
  if (loaded && painted) start();
}

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
setTimeout(start, maxStartWaitMs);
