// Lock, above an unlocked case study (lock-bar.tsx renders it; both take its
// hook from gate-contract.ts): its only handler, in the gate's script
// (app/features/gate/gate-script.ts). Every key and the flag are forgotten, and the page
// asks for the password again.
import { lock } from './gate.ts';
import { lockButton } from './gate-contract.ts';

/** Answers Lock wherever the unlocked page shows it. */
export function startLockControl(): void {
  document.addEventListener('click', ({ target }) => {
    const button = target instanceof Element ? target.closest(lockButton.selector) : null;
    if (!button) return;
    button.setAttribute('disabled', '');
    void lock().then(() => location.reload());
  });
}
