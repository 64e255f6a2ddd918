// Runs at the top of the gate (the password page, and the protected page's
// prerendered shell, which is the same page). For a visitor holding the
// authenticated flag:
// - the page shows "Opening the protected case study…" instead of the
//   password form (unlockingAttribute; the gate removes it as soon as the
//   app finds no flag);
// - the encrypted snapshot of the unlocked page is fetched at once and, with
//   the key remembered in this browser, decrypted and shown in place of the
//   gate, long before the app has arrived (snapshotShownAttribute). The app
//   then renders the same page and removes the snapshot (app/features/gate/unlocked-case-study.tsx);
// - once that has painted (or, without a snapshot, the note), the encrypted case
//   study the app needs is fetched, and the app starts without waiting for the
//   page to load (app/start/deferred-start.ts).
// The URLs are on the script's own element.
import { decryptPayload } from '../features/gate/unlock.ts';
import { isProtectedPayload } from '../features/gate/protected-payload.ts';
import { forgetKey, recallKey } from '../features/gate/key-store.ts';
import { readStorage, removeStorage, storageKeys } from '../lib/storage.ts';
import {
  appStartedGlobal,
  earlyPayloadGlobal,
  payloadUrlAttribute,
  projectAttribute,
  rememberDaysAttribute,
  snapshotAttribute,
  snapshotOpeningGlobal,
  snapshotShownAttribute,
  snapshotUrlAttribute,
  unlockingAttribute,
} from './names.ts';

const script = document.currentScript;
const url = script?.getAttribute(payloadUrlAttribute);
const snapshotUrl = script?.getAttribute(snapshotUrlAttribute);
const project = script?.getAttribute(projectAttribute);
const gate = script?.closest('main');
const root = document.documentElement;

/** The unlocked page's HTML, or null: no key, an expired one, or anything that fails. */
async function openSnapshot(address: string, project: string, days: number): Promise<string | null> {
  try {
    const [payload, key] = await Promise.all([
      fetch(address).then((response) => (response.ok ? response.json() : null)),
      recallKey(project, days),
    ]);
    return key && isProtectedPayload(payload) ? await decryptPayload<string>(key, payload) : null;
  } catch {
    return null;
  }
}

/** After the next frame has been drawn. */
const afterFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** The longest the app waits for the browser to report the snapshot's paint, in ms. */
const paintReportMs = 500;

/**
 * Settles once what is put on screen from now on has painted: when the browser
 * reports its next largest paint (the snapshot's cover). Where it reports none
 * (no such timing; an input came first; nothing larger), after two frames, or
 * paintReportMs at the latest.
 */
function nextLargestPaint(): Promise<void> {
  let reported = false;
  try {
    reported = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
  } catch {
    // No performance timeline at all.
  }
  if (!reported) return afterFrame().then(afterFrame);
  const from = performance.now();
  return new Promise((resolve) => {
    // (An earlier paint can still be reported after this: only one painted from now on counts.)
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.startTime >= from)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint' });
    setTimeout(resolve, paintReportMs);
  });
}

/** Shows the snapshot in place of the gate; settles once it has painted, its images decoded with it. */
async function show(html: string): Promise<void> {
  if (!gate || root.hasAttribute(snapshotShownAttribute) || (window as unknown as Record<string, unknown>)[appStartedGlobal]) return;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.children) element.setAttribute(snapshotAttribute, '');
  // The snapshot's main is the page's main now: the skip link leads to it.
  gate.removeAttribute('id');
  // (Not those loaded lazily: off screen, they would never settle.)
  const images = [...template.content.querySelectorAll('img')].filter((image) => image.loading !== 'lazy');
  const painted = nextLargestPaint();
  gate.after(template.content);
  root.setAttribute(snapshotShownAttribute, '');
  // The app and the case study's data wait on this: started before the cover has painted, their
  // bytes and their work come before the page's largest paint instead of after it.
  await Promise.all([...images.map((image) => image.decode().catch(() => undefined)), painted]);
}

// Lock, pressed on the snapshot before the app: forget the key and the flag, and show the gate again.
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest(`[${snapshotAttribute}] .lock-bar__button`) : null;
  if (!button || (window as unknown as Record<string, unknown>)[appStartedGlobal]) return;
  button.setAttribute('disabled', '');
  removeStorage(storageKeys.authenticated);
  removeStorage(storageKeys.caseStudyKey);
  void forgetKey().then(() => location.reload());
});

try {
  if (url && readStorage(storageKeys.authenticated) === 'true') {
    root.setAttribute(unlockingAttribute, '');
    const globals = window as unknown as Record<string, unknown>;
    // The snapshot first, alone on the wire: the app and the case study's data wait until it has
    // painted, or, without one, until the note has (app/start/deferred-start.ts waits on the same promise).
    const opening = (
      snapshotUrl && project
        ? openSnapshot(snapshotUrl, project, Number(script?.getAttribute(rememberDaysAttribute)))
        : Promise.resolve(null)
    ).then((html) => (html ? show(html) : afterFrame()));
    globals[snapshotOpeningGlobal] = opening;
    void opening.then(() => {
      globals[earlyPayloadGlobal] = { url, response: fetch(url) };
    });
  }
} catch {
  // No storage: the password form stays.
}
