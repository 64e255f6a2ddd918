import holdSubmit from '~/start/hold-submit.ts?inline-script';
import takeShareLink from '~/start/take-share-link.ts?inline-script';
import unlocking from '~/start/unlocking.ts?inline-script';

/**
 * At the top of the gate: a share link's fragment taken off the address
 * (app/start/take-share-link.ts), the early unlock for a visitor holding the flag
 * (app/start/unlocking.ts), then the held submit (app/start/hold-submit.ts),
 * compiled. Its element carries the payload URL (payloadUrlAttribute).
 */
export const gateScript: string = `${takeShareLink}\n${unlocking}\n${holdSubmit}`;
