// Names that the page's scripts (app/start/*.ts), the components that render
// their elements and the build share: one place for each.

/** Set on <html> while a visitor holding the authenticated flag waits for the case study to open. */
export const unlockingAttribute = 'data-unlocking';

/** On the gate's script (app/start/gate.ts): the site's base path. */
export const gateBaseAttribute = 'data-base';

/** On the gate's script: the private project's address (on /private, the one it opens when the visitor came from none). */
export const gateProjectAttribute = 'data-project';

/** On the gate's script at /private only: every private project's address, as a JSON array. */
export const gateProjectsAttribute = 'data-projects';

/** On the gate's script: how many days a remembered key lasts (site.gate.rememberDays). */
export const rememberDaysAttribute = 'data-remember-days';

/** On <html> once the page script has started its controls (app/start/page-script.ts). */
export const pageScriptAttribute = 'data-page-script';
