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
import { decryptPayload, derivePasswordKeys, type DerivedKey } from './unlock';
import { forgetKey, recallKey, rememberKey } from '~/features/gate/key-store';

// The gate's title, placeholder and messages are fixed here, the same for every project; its other words are content (site.gate).
export const gateTitle = 'This content is protected';
export const passwordPlaceholder = 'Enter password';
export const wrongPasswordMessage = 'Incorrect password. Try again.';
export const unavailableMessage = 'The protected case study could not be loaded. Check your connection and try again.';

/** What the gate says when a share link cannot open the case study (app/features/gate/share-link.ts). */
export const shareLinkMessages = {
  malformed:
    'This link is incomplete or damaged, so it cannot open the case study. Check that it was copied whole, enter the password, or request access.',
  invalid:
    'This link cannot open the case study: it has been changed, or the password has changed since it was made. Enter the password, or request access.',
  'other-project': 'This link opens a different private project, not this one. Enter the password, or request access.',
  expired: (date: Date) =>
    `This link expired on ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}. Enter the password, or request a new link.`,
} as const;

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
 * key only when the password's verifier matches the stored one. The other
 * projects the same password opens are unlocked with it (each with its own
 * key, derived from the same slow step); a project with a password of its
 * own is not.
 */
export async function submitPassword(password: string, params: GateParams): Promise<boolean> {
  removeStorage(storageKeys.authenticated);
  const stored = seedStoredVerifier(params);
  const keys = await derivePasswordKeys(password, params.kdf);
  const { key, verifier } = await keys.keyFor(params.project);
  if (verifier !== stored) return false;
  await grantAccess(params.project, { key, verifier });
  await Promise.all(
    params.group.map(async (address) => {
      const other = await fetchGateParams(address);
      if (!other || other.kdf.salt !== params.kdf.salt) return;
      const derived = await keys.keyFor(address);
      if (derived.verifier === other.verifier) await rememberKey(address, derived.key);
    }),
  );
  return true;
}

/** A project's key, checked against its verifier: remembered, and the flag set. */
export async function grantAccess(address: string, { key }: DerivedKey): Promise<void> {
  await rememberKey(address, key);
  writeStorage(storageKeys.authenticated, 'true');
}

export function isFlagged(): boolean {
  return readStorage(storageKeys.authenticated) === 'true';
}

/** Clears the flag, and the raw key bytes an earlier version of the site kept in local storage. */
export function clearAccess(): void {
  removeStorage(storageKeys.authenticated);
  removeStorage(storageKeys.caseStudyKey);
}

/** The visitor's Lock: every key is forgotten and the flag cleared; the password is needed again. */
export async function lock(): Promise<void> {
  clearAccess();
  await forgetKey();
}

/** The unlocked content, or null (flag or this project's key missing, key expired, or it no longer opens it). */
export async function openProtected<T>(address: string, rememberDays = defaultRememberDays): Promise<T | null> {
  if (!isFlagged()) return null;
  const key = await recallKey(address, rememberDays);
  if (!key) return null;
  const payload = await fetchPayload(address);
  return payload ? decryptPayload<T>(key, payload) : null;
}
