import { fromBase64, normalizePassword, toBase64, type ProtectedPayload } from './protected-payload';

const subtle = () => globalThis.crypto.subtle;

/**
 * What a password gives: the AES-GCM key, which no script can read back
 * (not extractable), and the verifier the gate compares (the SHA-256 of
 * the raw key, which exists only inside this function).
 */
export type DerivedKey = { key: CryptoKey; verifier: string };

/** PBKDF2-SHA-256 → 256 key bits. The slow step, by design (docs/private-work.md). */
export async function deriveKey(password: string, kdf: ProtectedPayload['kdf']): Promise<DerivedKey> {
  const material = await subtle().importKey('raw', new TextEncoder().encode(normalizePassword(password)), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle().deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(kdf.salt), iterations: kdf.iterations },
    material,
    256,
  );
  const verifier = toBase64(new Uint8Array(await subtle().digest('SHA-256', bits)));
  const key = await subtle().importKey('raw', bits, 'AES-GCM', false, ['decrypt']);
  return { key, verifier };
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
