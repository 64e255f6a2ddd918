import { isProtectedPayload, payloadFile, type ProtectedPayload } from './protected-payload';
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage';
import { decryptPayload, deriveKey, verifierOf } from './unlock';

// The spec fixes these three texts; the gate's other words are content (site.gate).
export const gateTitle = 'This content is protected';
export const passwordPlaceholder = 'Enter password';
export const wrongPasswordMessage = 'Incorrect password. Try again.';
export const unavailableMessage = 'The protected case study could not be loaded. Check your connection and try again.';

export async function fetchPayload(slug: string): Promise<ProtectedPayload | null> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}${payloadFile(slug)}`);
    if (!response.ok) return null;
    const payload: unknown = await response.json();
    return isProtectedPayload(payload) ? payload : null;
  } catch {
    return null;
  }
}

/**
 * `storedPassword` holds the build's verifier (a salted hash), never the
 * password. Anything else found there (absent, garbage, edited by hand) is
 * replaced with it, so editing storage cannot change what unlocks.
 */
export function seedStoredVerifier(payload: ProtectedPayload): string {
  if (readStorage(storageKeys.storedPassword) !== payload.verifier) {
    writeStorage(storageKeys.storedPassword, payload.verifier);
  }
  return payload.verifier;
}

/**
 * The gate's submit: clears the flag first, then sets it and keeps the
 * derived key only when the password's verifier matches the stored one.
 */
export async function submitPassword(password: string, payload: ProtectedPayload): Promise<boolean> {
  removeStorage(storageKeys.authenticated);
  const stored = seedStoredVerifier(payload);
  const key = await deriveKey(password, payload.kdf);
  if ((await verifierOf(key)) !== stored) return false;
  writeStorage(storageKeys.caseStudyKey, key);
  writeStorage(storageKeys.authenticated, 'true');
  return true;
}

export function isFlagged(): boolean {
  return readStorage(storageKeys.authenticated) === 'true';
}

export function clearAccess(): void {
  removeStorage(storageKeys.authenticated);
  removeStorage(storageKeys.caseStudyKey);
}

/** The unlocked content, or null (flag or key missing, or the key no longer opens it). */
export async function openProtected<T>(slug: string): Promise<T | null> {
  const key = readStorage(storageKeys.caseStudyKey);
  if (!isFlagged() || !key) return null;
  const payload = await fetchPayload(slug);
  return payload ? decryptPayload<T>(key, payload) : null;
}
