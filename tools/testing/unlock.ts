// For the benchmark: what a visitor holding the password has in local storage
// (and the key they have in IndexedDB),
// derived from the build's own gate parameters with the build's own key
// derivation, so the protected case study can be measured as they see it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { deriveKeyBytes, verifierOfKey } from '../build/encrypt.ts';
import { gateParamsFile, type GateParams } from '../../app/features/gate/protected-payload.ts';
import { storageKeys } from '../../app/lib/storage.ts';
import { keyEntry } from '../../app/features/gate/key-store.ts';

/** Local storage as a correct password leaves it, the raw key (base64) and its IndexedDB entry. */
export type UnlockedStorage = { local: Record<string, string>; key: string; entry: string };

/** A route measured as a visitor holding the password sees it: `/mango+password`. */
export const unlockedSuffix = '+password';

/** The protected pages of a build (each has its gate parameters beside its encrypted page). */
export async function protectedSlugs(clientDir: string): Promise<string[]> {
  const files = await readdir(path.join(clientDir, 'protected')).catch(() => []);
  return files.filter((file) => file.endsWith('.gate.json')).map((file) => file.slice(0, -'.gate.json'.length));
}

/**
 * What a correct password leaves behind: the gate's local-storage keys and
 * values, and the raw key (base64), which the benchmark's page imports as a
 * non-extractable CryptoKey into IndexedDB, as the gate does.
 */
export async function unlockedStorage(clientDir: string, slug: string, password: string): Promise<UnlockedStorage> {
  const params = JSON.parse(await readFile(path.join(clientDir, gateParamsFile(slug)), 'utf8')) as GateParams;
  const key = deriveKeyBytes(password, Buffer.from(params.kdf.salt, 'base64'), params.kdf.iterations, params.project);
  if (verifierOfKey(key) !== params.verifier) {
    throw new Error(`The password does not open ${slug}: set PORTFOLIO_PASSWORD to the one the build was made with.`);
  }
  return {
    local: { [storageKeys.authenticated]: 'true', [storageKeys.storedPassword]: params.verifier },
    key: key.toString('base64'),
    entry: keyEntry(params.project),
  };
}
