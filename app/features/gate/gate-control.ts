// The password form's only handler (React renders its markup:
// password-gate.tsx). It runs from the gate's inline script, so it answers
// from the first paint: nothing typed or submitted waits for anything else,
// and nothing is ever sent to the server.
import { clearAccess, fetchGateParams, fetchSnapshot, openSnapshot, protectedUrls, seedStoredVerifier, submitPassword } from './gate.ts';
import type { GateParams } from './protected-payload.ts';
import { showUnlocked } from './unlocked-page.ts';
import { unlockingAttribute } from '../../start/names.ts';
import { wordOf } from '../i18n/script-words.ts';

export type GateStatus = 'idle' | 'busy' | 'wrong' | 'unavailable';

/** What the form's button and message may say: on the form, in the page's language (password-gate.tsx). */
export type GateWord = 'unlock' | 'unlocking' | 'wrong' | 'unavailable';

/** Which form this control answers: the gate's, not the design system's specimen of it. */
const gateFormSelector = 'form.gate';

/** The form in a status: the button, the field's invalid mark and the announced message. */
export function showStatus(form: Element, status: GateStatus): void {
  const button = form.querySelector('button[type="submit"]');
  const field = form.querySelector('input');
  const message = form.querySelector('[role="alert"]');
  const busy = status === 'busy';
  button?.toggleAttribute('disabled', busy);
  button?.setAttribute('aria-busy', String(busy));
  const say = (word: GateWord) => wordOf(form, word);
  if (button) button.textContent = say(busy ? 'unlocking' : 'unlock');
  if (status === 'wrong') field?.setAttribute('aria-invalid', 'true');
  else field?.removeAttribute('aria-invalid');
  if (message) message.textContent = status === 'wrong' || status === 'unavailable' ? say(status) : '';
}

/**
 * Opens a project in place of the gate's `<main>`, at the project's address,
 * with no second page load (so a key kept only in memory, storage blocked,
 * still works); the case study's title takes the focus. False when its page
 * could not be fetched or opened.
 */
export async function openUnlocked(gate: Element, base: string, address: string, key: CryptoKey): Promise<boolean> {
  const page = await openSnapshot(protectedUrls(base, address).snapshot, key);
  if (!page) return false;
  const hadFocus = gate.contains(document.activeElement);
  showUnlocked(gate, page);
  document.documentElement.removeAttribute(unlockingAttribute);
  history.replaceState(null, '', `${base}${address}`);
  scrollTo(0, 0);
  if (hadFocus) {
    // The field that had focus is gone: the case study's title takes it, and is read out.
    const title = document.querySelector<HTMLElement>('main h1');
    title?.setAttribute('tabindex', '-1');
    title?.focus({ preventScroll: true });
  }
  return true;
}

type GateControl = {
  /** The site's base path. */
  base: string;
  /** The project the password opens: the one the visitor came for (app/lib/return-to.ts). */
  target: () => string;
  /** Once the target is chosen for good. */
  chosen: () => void;
};

/**
 * Answers the gate's form: checks the password against the build's
 * parameters for the target project (fetched at once; a few hundred bytes),
 * and on a match opens the project in place of the gate. The encrypted page
 * is fetched as soon as someone types.
 */
export function startGateControl({ base, target, chosen }: GateControl): void {
  let params: Promise<GateParams | null> | null = fetchGateParams(base, target());
  void params.then((found) => found && seedStoredVerifier(found));
  let busy = false;

  const formOf = (event: Event) => (event.target instanceof Element ? event.target.closest(gateFormSelector) : null);

  // Someone typing a password likely has it: fetch the case study meanwhile, so it opens at once.
  document.addEventListener('input', (event) => {
    if (formOf(event)) void fetchSnapshot(protectedUrls(base, target()).snapshot);
  });

  document.addEventListener('submit', (event) => {
    const form = formOf(event);
    if (!form) return;
    event.preventDefault();
    if (busy) return; // a double submit while the key is derived does nothing
    busy = true;
    // Every submit clears the flag first, even one that cannot finish: a failed try never leaves access behind.
    clearAccess();
    showStatus(form, 'busy');
    const password = form.querySelector('input')?.value ?? '';
    void (async () => {
      try {
        const current = await (params ??= fetchGateParams(base, target()));
        if (!current) {
          params = null;
          showStatus(form, 'unavailable');
          return;
        }
        const key = await submitPassword(base, password, current);
        if (!key) {
          showStatus(form, 'wrong');
          return;
        }
        const address = target();
        chosen();
        const gate = form.closest('main');
        if (!gate || !(await openUnlocked(gate, base, address, key))) location.assign(`${base}${address}`);
      } finally {
        busy = false;
      }
    })();
  });
}
