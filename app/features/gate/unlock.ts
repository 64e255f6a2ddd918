import { fromBase64, normalizePassword, projectKeyInfo, toBase64, type GateParams, type ProtectedPayload } from './protected-payload.ts';

const subtle = () => globalThis.crypto.subtle;

/**
 * What a password gives a project: the AES-GCM key, which no script can read
 * back (not extractable), and the verifier the gate compares (the SHA-256 of
 * the raw key, which exists only inside this module).
 */
export type DerivedKey = { key: CryptoKey; verifier: string };

/** A project's key from raw key bytes (a share link's), as a typed password gives it. */
export async function importProjectKey(bytes: Uint8Array<ArrayBuffer>): Promise<DerivedKey> {
  const verifier = toBase64(new Uint8Array(await subtle().digest('SHA-256', bytes)));
  const key = await subtle().importKey('raw', bytes, 'AES-GCM', false, ['decrypt']);
  return { key, verifier };
}

/**
 * A password's keys: PBKDF2-SHA-256 (the slow step, by design: docs/private-work.md) once,
 * then HKDF-SHA-256 for each project it opens. `keyFor` gives any of them.
 */
export async function derivePasswordKeys(
  password: string,
  kdf: GateParams['kdf'],
): Promise<{ keyFor: (address: string) => Promise<DerivedKey> }> {
  const material = await subtle().importKey('raw', new TextEncoder().encode(normalizePassword(password)), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle().deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(kdf.salt), iterations: kdf.iterations },
    material,
    256,
  );
  const expand = await subtle().importKey('raw', bits, 'HKDF', false, ['deriveBits']);
  return {
    keyFor: async (address) => {
      const info = new TextEncoder().encode(projectKeyInfo(address));
      const raw = await subtle().deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info }, expand, 256);
      return importProjectKey(new Uint8Array(raw));
    },
  };
}

/** The decrypted content, or null when the key is wrong or anything was tampered with. */
export async function decryptPayload<T>(key: CryptoKey, payload: ProtectedPayload): Promise<T | null> {
  try {
    const plain = await subtle().decrypt({ name: 'AES-GCM', iv: fromBase64(payload.cipher.iv) }, key, fromBase64(payload.cipher.data));
    const json = await new Response(new Response(plain).body!.pipeThrough(new DecompressionStream('gzip'))).text();
    return JSON.parse(json) as T;
  } catch {
    return null;
  }
}
