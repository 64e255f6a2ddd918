import {
  gateParamsFile,
  isGateParams,
  isProtectedPayload,
  payloadFile,
  snapshotFile,
  type GateParams,
  type ProtectedPayload,
} from './protected-payload';
import { earlyPayloadGlobal } from '~/start/names';
import { readStorage, removeStorage, storageKeys, writeStorage } from '~/lib/storage';
import { decryptPayload, deriveKey } from './unlock';
import { forgetKey, recallKey, rememberKey } from '~/features/gate/key-store';

// The gate's title, placeholder and messages are fixed here, the same for every project; its other words are content (site.gate).
export const gateTitle = 'This content is protected';
export const passwordPlaceholder = 'Enter password';
export const wrongPasswordMessage = 'Incorrect password. Try again.';
export const unavailableMessage = 'The protected case study could not be loaded. Check your connection and try again.';

/** A file of the build, under the base path the site is served from. */
const inBuild = (file: string) => `${import.meta.env.BASE_URL}${file}`;

export const payloadUrl = (slug: string) => inBuild(payloadFile(slug));

export const snapshotUrl = (slug: string) => inBuild(snapshotFile(slug));

type EarlyFetch = { url: string; response: Promise<Response> };

/** The request the gate's inline script made before the app arrived, taken once. */
function takeEarlyFetch(url: string): Promise<Response> | null {
  const holder = globalThis as unknown as Record<string, EarlyFetch | undefined>;
  const early = holder[earlyPayloadGlobal];
  if (early?.url !== url) return null;
  delete holder[earlyPayloadGlobal];
  return early.response;
}

async function fetchJson<T>(url: string, isValid: (value: unknown) => value is T): Promise<T | null> {
  try {
    const response = await (takeEarlyFetch(url) ?? fetch(url));
    if (!response.ok) return null;
    const value: unknown = await response.json();
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** The few hundred bytes the gate needs to check a password. */
export function fetchGateParams(slug: string): Promise<GateParams | null> {
  return fetchJson(inBuild(gateParamsFile(slug)), isGateParams);
}

const payloads = new Map<string, Promise<ProtectedPayload | null>>();

/**
 * The encrypted case study, fetched once a visit: the gate asks for it as
 * soon as someone starts typing, so it is there when the password opens it.
 * A failed fetch is forgotten, so the next attempt asks again.
 */
export function fetchPayload(slug: string): Promise<ProtectedPayload | null> {
  let request = payloads.get(slug);
  if (!request) {
    request = fetchJson(payloadUrl(slug), isProtectedPayload);
    payloads.set(slug, request);
    void request.then((payload) => payload ?? payloads.delete(slug));
  }
  return request;
}

/**
 * `storedPassword` holds the build's verifier (a salted hash), never the
 * password. Anything else found there (absent, garbage, edited by hand) is
 * replaced with it, so editing storage cannot change what unlocks.
 */
export function seedStoredVerifier(payload: GateParams): string {
  if (readStorage(storageKeys.storedPassword) !== payload.verifier) {
    writeStorage(storageKeys.storedPassword, payload.verifier);
  }
  return payload.verifier;
}

/** Days a remembered key lasts when the content does not say (site.gate.rememberDays). */
export const defaultRememberDays = 30;

/**
 * The gate's submit: clears the flag first, then sets it and remembers the
 * key only when the password's verifier matches the stored one.
 */
export async function submitPassword(password: string, payload: GateParams): Promise<boolean> {
  removeStorage(storageKeys.authenticated);
  const stored = seedStoredVerifier(payload);
  const { key, verifier } = await deriveKey(password, payload.kdf);
  if (verifier !== stored) return false;
  await rememberKey(key);
  writeStorage(storageKeys.authenticated, 'true');
  return true;
}

export function isFlagged(): boolean {
  return readStorage(storageKeys.authenticated) === 'true';
}

/** Clears the flag, and the raw key bytes an earlier version of the site kept in local storage. */
export function clearAccess(): void {
  removeStorage(storageKeys.authenticated);
  removeStorage(storageKeys.caseStudyKey);
}

/** The visitor's Lock: the key is forgotten and the flag cleared; the password is needed again. */
export async function lock(): Promise<void> {
  clearAccess();
  await forgetKey();
}

/** The unlocked content, or null (flag or key missing, key expired, or it no longer opens it). */
export async function openProtected<T>(address: string, rememberDays = defaultRememberDays): Promise<T | null> {
  if (!isFlagged()) return null;
  const key = await recallKey(rememberDays);
  if (!key) return null;
  const payload = await fetchPayload(address);
  return payload ? decryptPayload<T>(key, payload) : null;
}
