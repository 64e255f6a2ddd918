import { snapshotAttribute, snapshotShownAttribute } from '~/start/names';

/**
 * Takes away the unlocked page's snapshot the gate's inline script showed
 * before the app (app/start/unlocking.ts): the app has rendered the page
 * itself, or found it cannot open it.
 */
export function removeSnapshot(): void {
  for (const element of document.querySelectorAll(`[${snapshotAttribute}]`)) element.remove();
  document.documentElement.removeAttribute(snapshotShownAttribute);
}
