// Names the scripts that run before the app (app/start/*.ts), the app
// itself and the build share: one place for each.

/** Set on <html> while a visitor holding the authenticated flag waits for the case study to open. */
export const unlockingAttribute = 'data-unlocking';

/** Where the early fetch of the encrypted case study waits for the app (see app/lib/gate.ts). */
export const earlyPayloadGlobal = '__protectedPayload';

/** Set on window when Enter was pressed in the gate before the app could take the password. */
export const heldSubmitGlobal = '__gateSubmitHeld';

/** On the unlocking script's own element: the URL of the encrypted case study it fetches early. */
export const payloadUrlAttribute = 'data-payload-url';

/** The id of the inert copy of React Router's boot script (tools/build/defer-hydration.ts). */
export const bootScriptId = 'app-boot';

/** On the inert boot script: the module URLs to preload when the app starts, as a JSON array. */
export const bootPreloadsAttribute = 'data-preloads';

/** The longest the app waits for the load event, in ms. */
export const maxStartWaitMs = 3000;
