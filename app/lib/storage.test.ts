// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage.ts';

describe('storage', () => {
  it('reads and writes local storage', () => {
    writeStorage(storageKeys.theme, 'dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(readStorage(storageKeys.theme)).toBe('dark');
    removeStorage(storageKeys.theme);
    expect(readStorage(storageKeys.theme)).toBeNull();
  });

  it('never throws when storage throws, and remembers values for the visit', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readStorage(storageKeys.heroTextIndex)).toBeNull();
    writeStorage(storageKeys.heroTextIndex, '2');
    expect(readStorage(storageKeys.heroTextIndex)).toBe('2');
    removeStorage(storageKeys.heroTextIndex);
    expect(readStorage(storageKeys.heroTextIndex)).toBeNull();
  });

  it('never throws when localStorage itself is missing', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('blocked');
    });
    writeStorage(storageKeys.authenticated, 'true');
    expect(readStorage(storageKeys.authenticated)).toBe('true');
    removeStorage(storageKeys.authenticated);
  });
});
