// Names that the page's scripts (app/start/*.ts), the components that render
// their elements and the build share: one place for each.

/** Set on <html> while a visitor holding the authenticated flag waits for the case study to open. */
export const unlockingAttribute = 'data-unlocking';

/** What the gate's script (app/start/gate.ts) reads from its own element. */
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

/** On <html> once the page script has started its controls (app/start/page-script.ts). */
export const pageScriptAttribute = 'data-page-script';
