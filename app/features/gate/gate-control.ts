// The password form's only handler (React renders its markup:
// password-gate.tsx; both take its hooks from gate-contract.ts). It runs from
// the gate's inline script, so it answers from the first paint: nothing typed
// or submitted waits for anything else, and nothing is ever sent to the server.
import { fetchGateParams, fetchSnapshot, protectedUrls, seedStoredVerifier, submitPassword } from './gate.ts';
import type { GateParams } from './protected-payload.ts';
import { openUnlocked } from './unlocked-page.ts';
import { gateField, gateForm, gateMessage, gatePage, gateSubmit, type GateWord } from './gate-contract.ts';
import { wordOf } from '../../i18n/script-words.ts';
import { pageHref } from '../../lib/public-url.ts';

export type GateStatus = 'idle' | 'busy' | 'wrong' | 'unavailable';

/** The form in a status: the button, the field's invalid mark and the announced message. */
export function showStatus(form: Element, status: GateStatus): void {
  const button = form.querySelector(gateSubmit.selector);
  const field = form.querySelector(gateField.selector);
  const message = form.querySelector(gateMessage.selector);
  const busy = status === 'busy';
  button?.toggleAttribute('disabled', busy);
  button?.setAttribute('aria-busy', String(busy));
  const say = (word: GateWord) => wordOf(form, word);
  if (button) button.textContent = say(busy ? 'unlocking' : 'unlock');
  if (status === 'wrong') field?.setAttribute('aria-invalid', 'true');
  else field?.removeAttribute('aria-invalid');
  if (message) message.textContent = status === 'wrong' || status === 'unavailable' ? say(status) : '';
}

type GateControl = {
  /** The site's base path. */
  base: string;
  /** The project the password opens: the one the visitor came for (app/lib/return-to.ts). */
  target: () => string;
  /** Once the target is chosen for good. */
  chosen: () => void;
  /** Once the password has opened `address`, before its page shows (analytics counts it, where the site has it on). */
  opened?: (address: string) => void;
};

/**
 * Answers the gate's form: checks the password against the build's
 * parameters for the target project (fetched at once; a few hundred bytes),
 * and on a match opens the project in place of the gate. The encrypted page
 * is fetched as soon as someone types.
 */
export function startGateControl({ base, target, chosen, opened }: GateControl): void {
  let params: Promise<GateParams | null> | null = fetchGateParams(base, target());
  void params.then((found) => found && seedStoredVerifier(found));
  let busy = false;

  const formOf = (event: Event) => (event.target instanceof Element ? event.target.closest(gateForm.selector) : null);

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
    showStatus(form, 'busy');
    const field = form.querySelector<HTMLInputElement>(gateField.selector);
    void (async () => {
      try {
        // The flag is cleared at once, before anything is fetched: a failed try never leaves access behind.
        const submitted = await submitPassword(base, field?.value ?? '', (params ??= fetchGateParams(base, target())));
        if (submitted === 'unavailable') params = null;
        if (typeof submitted === 'string') {
          showStatus(form, submitted);
          return;
        }
        const address = target();
        chosen();
        opened?.(address);
        const gate = form.closest(gatePage.selector);
        if (!gate || !(await openUnlocked(gate, base, address, submitted))) location.assign(pageHref(address, base));
      } finally {
        busy = false;
      }
    })();
  });
}
