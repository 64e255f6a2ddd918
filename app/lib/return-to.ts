/**
 * The private project a visitor was on their way to when the gate stopped
 * them (its card, or its page without the key), so the gate opens that one:
 * one password opens every private project. Kept in storage across the page
 * load to the gate, and taken once.
 */
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage.ts';
import { returnCard } from './return-to-contract.ts';

export function rememberReturn(address: string): void {
  writeStorage(storageKeys.gateReturn, address);
}

/**
 * The project to open after the gate: the one noted, if it is one of `known`
 * (the private projects' addresses), else `fallback` (the first of them).
 * Only reads: the gate's form asks again at each submit, until the visitor
 * is sent on.
 */
export function readReturn(fallback: string, known: readonly string[]): string {
  const chosen = readStorage(storageKeys.gateReturn);
  return chosen && known.includes(chosen) ? chosen : fallback;
}

/** Forgets the noted project, once the gate has taken it. */
export function forgetReturn(): void {
  removeStorage(storageKeys.gateReturn);
}

/** readReturn, then forgetReturn: for the gate's script when it sends a visitor holding the flag on (app/features/gate/gate-script.ts). */
export function takeReturn(fallback: string, known: readonly string[]): string {
  const chosen = readReturn(fallback, known);
  forgetReturn();
  return chosen;
}

/** A press on a private project's card notes where the visitor was going; true when it was one. */
export function answerReturnPress(target: Element): boolean {
  const address = target.closest(returnCard.selector)?.getAttribute(returnCard.attribute);
  if (address) rememberReturn(address);
  return Boolean(address);
}
