// The gate's own script, inline at the top of its <main>, on the password
// page (/private) and on each private project's page, which is the same gate
// until it opens. It runs before anything below it is drawn.
// - On /private: a visitor holding the authenticated flag goes on to the
//   project; everyone else gets the form, answered by gate-control.ts.
// - On a project's page: a visitor holding the flag and a remembered key sees
//   the project, decrypted in place of the gate ("Opening the protected case
//   study…" until then). For anyone else, or a key that no longer opens it,
//   the address moves to /private and the form stands where it is (no second
//   page load); it opens this project once the password is in.
// - Lock, on an unlocked page: the key and the flag are forgotten, and the
//   page asks for the password again.
// What it needs is on its own element (names.ts).
import { clearAccess, isFlagged, lock, openSnapshot, protectedUrls } from '../features/gate/gate.ts';
import { startGateControl } from '../features/gate/gate-control.ts';
import { showUnlocked } from '../features/gate/unlocked-page.ts';
import { recallKey } from '../features/gate/key-store.ts';
import { forgetReturn, readReturn, rememberReturn, takeReturn } from '../lib/return-to.ts';
import { gatePath } from '../pages.ts';
import { gateBaseAttribute, gateProjectAttribute, gateProjectsAttribute, rememberDaysAttribute, unlockingAttribute } from './names.ts';

const script = document.currentScript;
const gate = script?.closest('main');
const base = script?.getAttribute(gateBaseAttribute) ?? '/';
const project = script?.getAttribute(gateProjectAttribute) ?? '';
const projects = script?.getAttribute(gateProjectsAttribute);
const root = document.documentElement;
const gateUrl = `${base}${gatePath.slice(1)}`;

/** The form, here, at the password page's address; it opens this project (also after a reload there). */
function gateHere() {
  rememberReturn(project);
  root.removeAttribute(unlockingAttribute);
  history.replaceState(null, '', gateUrl);
  startGateControl({ base, target: () => project, chosen: forgetReturn });
}

async function openHere(main: Element) {
  const key = await recallKey(Number(script?.getAttribute(rememberDaysAttribute)));
  const page = key && (await openSnapshot(protectedUrls(base, project).snapshot, key));
  if (!page) {
    clearAccess();
    gateHere();
    return;
  }
  showUnlocked(main, page);
  root.removeAttribute(unlockingAttribute);
}

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('.lock-bar__button') : null;
  if (!button) return;
  button.setAttribute('disabled', '');
  void lock().then(() => location.reload());
});

if (gate && project) {
  if (projects !== null && projects !== undefined) {
    const known = JSON.parse(projects) as string[];
    if (isFlagged()) {
      root.setAttribute(unlockingAttribute, '');
      location.replace(`${base}${takeReturn(project, known)}`);
    } else {
      startGateControl({ base, target: () => readReturn(project, known), chosen: forgetReturn });
    }
  } else if (isFlagged()) {
    root.setAttribute(unlockingAttribute, '');
    void openHere(gate);
  } else {
    gateHere();
  }
}
