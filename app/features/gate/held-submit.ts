import { heldSubmitGlobal } from '~/start/names';

/** Whether Enter was pressed in the gate before the app started (noted by app/start/hold-submit.ts); taken once. */
export function takeHeldSubmit(): boolean {
  const holder = globalThis as unknown as Record<string, boolean | undefined>;
  const held = holder[heldSubmitGlobal] === true;
  if (held) holder[heldSubmitGlobal] = false;
  return held;
}
