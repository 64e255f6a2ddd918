/**
 * A share link's fragment (`#k=…`): what opens one private project without
 * typing. Pure encoding and checks, shared by `npm run share-link` (which
 * signs it, in Node) and the gate (which verifies it, with WebCrypto).
 *
 * Bytes, then base64url:
 *   version (1) · expiry (4: seconds since 1970, 0 = none) · address length (1) · address
 *   · the project's AES key (32) · ECDSA P-256 signature (64) of everything before it
 *
 * The signature is made with a private key derived from the password, and
 * checked with the public key in the project's gate parameters: neither the
 * expiry nor the project can be changed without the password, and a new
 * password (a new key pair) refuses every old link.
 */

export const shareTokenVersion = 1;
/** The fragment's parameter: `#k=<token>`. */
export const shareParameter = 'k';
const keyLength = 32;
const signatureLength = 64;
/** Signed with the bytes, so a signature of this format is never mistaken for another's. */
const signatureContext = 'portfolio share link\u0000';

export type ShareToken = {
  /** The project's public address. */
  address: string;
  /** When the link stops working, in seconds since 1970; null when it never does. */
  expires: number | null;
  /** The project's AES-256 key. */
  key: Uint8Array<ArrayBuffer>;
};

export type DecodedShareToken = ShareToken & {
  /** What the signature covers. */
  signed: Uint8Array<ArrayBuffer>;
  signature: Uint8Array<ArrayBuffer>;
};

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** What the signature covers: the context, then the token's bytes up to the signature. */
export function signedBytes({ address, expires, key }: ShareToken): Uint8Array<ArrayBuffer> {
  const name = new TextEncoder().encode(address);
  if (name.length === 0 || name.length > 255) throw new Error(`A project address of ${name.length} bytes cannot go in a share link.`);
  if (key.length !== keyLength) throw new Error(`A share link carries a ${keyLength}-byte key, not ${key.length}.`);
  const head = new Uint8Array(6);
  const view = new DataView(head.buffer);
  view.setUint8(0, shareTokenVersion);
  view.setUint32(1, expires ?? 0);
  view.setUint8(5, name.length);
  return Uint8Array.from([...new TextEncoder().encode(signatureContext), ...head, ...name, ...key]);
}

/** The fragment's token: the signed bytes (without the context) and their signature. */
export function encodeShareToken(token: ShareToken, signature: Uint8Array): string {
  if (signature.length !== signatureLength)
    throw new Error(`A share link's signature is ${signatureLength} bytes, not ${signature.length}.`);
  const context = new TextEncoder().encode(signatureContext).length;
  return toBase64Url(Uint8Array.from([...signedBytes(token).subarray(context), ...signature]));
}

/** The token, or null when it is not one: not base64url, of the wrong version, truncated or too long. */
export function decodeShareToken(text: string): DecodedShareToken | null {
  const bytes = fromBase64Url(text);
  if (!bytes || bytes.length < 6) return null;
  const view = new DataView(bytes.buffer);
  if (view.getUint8(0) !== shareTokenVersion) return null;
  const expiry = view.getUint32(1);
  const nameLength = view.getUint8(5);
  if (nameLength === 0 || bytes.length !== 6 + nameLength + keyLength + signatureLength) return null;
  let address: string;
  try {
    address = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(6, 6 + nameLength));
  } catch {
    return null;
  }
  const key = bytes.slice(6 + nameLength, 6 + nameLength + keyLength);
  const token = { address, expires: expiry === 0 ? null : expiry, key };
  return { ...token, signed: signedBytes(token), signature: bytes.slice(bytes.length - signatureLength) };
}

/** The token in a fragment (`#k=…`), or null when the fragment holds none. */
export function tokenInFragment(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(shareParameter);
  return value === null ? null : value;
}

/** Whether a link has expired at `now` (milliseconds since 1970). */
export function hasShareExpired(expires: number | null, now: number): boolean {
  return expires !== null && now >= expires * 1000;
}

/** When a link made now for `days` stops working, in seconds since 1970, or null without days. */
export function expiryAfter(days: number | null, now: number): number | null {
  return days === null ? null : Math.floor(now / 1000) + Math.round(days * 86_400);
}
