/**
 * Where the unlocked keys are remembered: IndexedDB, one entry per project,
 * each a non-extractable CryptoKey (no script or extension on the origin can
 * read its bytes back), with the date it was saved, so it expires. Without
 * IndexedDB (privacy modes, blocked storage) the keys live in memory for the
 * visit only.
 */
/** Where the keys are kept: the benchmark puts one there too (tools/bench/bench.ts). */
export const keyStoreLocation = { database: 'portfolio', store: 'keys' } as const;
const { database, store } = keyStoreLocation;

/** The entry of a project's key: its public address. */
export const keyEntry = (address: string) => `project:${address}`;

const day = 86_400_000;

/** How far a saved date may lie ahead of the clock (skew between tabs or a corrected clock) before it is distrusted. */
export const allowedClockSkew = 5 * 60_000;

type Saved = { key: CryptoKey; savedAt: number };

/** The keys for the rest of the visit, whatever IndexedDB can do. */
const visitKeys = new Map<string, CryptoKey>();

/**
 * A saved key is too old `days` after it was saved. A date that is not a number, or that lies
 * further in the future than the allowed clock skew (which would otherwise keep a key forever),
 * counts as too old.
 */
export function hasExpired(savedAt: number, days: number, now: number): boolean {
  const age = now - savedAt;
  return !(age < days * day && age >= -allowedClockSkew);
}

function isSaved(value: unknown): value is Saved {
  const saved = value as Saved | null;
  return typeof saved === 'object' && saved !== null && typeof saved.savedAt === 'number' && saved.key instanceof CryptoKey;
}

function open(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(database, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(store);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Runs one request in its own transaction; null when IndexedDB is missing or fails. */
async function inStore<T>(mode: IDBTransactionMode, run: (objects: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const db = await open();
  if (!db) return null;
  try {
    return await new Promise<T | null>((resolve) => {
      const transaction = db.transaction(store, mode);
      const request = run(transaction.objectStore(store));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => resolve(null);
      transaction.onabort = () => resolve(null);
    });
  } catch {
    return null;
  } finally {
    db.close();
  }
}

export async function rememberKey(address: string, key: CryptoKey, now = Date.now()): Promise<void> {
  visitKeys.set(address, key);
  await inStore('readwrite', (objects) => objects.put({ key, savedAt: now } satisfies Saved, keyEntry(address)));
}

/** A project's remembered key, or null (none, unreadable, or older than `days`, which is then forgotten). */
export async function recallKey(address: string, days: number, now = Date.now()): Promise<CryptoKey | null> {
  const known = visitKeys.get(address);
  if (known) return known;
  const saved = await inStore('readonly', (objects) => objects.get(keyEntry(address)));
  if (!isSaved(saved)) return null;
  if (hasExpired(saved.savedAt, days, now)) {
    visitKeys.delete(address);
    await inStore('readwrite', (objects) => objects.delete(keyEntry(address)));
    return null;
  }
  visitKeys.set(address, saved.key);
  return saved.key;
}

/** Lock: every remembered key is forgotten, whichever project it opens. */
export async function forgetKey(): Promise<void> {
  visitKeys.clear();
  await inStore('readwrite', (objects) => objects.clear());
}
