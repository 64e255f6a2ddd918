// The gate's hooks: GatePage, PasswordGate and LockBar render them; the
// gate's script (app/features/gate/gate-script.ts), gate-control.ts, lock-control.ts and
// project-parts.ts drive them (app/lib/control-contract.ts).
import { carrying, element, target } from '../../lib/control-contract.ts';

/** Set on <html> while a visitor holding the authenticated flag waits for the case study to open. */
export const unlockingAttribute = 'data-unlocking';

/** What the gate's script reads from its own element (gate-page.tsx writes them). */
export const gateScriptAttributes = {
  /** The site's base path. */
  base: 'data-base',
  /** The private project's address (on /private, the one it opens when the visitor came from none). */
  project: 'data-project',
  /** Every private project's address, as a JSON array. */
  projects: 'data-projects',
  /** Present at /private only: this is the password page itself. */
  gatePage: 'data-gate-page',
  /** How many days a remembered key lasts (site.gate.rememberDays). */
  rememberDays: 'data-remember-days',
} as const;

/** What the form's button and message may say, in the page's language. */
export type GateWord = 'unlock' | 'unlocking' | 'wrong' | 'unavailable';

/** The password form (not the design system's specimen of it), carrying its words. */
export const gateForm = /* @__PURE__ */ target('gate', 'form');
export const gateField = /* @__PURE__ */ target('gate', 'field');
export const gateSubmit = /* @__PURE__ */ target('gate', 'submit');
/** The announced message: wrong password, files unavailable. */
export const gateMessage = /* @__PURE__ */ target('gate', 'message');
/** Why a share link could not open the case study, carrying its words. */
export const shareNotice = /* @__PURE__ */ target('gate', 'notice');
/** Lock, above an unlocked case study. */
export const lockButton = /* @__PURE__ */ target('gate', 'lock');
/** The gate's page, the <main> its script stands at the top of: the unlocked case study takes its place. */
export const gatePage = /* @__PURE__ */ element('main');
/** The unlocked case study's title: it takes the focus the gate's field had. */
export const unlockedTitle = /* @__PURE__ */ element('main h1');
/** Each part of the gate's page that names one private project: its address. */
export const gatePart = /* @__PURE__ */ carrying('data-gate-project');
