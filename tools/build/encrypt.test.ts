// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { deriveProjectKeys, encryptWithKey, saltFor } from './encrypt.ts';
import { decryptPayload, derivePasswordKeys } from '../../app/features/gate/unlock.ts';
import type { ProtectedPayload } from '../../app/features/gate/protected-payload.ts';

// Few iterations keep the unit fast; the build uses 600,000 (checked below).
const iterations = 1000;

/** One project encrypted with a password, as the build encrypts it (a random salt unless given). */
function encryptPayload(content: unknown, password: string, iterations?: number, address = 'mango', salt = randomBytes(16)): ProtectedPayload {
  const [key] = deriveProjectKeys(password, [address], salt, iterations);
  return encryptWithKey(content, key!);
}

/** The key a password gives a payload's project, derived as the gate derives it. */
const keyFor = async (password: string, { kdf, project }: ProtectedPayload) => (await derivePasswordKeys(password, kdf)).keyFor(project);

// Each key takes 600,000 rounds of PBKDF2: slow by nature.
describe('protected payload', { timeout: 30_000 }, () => {
  it('encrypted with Node crypto at build, opens with WebCrypto and the right password', async () => {
    const content = { title: 'Secret work', items: [1, 2, 3] };
    const payload = encryptPayload(content, 'correct horse', iterations);
    const { key, verifier } = await keyFor('correct horse', payload);
    expect(verifier).toBe(payload.verifier);
    expect(key.extractable).toBe(false);
    expect(await decryptPayload(key, payload)).toEqual(content);
  });

  it('does not open with another password, and tells the verifier apart', async () => {
    const payload = encryptPayload({ a: 1 }, 'correct horse', iterations);
    const { key, verifier } = await keyFor('wrong horse', payload);
    expect(verifier).not.toBe(payload.verifier);
    expect(await decryptPayload(key, payload)).toBeNull();
  });

  it('treats surrounding spaces and Unicode forms of the same password alike', async () => {
    const payload = encryptPayload({ a: 1 }, 'café', iterations);
    const decomposed = ' cafe\u0301 ';
    expect(await decryptPayload((await keyFor(decomposed, payload)).key, payload)).toEqual({ a: 1 });
  });

  it('uses PBKDF2-SHA-256 with 600,000 iterations, and a fresh IV each time', () => {
    const a = encryptPayload({ a: 1 }, 'pw');
    const b = encryptPayload({ a: 1 }, 'pw');
    expect(a.kdf).toMatchObject({ name: 'PBKDF2', hash: 'SHA-256', iterations: 600_000 });
    expect(a.kdf.salt).not.toBe(b.kdf.salt);
    expect(a.cipher.iv).not.toBe(b.cipher.iv);
    expect(a.cipher.data).not.toBe(b.cipher.data);
  });

  it('gives each project its own key from one password: each opens its own project only', async () => {
    const [a, b] = deriveProjectKeys('correct horse', ['mango', 'lighthouse'], saltFor('https://nora.example.com/', 'site'), iterations);
    const [pa, pb] = [encryptWithKey({ p: 'a' }, a!), encryptWithKey({ p: 'b' }, b!)];
    expect(pa.kdf).toEqual(pb.kdf);
    expect(pa.group).toEqual(['lighthouse']);
    expect(pa.verifier).not.toBe(pb.verifier);
    const keyA = (await keyFor('correct horse', pa)).key;
    expect(await decryptPayload(keyA, pa)).toEqual({ p: 'a' });
    expect(await decryptPayload(keyA, pb)).toBeNull();
    expect(await decryptPayload((await keyFor('correct horse', pb)).key, pb)).toEqual({ p: 'b' });
  });

  it('keeps the same keys from build to build for the same password and site, and changes them with either', () => {
    const keyOf = (password: string, site: string) => deriveProjectKeys(password, ['mango'], saltFor(site, 'site'), iterations)[0]!;
    const first = keyOf('correct horse', 'https://nora.example.com/');
    expect(keyOf('correct horse', 'https://nora.example.com/').key).toEqual(first.key);
    expect(keyOf('correct horse', 'https://nora.example.com/').share).toEqual(first.share);
    expect(keyOf('another horse', 'https://nora.example.com/').key).not.toEqual(first.key);
    expect(keyOf('another horse', 'https://nora.example.com/').share).not.toEqual(first.share);
    expect(keyOf('correct horse', 'https://other.example.com/').key).not.toEqual(first.key);
  });

  it('rejects a tampered ciphertext', async () => {
    const payload = encryptPayload({ a: 1 }, 'pw', iterations);
    const { key } = await keyFor('pw', payload);
    const bytes = Buffer.from(payload.cipher.data, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(await decryptPayload(key, { ...payload, cipher: { ...payload.cipher, data: bytes.toString('base64') } })).toBeNull();
  });

  it('handles a password of 100,000 characters', async () => {
    const long = 'x'.repeat(100_000);
    const payload = encryptPayload({ a: 1 }, long, iterations);
    expect(await decryptPayload((await keyFor(long, payload)).key, payload)).toEqual({ a: 1 });
  });
});
