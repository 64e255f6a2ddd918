// Names that the scripts which run before the app on the pages that hydrate
// (app/start/*.ts), the app itself and the build share: one place for each.

/** Set on <html> while a visitor holding the authenticated flag waits for the case study to open. */
export const unlockingAttribute = 'data-unlocking';

/** Where the early fetch of the encrypted case study waits for the app (app/features/gate/gate.ts). */
export const earlyPayloadGlobal = '__protectedPayload';

/** On window while a key holder's snapshot is being opened: a promise that settles once it is shown, or cannot be. */
export const snapshotOpeningGlobal = '__snapshotOpening';

/** Set on window when Enter was pressed in the gate before the app could take the password. */
export const heldSubmitGlobal = '__gateSubmitHeld';

/** On the unlocking script's own element: the URL of the encrypted case study it fetches early. */
export const payloadUrlAttribute = 'data-payload-url';

/** On the unlocking script's element: the public address of the project the gate opens (its key's entry). */
export const projectAttribute = 'data-project';

/** Set on window by the gate's first script: a share link's fragment, taken off the address before anything else runs. */
export const shareLinkGlobal = '__shareLink';

/** On the unlocking script's element: the URL of the encrypted snapshot of the unlocked page. */
export const snapshotUrlAttribute = 'data-snapshot-url';

/** On the unlocking script's element: how many days a remembered key lasts (site.gate.rememberDays). */
export const rememberDaysAttribute = 'data-remember-days';

/** On each element of the snapshot the unlocking script put in the page, until the app replaces it. */
export const snapshotAttribute = 'data-snapshot';

/** Set on <html> while the snapshot stands in for the gate. */
export const snapshotShownAttribute = 'data-snapshot-shown';

/** The id of the inert copy of React Router's boot script (tools/build/defer-hydration.ts). */
export const bootScriptId = 'app-boot';

/** On the inert boot script: the module URLs to preload when the app starts, as a JSON array. */
export const bootPreloadsAttribute = 'data-preloads';

/** The longest the app waits for the load event, in ms. */
export const maxStartWaitMs = 3000;

/** Set on window right before React starts hydrating a page that does (app/page-handle.ts). */
export const appStartedGlobal = '__appStarted';

/** On <html> once the page script has started its controls (app/start/page-script.ts). */
export const pageScriptAttribute = 'data-page-script';

/** On <html> once React has hydrated a page that hydrates (app/root.tsx). */
export const appAttribute = 'data-app';
