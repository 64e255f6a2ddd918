import { describe, expect, it } from 'vitest';
import { forgetKey, hasExpired, recallKey, rememberKey } from './key-store';

const day = 86_400_000;
const now = Date.UTC(2026, 10, 23);

describe('the remembered key', () => {
  it('expires after the content\'s number of days', () => {
    expect(hasExpired(now - 29 * day, 30, now)).toBe(false);
    expect(hasExpired(now - 30 * day, 30, now)).toBe(true);
    expect(hasExpired(now - 2 * day, 1, now)).toBe(true);
    expect(hasExpired(Number.NaN, 30, now)).toBe(true);
  });

  it('without IndexedDB, is kept for the visit only, and forgotten on request', async () => {
    expect(globalThis.indexedDB).toBeUndefined();
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['decrypt']);
    expect(await recallKey(30)).toBeNull();
    await rememberKey(key);
    expect(await recallKey(30)).toBe(key);
    await forgetKey();
    expect(await recallKey(30)).toBeNull();
  });
});
