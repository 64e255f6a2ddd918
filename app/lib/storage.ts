/**
 * The only way the site reaches local storage. Storage can be missing
 * (privacy modes, blocked cookies), throw, or hold anything at all; every
 * caller gets a string or null and never an exception. Values written while
 * storage is unavailable are kept in memory, so the visit still works.
 */
export const storageKeys = {
  theme: 'theme',
  heroTextIndex: 'heroTextIndex',
  storedPassword: 'storedPassword',
  authenticated: 'authenticated',
  /**
   * No longer written: an earlier version kept the raw
   * key here. The gate removes it when found; the key now lives in IndexedDB
   * (app/features/gate/key-store.ts).
   */
  caseStudyKey: 'caseStudyKey',
  /** The private project a visitor was going to when the gate stopped them (app/lib/return-to.ts). */
  gateReturn: 'gateReturn',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const memory = new Map<string, string>();

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: StorageKey): string | null {
  if (memory.has(key)) return memory.get(key) ?? null;
  try {
    const value = localStore()?.getItem(key);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    const store = localStore();
    if (!store) throw new Error('no storage');
    store.setItem(key, value);
    memory.delete(key);
  } catch {
    memory.set(key, value);
  }
}

export function removeStorage(key: StorageKey): void {
  memory.delete(key);
  try {
    localStore()?.removeItem(key);
  } catch {
    // Nothing stored that we could reach: nothing to remove.
  }
}
