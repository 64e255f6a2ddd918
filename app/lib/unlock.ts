import {
  fromBase64,
  normalizePassword,
  toBase64,
  type ProtectedPayload,
} from './protected-payload';

const subtle = () => globalThis.crypto.subtle;

/** PBKDF2-SHA-256 → 256 raw key bits, base64. The slow step: ~0.5 s by design. */
export async function deriveKey(password: string, kdf: ProtectedPayload['kdf']): Promise<string> {
  const material = await subtle().importKey('raw', new TextEncoder().encode(normalizePassword(password)), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await subtle().deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(kdf.salt), iterations: kdf.iterations },
    material,
    256,
  );
  return toBase64(new Uint8Array(bits));
}

export async function verifierOf(key: string): Promise<string> {
  return toBase64(new Uint8Array(await subtle().digest('SHA-256', fromBase64(key))));
}

/** The decrypted content, or null when the key is wrong or anything was tampered with. */
export async function decryptPayload<T>(key: string, payload: ProtectedPayload): Promise<T | null> {
  try {
    const cryptoKey = await subtle().importKey('raw', fromBase64(key), 'AES-GCM', false, ['decrypt']);
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: fromBase64(payload.cipher.iv) },
      cryptoKey,
      fromBase64(payload.cipher.data),
    );
    const json = await new Response(new Response(plain).body!.pipeThrough(new DecompressionStream('gzip'))).text();
    return JSON.parse(json) as T;
  } catch {
    return null;
  }
}
