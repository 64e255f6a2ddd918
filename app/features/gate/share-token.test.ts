import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { passwordBits, projectKeyBytes, saltFor, shareKeyPair, signShare } from '../../../tools/build/encrypt.ts';
import { decodeShareToken, encodeShareToken, isCanonicalSignature, lowS, p256Order, signedBytes, type ShareToken } from './share-token.ts';

const bits = passwordBits('correct horse battery', saltFor('https://nora.example.com/', 'site'), 1000);
const { privateKey, publicKey } = shareKeyPair(bits, 'mango');
const token: ShareToken = { address: 'mango', expires: 1_900_000_000, key: new Uint8Array(projectKeyBytes(bits, 'mango')) };

const bigIntOf = (bytes: Uint8Array) => BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
const bytesOf = (value: bigint) => Uint8Array.from(Buffer.from(value.toString(16).padStart(64, '0'), 'hex'));
/** The same signature with s replaced by n − s: the other of the two that verify. */
const highS = (signature: Uint8Array) =>
  Uint8Array.from([...signature.subarray(0, 32), ...bytesOf(p256Order - bigIntOf(signature.subarray(32)))]);

/** What WebCrypto, as the gate calls it, says of a signature: it checks the curve's maths, not the form. */
async function verifies(signature: Uint8Array<ArrayBuffer>): Promise<boolean> {
  const key = await webcrypto.subtle.importKey('raw', Uint8Array.from(publicKey), { name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'verify',
  ]);
  return webcrypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, signature, signedBytes(token));
}

const toBytes = (text: string) => Uint8Array.from(Buffer.from(text, 'base64url'));
const toText = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

describe('a share link is read in one spelling only', () => {
  const signature = Uint8Array.from(signShare(privateKey, signedBytes(token)));
  const good = encodeShareToken(token, signature);

  it('signs with the low s every time, and that link reads back', async () => {
    for (let i = 0; i < 40; i++) expect(isCanonicalSignature(signShare(privateKey, signedBytes(token)))).toBe(true);
    expect(decodeShareToken(good)).toMatchObject({ address: 'mango', expires: 1_900_000_000 });
    expect(await verifies(signature)).toBe(true);
  });

  it('refuses the high-s twin of a valid signature, which WebCrypto would accept', async () => {
    const twin = highS(signature);
    expect(await verifies(twin)).toBe(true);
    expect(isCanonicalSignature(twin)).toBe(false);
    expect(decodeShareToken(encodeShareToken(token, twin))).toBeNull();
    expect([...lowS(twin)]).toEqual([...signature]);
  });

  it('refuses r or s of zero, or r at or past the curve order', () => {
    const withR = (r: bigint) => Uint8Array.from([...bytesOf(r), ...signature.subarray(32)]);
    const withS = (s: bigint) => Uint8Array.from([...signature.subarray(0, 32), ...bytesOf(s)]);
    const r = bigIntOf(signature.subarray(0, 32));
    // r + n, which the curve's maths reads as r, fits in 32 bytes only for a small r: 1 + n otherwise.
    const wrapped = withR(r + p256Order < 2n ** 256n ? r + p256Order : 1n + p256Order);
    for (const bad of [withR(0n), withR(p256Order), wrapped, withS(0n)]) {
      expect(bad).toHaveLength(64);
      expect(isCanonicalSignature(bad)).toBe(false);
      expect(decodeShareToken(encodeShareToken(token, bad))).toBeNull();
    }
  });

  it('refuses the token with the unused bits of its last character set', () => {
    // Each byte count leaves 2 or 4 unused bits in the last of its base64url characters (none when it is a multiple of 3).
    const unused = { 1: 4, 2: 2 }[(toBytes(good).length % 3) as 1 | 2];
    expect(unused, 'a token whose length leaves no spare bits cannot be tested so').toBeDefined();
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(good.at(-1)!);
    for (let bit = 0; bit < unused!; bit++) {
      const respelled = `${good.slice(0, -1)}${alphabet[last ^ (1 << bit)]}`;
      // The same bytes, written otherwise.
      expect([...toBytes(respelled)]).toEqual([...toBytes(good)]);
      expect(decodeShareToken(respelled), respelled).toBeNull();
    }
  });

  it('refuses padding, the standard base64 alphabet and white space', () => {
    const standard = Buffer.from(toBytes(good)).toString('base64');
    for (const respelled of [`${good}=`, `${good}==`, standard, ` ${good}`, `${good}\n`, good.replace(/.{20}/, '$& ')]) {
      if (respelled === good) continue;
      expect(decodeShareToken(respelled), respelled).toBeNull();
    }
  });

  it('refuses an address written with a byte-order mark before it', () => {
    const bytes = toBytes(good);
    const withBom = Uint8Array.from([...bytes.subarray(0, 5), bytes[5]! + 3, 0xef, 0xbb, 0xbf, ...bytes.subarray(6)]);
    const decoded = decodeShareToken(toText(withBom));
    // Read, if at all, as another address than the one signed: never as `mango`.
    expect(decoded?.address).not.toBe('mango');
  });
});

describe('a share link made for someone', () => {
  const labelled: ShareToken = { ...token, recipient: 'Acme Recruiting' };
  const signature = Uint8Array.from(signShare(privateKey, signedBytes(labelled)));
  const good = encodeShareToken(labelled, signature);
  const verify = async (bytes: Uint8Array<ArrayBuffer>, sig: Uint8Array<ArrayBuffer>) => {
    const key = await webcrypto.subtle.importKey('raw', Uint8Array.from(publicKey), { name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'verify',
    ]);
    return webcrypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, sig, bytes);
  };

  it('carries its label, signed with the rest, and reads back with it', async () => {
    const decoded = decodeShareToken(good);
    expect(decoded).toMatchObject({ address: 'mango', expires: 1_900_000_000, recipient: 'Acme Recruiting' });
    expect(await verify(decoded!.signed, decoded!.signature)).toBe(true);
  });

  it('leaves a link without a label as it always was: version 1, no recipient, the same bytes', () => {
    const plain = encodeShareToken(token, Uint8Array.from(signShare(privateKey, signedBytes(token))));
    expect(toBytes(plain)[0]).toBe(1);
    expect(toBytes(good)[0]).toBe(2);
    expect(decodeShareToken(plain)).not.toHaveProperty('recipient');
    // A link made before labels existed: these bytes are the version-1 layout, unchanged.
    expect(toBytes(plain).length).toBe(6 + 'mango'.length + 32 + 64);
  });

  it('refuses a changed label: the signature no longer covers what the link says', async () => {
    const bytes = toBytes(good);
    const at = 6 + 'mango'.length + 1;
    const forged = Uint8Array.from(bytes);
    forged.set(new TextEncoder().encode('Evil'), at); // "Acme" → "Evil": same length, still a clean label
    const decoded = decodeShareToken(toText(forged));
    expect(decoded?.recipient).toBe('Evil Recruiting');
    expect(await verify(decoded!.signed, decoded!.signature)).toBe(false);
    // Nor can the label be stripped off to pass as an unlabelled link.
    const stripped = Uint8Array.from([1, ...bytes.subarray(1, 6 + 5), ...bytes.subarray(at + 'Acme Recruiting'.length)]);
    const read = decodeShareToken(toText(stripped));
    expect(read).not.toBeNull();
    expect(await verify(read!.signed, read!.signature)).toBe(false);
  });

  it('refuses a label too long, empty, or holding a control or hidden character, when made and when read', () => {
    for (const recipient of ['x'.repeat(81), '', ' ', 'Acme\nRecruiting', 'Acme\u202EgnitiurceR', 'Acme\u200B']) {
      expect(() => signedBytes({ ...token, recipient }), JSON.stringify(recipient)).toThrow(/recipient cannot go in it/);
    }
    const bytes = toBytes(good);
    const hidden = Uint8Array.from(bytes);
    hidden[6 + 'mango'.length + 1 + 4] = 0x07; // the space in "Acme Recruiting" made a bell
    expect(decodeShareToken(toText(hidden))).toBeNull();
    const empty = Uint8Array.from([2, ...bytes.subarray(1, 6 + 5), 0, ...bytes.subarray(6 + 5 + 1 + 'Acme Recruiting'.length)]);
    expect(decodeShareToken(toText(empty))).toBeNull();
  });
});
