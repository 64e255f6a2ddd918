// The password form's only handler (React renders its markup:
// password-gate.tsx). It runs from the gate's inline script, so it answers
// from the first paint: nothing typed or submitted waits for anything else,
// and nothing is ever sent to the server.
import {
  clearAccess,
  fetchGateParams,
  fetchSnapshot,
  openSnapshot,
  protectedUrls,
  seedStoredVerifier,
  submitPassword,
  unavailableMessage,
  unlockLabel,
  unlockingLabel,
  wrongPasswordMessage,
} from './gate.ts';
import type { GateParams } from './protected-payload.ts';
import { showUnlocked } from './unlocked-page.ts';

export type GateStatus = 'idle' | 'busy' | 'wrong' | 'unavailable';

/** Which form this control answers: the gate's, not the design system's specimen of it. */
export const gateFormSelector = 'form.gate';

/** The form in a status: the button, the field's invalid mark and the announced message. */
export function showStatus(form: Element, status: GateStatus): void {
  const button = form.querySelector('button[type="submit"]');
  const field = form.querySelector('input');
  const message = form.querySelector('[role="alert"]');
  const busy = status === 'busy';
  button?.toggleAttribute('disabled', busy);
  button?.setAttribute('aria-busy', String(busy));
  if (button) button.textContent = busy ? unlockingLabel : unlockLabel;
  if (status === 'wrong') field?.setAttribute('aria-invalid', 'true');
  else field?.removeAttribute('aria-invalid');
  if (message) message.textContent = status === 'wrong' ? wrongPasswordMessage : status === 'unavailable' ? unavailableMessage : '';
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
 * parameters (fetched at once; a few hundred bytes), and on a match opens
 * the project's page in place of the gate, at the project's address. The
 * encrypted page is fetched as soon as someone types.
 */
export function startGateControl({ base, target, chosen }: GateControl): void {
  const urls = () => protectedUrls(base, target());
  let params: Promise<GateParams | null> | null = fetchGateParams(urls().params);
  void params.then((found) => found && seedStoredVerifier(found));
  let busy = false;

  const formOf = (event: Event) => (event.target instanceof Element ? event.target.closest(gateFormSelector) : null);

  // Someone typing a password likely has it: fetch the case study meanwhile, so it opens at once.
  document.addEventListener('input', (event) => {
    if (formOf(event)) void fetchSnapshot(urls().snapshot);
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
        const current = await (params ??= fetchGateParams(urls().params));
        if (!current) {
          params = null;
          showStatus(form, 'unavailable');
          return;
        }
        const key = await submitPassword(password, current);
        if (!key) {
          showStatus(form, 'wrong');
          return;
        }
        const address = target();
        chosen();
        const page = await openSnapshot(urls().snapshot, key);
        const gate = form.closest('main');
        if (page && gate) {
          // Opened here, with no second page load: a key kept only for this visit (no storage) still works.
          showUnlocked(gate, page);
          history.replaceState(null, '', `${base}${address}`);
          scrollTo(0, 0);
          // The field that had focus is gone: the case study's title takes it, and is read out.
          const title = document.querySelector<HTMLElement>('main h1');
          title?.setAttribute('tabindex', '-1');
          title?.focus({ preventScroll: true });
        } else {
          location.assign(`${base}${address}`);
        }
      } finally {
        busy = false;
      }
    })();
  });
}
