// What the gate does with a password and the protected files, in plain
// functions: the gate's script (app/features/gate/gate-script.ts) runs them in the page.
// Relative imports only: the script is compiled on its own
// (tools/build/inline-script.ts). The gate's words are in the catalogue
// (app/i18n/words/), and the page carries those its script writes.
import {
  gateParamsFile,
  isGateParams,
  isProtectedPayload,
  snapshotFile,
  type GateParams,
  type ProtectedPayload,
} from './protected-payload.ts';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../lib/storage.ts';
import { decryptPayload, derivePasswordKeys, type DerivedKey } from './unlock.ts';
import { forgetKey, rememberKey } from './key-store.ts';

/** Days a remembered key lasts when the content does not say (site.gate.rememberDays). */
export const defaultRememberDays = 30;

/** A private project's files in the build, under the base path the site is served from. */
export function protectedUrls(base: string, address: string) {
  return { params: `${base}${gateParamsFile(address)}`, snapshot: `${base}${snapshotFile(address)}` };
}

/** The unlocked page, as the build rendered and encrypted it (tools/build/postbuild/protected-snapshots.ts). */
export type UnlockedPage = { title: string; html: string };

async function fetchJson<T>(url: string, isValid: (value: unknown) => value is T): Promise<T | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const value: unknown = await response.json();
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** The few hundred bytes the gate needs to check a password or a share link for a project. */
export function fetchGateParams(base: string, address: string): Promise<GateParams | null> {
  return fetchJson(protectedUrls(base, address).params, isGateParams);
}

const snapshots = new Map<string, Promise<ProtectedPayload | null>>();

/**
 * The encrypted unlocked page, fetched once a visit: the gate asks for it as
 * soon as someone starts typing, so it is there when the password opens it.
 * A failed fetch is forgotten, so the next attempt asks again.
 */
export function fetchSnapshot(url: string): Promise<ProtectedPayload | null> {
  let request = snapshots.get(url);
  if (!request) {
    request = fetchJson(url, isProtectedPayload);
    snapshots.set(url, request);
    void request.then((payload) => payload ?? snapshots.delete(url));
  }
  return request;
}

/** The unlocked page, or null: it could not be fetched, or the key does not open it. */
export async function openSnapshot(url: string, key: CryptoKey): Promise<UnlockedPage | null> {
  const payload = await fetchSnapshot(url);
  const page = payload && (await decryptPayload<UnlockedPage>(key, payload));
  return page && typeof page.html === 'string' && typeof page.title === 'string' ? page : null;
}

/**
 * `storedPassword` holds the build's verifier (a salted hash), never the
 * password. Anything else found there (absent, garbage, edited by hand) is
 * replaced with it, so editing storage cannot change what unlocks.
 */
export function seedStoredVerifier(params: GateParams): string {
  if (readStorage(storageKeys.storedPassword) !== params.verifier) {
    writeStorage(storageKeys.storedPassword, params.verifier);
  }
  return params.verifier;
}

/** What a submit gives: the project's key, or why not (a wrong password, or the project's files out of reach). */
export type Submitted = CryptoKey | 'wrong' | 'unavailable';

/**
 * The gate's submit: clears the flag first, at once, even for a submit that
 * cannot finish (`params`, the project's gate parameters, null: they could not
 * be fetched); then, only when the password's verifier matches the stored
 * one, remembers the key, sets the flag and gives the key back. The other
 * projects the same password opens are unlocked with it (each with its own
 * key, derived from the same slow step); a project with a password of its
 * own is not.
 */
export async function submitPassword(
  base: string,
  password: string,
  params: GateParams | null | Promise<GateParams | null>,
): Promise<Submitted> {
  clearAccess();
  const found = await params;
  if (!found) return 'unavailable';
  const stored = seedStoredVerifier(found);
  const keys = await derivePasswordKeys(password, found.kdf);
  const derived = await keys.keyFor(found.project);
  if (derived.verifier !== stored) return 'wrong';
  await grantAccess(found.project, derived);
  await Promise.all(
    found.group.map(async (address) => {
      const other = await fetchGateParams(base, address);
      if (!other || other.kdf.salt !== found.kdf.salt) return;
      const key = await keys.keyFor(address);
      if (key.verifier === other.verifier) await rememberKey(address, key.key);
    }),
  );
  return derived.key;
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
