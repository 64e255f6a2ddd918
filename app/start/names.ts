// Names the scripts that run before the app (app/start/*.ts), the app
// itself and the build share: one place for each.

/** Set on <html> while a visitor holding the authenticated flag waits for the case study to open. */
export const unlockingAttribute = 'data-unlocking';

/** Where the early fetch of the encrypted case study waits for the app (see app/lib/gate.ts). */
export const earlyPayloadGlobal = '__protectedPayload';

/** On window while a key holder's snapshot is being opened: a promise that settles once it is shown, or cannot be. */
export const snapshotOpeningGlobal = '__snapshotOpening';

/** Set on window when Enter was pressed in the gate before the app could take the password. */
export const heldSubmitGlobal = '__gateSubmitHeld';

/** On the unlocking script's own element: the URL of the encrypted case study it fetches early. */
export const payloadUrlAttribute = 'data-payload-url';

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

/** Set on window right before React starts hydrating: from then on the app answers every input. */
export const appStartedGlobal = '__appStarted';

/** The early controls' hand-over point on window (app/start/early-controls.ts, app/start/hand-over.ts). */
export const earlyControlsGlobal = '__earlyControls';

/**
 * Before the app, how long after a cover's first frame has loaded its next frame is fetched: past
 * the first paint's busiest moments (the page's load, a visitor's first taps), and early enough,
 * well inside the 700 ms frame interval, to arrive on a slow connection before it is due.
 */
export const nextFrameAfterMs = 300;

/** On a card or cover that cycles: its frames as JSON, so the early controls can cycle them before the app. */
export const framesAttribute = 'data-frames';

/** Where a card or cover was when the app took it over from the early controls. */
export type HandedOver = {
  /** The frame on screen. */
  index: number;
  /** Whether it was cycling. */
  playing: boolean;
  /** Whether the visitor pressed pause or play (a cover only). */
  chosen: boolean;
  /** A cover that was cycling: how long until its next change was due, so the app keeps its rhythm. */
  nextInMs?: number;
};

export type EarlyControls = {
  /** Stops the early controls' handling of `element` and says where it was; null when they never touched it. */
  takeOver(element: Element): HandedOver | null;
};
