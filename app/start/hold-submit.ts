// Runs with the gate, before the app: a submit the app has not handled (its
// scripts have not arrived yet) is stopped here, so the password never goes
// to the server, and noted, so the app unlocks once it starts. The app's own
// handler runs first (React listens on the document, this on the window) and
// prevents the default, so later submits pass untouched. While it waits, the
// button shows it is busy (an attribute only: the app's hydration expects the
// page as it was rendered).
import { heldSubmitGlobal } from './names.ts';

const held = window as unknown as Record<string, boolean | undefined>;
if (held[heldSubmitGlobal] === undefined) {
  held[heldSubmitGlobal] = false;
  window.addEventListener('submit', (event) => {
    const form = event.target;
    if (!event.defaultPrevented && form instanceof Element && form.classList.contains('gate')) {
      event.preventDefault();
      const field = form.querySelector('input');
      if (field && field.value) {
        held[heldSubmitGlobal] = true;
        form.querySelector('button[type="submit"]')?.setAttribute('aria-busy', 'true');
      }
    }
  });
}
