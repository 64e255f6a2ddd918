/**
 * The private project a visitor was on their way to when the gate stopped
 * them (its card, or its page without the key), so the gate opens that one:
 * one password opens every private project. Memory only, taken once. Kept
 * free of imports: every project card sets it.
 */
let returnAddress: string | null = null;

export function rememberReturn(address: string): void {
  returnAddress = address;
}

/** The project to open after the gate, or `fallback` (the first private project) when none was noted. */
export function takeReturn(fallback: string): string {
  const chosen = returnAddress;
  returnAddress = null;
  return chosen && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(chosen) ? chosen : fallback;
}
