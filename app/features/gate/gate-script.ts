// The gate's own script, inline at the top of its <main>, on the password
// page (/private) and on each private project's page, which is the same gate
// until it opens. It runs before anything below it is drawn.
// - A share link's fragment (`#k=…`, npm run share-link) is taken off the
//   address first; a good link opens its project, a bad one is refused with
//   a note above the form (share-link.ts).
// - On /private: a visitor holding the flag goes on to the project they came
//   for; everyone else gets that project's teaser and the form, answered by
//   gate-control.ts.
// - On a project's page: a visitor holding the flag and the project's
//   remembered key sees the project, decrypted in place of the gate
//   ("Opening the protected case study…" until then). For anyone else, or a
//   key that no longer opens it, the address moves to /private and the form
//   stands where it is (no second page load); it opens this project once the
//   password is in.
// - Lock, on an unlocked page: every key and the flag are forgotten, and the
//   page asks for the password again (lock-control.ts).
// - Where content/site.yaml turns analytics on, a project opened by a
//   password or a share link is handed to the page script to count
//   (analytics/hand-off.ts), with the link's recipient if it names one;
//   without analytics, none of that is compiled in.
// What it needs is on its own element, and its hooks are the gate's
// contract's (gate-contract.ts).
import { clearAccess, isFlagged } from './gate.ts';
import { startGateControl } from './gate-control.ts';
import { startLockControl } from './lock-control.ts';
import { openUnlocked } from './unlocked-page.ts';
import { showProjectParts } from './project-parts.ts';
import { openShareLink, refusalNotice, takeShareLink, type ShareOutcome } from './share-link.ts';
import { recallKey } from './key-store.ts';
import { gatePage, gateScriptAttributes as on, shareNotice, unlockingAttribute } from './gate-contract.ts';
import { forgetReturn, readReturn, rememberReturn, takeReturn } from '../../lib/return-to.ts';
import { gatePath } from '../../lib/pages.ts';
import { pageHref } from '../../lib/public-url.ts';
import { handOver } from '../analytics/hand-off.ts';
import { privateProjectOpened, shareLinkOpened } from '../analytics/events.ts';

const shareLink = takeShareLink();
const script = document.currentScript;
const gate = script?.closest(gatePage.selector);
const base = script?.getAttribute(on.base) ?? '/';
const project = script?.getAttribute(on.project) ?? '';
const projects = JSON.parse(script?.getAttribute(on.projects) ?? '[]') as string[];
const onGatePage = script?.hasAttribute(on.gatePage) === true;
const root = document.documentElement;
const gateUrl = pageHref(gatePath, base);

/** Once the page below this script has been parsed. */
const parsed = new Promise<void>((resolve) =>
  document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }) : resolve(),
);

/** A project the password opened, counted where the site has analytics on. */
const openedByPassword = __ANALYTICS__ ? (address: string) => handOver(privateProjectOpened(address, 'password')) : undefined;

/** The form, for `target`: its teaser shown; here, at the password page's address. */
function gateFor(target: () => string, chosen: () => void) {
  root.removeAttribute(unlockingAttribute);
  if (!onGatePage) history.replaceState(null, '', gateUrl);
  void parsed.then(() => showProjectParts(target()));
  startGateControl({ base, target, chosen, opened: openedByPassword });
}

/** On a project's page: the form, which opens this project (also after a reload at /private). */
function gateHere() {
  rememberReturn(project);
  gateFor(() => project, forgetReturn);
}

/** A key holder on a project's page: the project, in place of the gate; the gate for a key that no longer opens it. */
async function openHere(main: Element) {
  const key = await recallKey(project, Number(script?.getAttribute(on.rememberDays)));
  if (key && (await openUnlocked(main, base, project, key))) return;
  clearAccess();
  gateHere();
}

/** What a share link did: its project opened, or the gate with a note saying why not. */
async function answerShareLink(main: Element, outcome: ShareOutcome) {
  if (outcome.kind === 'opened') {
    if (__ANALYTICS__) {
      handOver(privateProjectOpened(outcome.address, 'share link'));
      if (outcome.recipient !== undefined) handOver(shareLinkOpened(outcome.address, outcome.recipient));
    }
    if (await openUnlocked(main, base, outcome.address, outcome.key)) return;
  }
  const target = outcome.kind === 'opened' ? outcome.address : onGatePage ? readReturn(project, projects) : project;
  gateFor(() => target, forgetReturn);
  if (outcome.kind === 'refused') {
    await parsed;
    const notice = main.querySelector<HTMLElement>(shareNotice.selector);
    if (notice) {
      notice.textContent = refusalNotice(notice, outcome.refusal, outcome.expired);
      notice.hidden = false;
    }
  }
}

startLockControl();

if (gate && project) {
  if (shareLink) {
    root.setAttribute(unlockingAttribute, '');
    void openShareLink(shareLink, { base, gatePath, addresses: projects }).then((outcome) => answerShareLink(gate, outcome));
  } else if (onGatePage) {
    if (isFlagged()) {
      root.setAttribute(unlockingAttribute, '');
      location.replace(pageHref(takeReturn(project, projects), base));
    } else {
      gateFor(() => readReturn(project, projects), forgetReturn);
    }
  } else if (isFlagged()) {
    root.setAttribute(unlockingAttribute, '');
    void openHere(gate);
  } else {
    gateHere();
  }
}
