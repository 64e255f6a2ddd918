import { createCipheriv, createHash, pbkdf2Sync, randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import {
  normalizePassword,
  pbkdf2Iterations,
  type GateParams,
  type ProtectedPayload,
} from '../../app/features/gate/protected-payload.ts';

/** The AES-256 key a password gives with these parameters; the browser derives the same with WebCrypto. */
export function deriveKeyBytes(password: string, salt: Buffer, iterations: number): Buffer {
  return pbkdf2Sync(normalizePassword(password), salt, iterations, 32, 'sha256');
}

/** What the gate compares: the SHA-256 of the key, never the key or the password. */
export function verifierOfKey(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64');
}

/** One key for the whole site: one password opens every private project, and the browser keeps one key. */
export type SiteKey = { key: Buffer; salt: Buffer; iterations: number };

export function deriveSiteKey(password: string, iterations = pbkdf2Iterations, salt = randomBytes(16)): SiteKey {
  return { key: deriveKeyBytes(password, salt, iterations), salt, iterations };
}

/** What the gate needs to check a password against this key: its public derivation parameters and verifier. */
export function gateParamsOfKey({ key, salt, iterations }: SiteKey): GateParams {
  return { version: 2, kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: salt.toString('base64') }, verifier: verifierOfKey(key) };
}

/**
 * Encrypts protected content with Node's crypto: PBKDF2-SHA-256 (600,000
 * iterations, random salt) derives an AES-256-GCM key; each payload gets
 * its own random IV. The JSON is gzipped first: ciphertext does not
 * compress, so this is the only chance to. The browser reverses it with
 * WebCrypto (app/features/gate/unlock.ts).
 */
export function encryptWithKey(content: unknown, { key, salt, iterations }: SiteKey): ProtectedPayload {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(gzipSync(JSON.stringify(content), { level: 9 })), cipher.final(), cipher.getAuthTag()]);
  return { ...gateParamsOfKey({ key, salt, iterations }), cipher: { name: 'AES-GCM', iv: iv.toString('base64'), data: data.toString('base64') } };
}

export function encryptPayload(content: unknown, password: string, iterations = pbkdf2Iterations): ProtectedPayload {
  return encryptWithKey(content, deriveSiteKey(password, iterations));
}
