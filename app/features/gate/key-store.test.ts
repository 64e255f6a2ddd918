import { describe, expect, it } from 'vitest';
import { allowedClockSkew, forgetKey, hasExpired, keyEntry, recallKey, rememberKey } from './key-store.ts';

const day = 86_400_000;

/** Just enough of IndexedDB for the key store: one store, requests that succeed on the next turn. */
function stubIndexedDb(): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  const request = <T>(result: T, done?: () => void) => {
    const req = { result, onsuccess: null as null | (() => void) };
    queueMicrotask(() => {
      req.onsuccess?.();
      done?.();
    });
    return req;
  };
  const db = {
    close() {},
    transaction() {
      const transaction = { oncomplete: null as null | (() => void), onerror: null, onabort: null };
      const complete = () => transaction.oncomplete?.();
      const objectStore = () => ({
        get: (name: string) => request(entries.get(name), complete),
        put: (value: unknown, name: string) => (entries.set(name, value), request(name, complete)),
        delete: (name: string) => (entries.delete(name), request(undefined, complete)),
        clear: () => (entries.clear(), request(undefined, complete)),
      });
      return Object.assign(transaction, { objectStore });
    },
  };
  Object.defineProperty(globalThis, 'indexedDB', {
    configurable: true,
    value: { open: () => request(db) },
  });
  return entries;
}

const now = Date.UTC(2026, 10, 23);

describe('the remembered key', () => {
  it("expires after the content's number of days", () => {
    expect(hasExpired(now - 29 * day, 30, now)).toBe(false);
    expect(hasExpired(now - 30 * day, 30, now)).toBe(true);
    expect(hasExpired(now - 2 * day, 1, now)).toBe(true);
    expect(hasExpired(Number.NaN, 30, now)).toBe(true);
  });

  it('allows a few minutes of clock skew, but a date further in the future counts as expired', () => {
    expect(allowedClockSkew).toBe(5 * 60_000);
    expect(hasExpired(now, 30, now)).toBe(false);
    expect(hasExpired(now + 60_000, 30, now)).toBe(false);
    expect(hasExpired(now + allowedClockSkew, 30, now)).toBe(false);
    expect(hasExpired(now + allowedClockSkew + 1, 30, now)).toBe(true);
    expect(hasExpired(now + 365 * day, 30, now)).toBe(true);
    expect(hasExpired(Number.POSITIVE_INFINITY, 30, now)).toBe(true);
    expect(hasExpired(Number.NEGATIVE_INFINITY, 30, now)).toBe(true);
  });

  it('forgets a stored key whose date lies in the future', async () => {
    const entries = stubIndexedDb();
    try {
      const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['decrypt']);
      await forgetKey();
      entries.set(keyEntry('mango'), { key, savedAt: now + day });
      expect(await recallKey('mango', 30, now)).toBeNull();
      expect(entries.has(keyEntry('mango'))).toBe(false);

      entries.set(keyEntry('mango'), { key, savedAt: now + 60_000 });
      expect(await recallKey('mango', 30, now)).toBe(key);
    } finally {
      await forgetKey();
      Reflect.deleteProperty(globalThis, 'indexedDB');
    }
  });

  it('without IndexedDB, is kept for the visit only, per project, and forgotten on request', async () => {
    expect(globalThis.indexedDB).toBeUndefined();
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['decrypt']);
    expect(await recallKey('mango', 30)).toBeNull();
    await rememberKey('mango', key);
    expect(await recallKey('mango', 30)).toBe(key);
    expect(await recallKey('lighthouse', 30)).toBeNull();
    await forgetKey();
    expect(await recallKey('mango', 30)).toBeNull();
  });
});
