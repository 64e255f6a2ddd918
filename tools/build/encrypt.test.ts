// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deriveSiteKey, encryptPayload, encryptWithKey } from './encrypt';
import { decryptPayload, deriveKey } from '../../app/features/gate/unlock';

// Few iterations keep the unit fast; the build uses 600,000 (checked below).
const iterations = 1000;

describe('protected payload', () => {
  it('encrypted with Node crypto at build, opens with WebCrypto and the right password', async () => {
    const content = { title: 'Secret work', items: [1, 2, 3] };
    const payload = encryptPayload(content, 'correct horse', iterations);
    const { key, verifier } = await deriveKey('correct horse', payload.kdf);
    expect(verifier).toBe(payload.verifier);
    expect(key.extractable).toBe(false);
    expect(await decryptPayload(key, payload)).toEqual(content);
  });

  it('does not open with another password, and tells the verifier apart', async () => {
    const payload = encryptPayload({ a: 1 }, 'correct horse', iterations);
    const { key, verifier } = await deriveKey('wrong horse', payload.kdf);
    expect(verifier).not.toBe(payload.verifier);
    expect(await decryptPayload(key, payload)).toBeNull();
  });

  it('treats surrounding spaces and Unicode forms of the same password alike', async () => {
    const payload = encryptPayload({ a: 1 }, 'café', iterations);
    const decomposed = ' cafe\u0301 ';
    expect(await decryptPayload((await deriveKey(decomposed, payload.kdf)).key, payload)).toEqual({ a: 1 });
  });

  it('uses PBKDF2-SHA-256 with 600,000 iterations, a fresh salt and IV each time', () => {
    const a = encryptPayload({ a: 1 }, 'pw');
    const b = encryptPayload({ a: 1 }, 'pw');
    expect(a.kdf).toMatchObject({ name: 'PBKDF2', hash: 'SHA-256', iterations: 600_000 });
    expect(a.kdf.salt).not.toBe(b.kdf.salt);
    expect(a.cipher.iv).not.toBe(b.cipher.iv);
    expect(a.cipher.data).not.toBe(b.cipher.data);
  });

  it('encrypts every private project with one site key: one password opens them all', async () => {
    const siteKey = deriveSiteKey('correct horse', iterations);
    const [a, b] = [encryptWithKey({ p: 'a' }, siteKey), encryptWithKey({ p: 'b' }, siteKey)];
    expect(a.kdf).toEqual(b.kdf);
    expect(a.cipher.iv).not.toBe(b.cipher.iv);
    const { key } = await deriveKey('correct horse', a.kdf);
    expect(await decryptPayload(key, a)).toEqual({ p: 'a' });
    expect(await decryptPayload(key, b)).toEqual({ p: 'b' });
  });

  it('rejects a tampered ciphertext', async () => {
    const payload = encryptPayload({ a: 1 }, 'pw', iterations);
    const { key } = await deriveKey('pw', payload.kdf);
    const bytes = Buffer.from(payload.cipher.data, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(await decryptPayload(key, { ...payload, cipher: { ...payload.cipher, data: bytes.toString('base64') } })).toBeNull();
  });

  it('handles a password of 100,000 characters', async () => {
    const long = 'x'.repeat(100_000);
    const payload = encryptPayload({ a: 1 }, long, iterations);
    expect(await decryptPayload((await deriveKey(long, payload.kdf)).key, payload)).toEqual({ a: 1 });
  });
});
