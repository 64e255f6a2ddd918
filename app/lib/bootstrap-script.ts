// The names the inline scripts (app/start/) share with the app; the scripts
// themselves are app/start/*.ts, compiled at build time (app/start/inline-scripts.ts).
export { earlyPayloadGlobal, heldSubmitGlobal, unlockingAttribute } from '../start/names.ts';
