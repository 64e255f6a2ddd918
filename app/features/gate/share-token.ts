/**
 * A share link's fragment (`#k=…`): what opens one private project without
 * typing. Pure encoding and checks, shared by `npm run share-link` (which
 * signs it, in Node) and the gate (which verifies it, with WebCrypto).
 *
 * Bytes, then base64url:
 *   version (1) · expiry (4: seconds since 1970, 0 = none) · address length (1) · address
 *   · the project's AES key (32) · ECDSA P-256 signature (64) of everything before it
 * A link made for someone (`--for "Acme Recruiting"`) is version 2, which
 * carries its label, signed like the rest, after the address:
 *   … · address · recipient length (1) · recipient (UTF-8) · key · signature
 * A link without a label stays version 1, byte for byte as before, so every
 * link sent before labels existed still opens. The label is never shown on
 * the page: the gate only hands it to analytics, when the site has it on.
 *
 * The signature is made with a private key derived from the password, and
 * checked with the public key in the project's gate parameters: neither the
 * expiry nor the project can be changed without the password, and a new
 * password (a new key pair) refuses every old link.
 *
 * One link has one spelling: a token is read only when it is written exactly
 * as `encodeShareToken` writes it (no padding, no unused bits set in its last
 * character, no byte-order mark before the address) and its signature's `s`
 * is the low one of the two that verify. Any other form is refused, so a
 * link changed in any byte is refused too.
 */

import { hasHiddenCharacters } from '../content/hidden-character-pattern.ts';

export const shareTokenVersion = 1;
/** The version of a link that names who it was for. */
export const labelledShareTokenVersion = 2;
/** The longest label a link may carry, in characters. */
export const maxRecipientLength = 80;
/** The fragment's parameter: `#k=<token>`. */
export const shareParameter = 'k';
const keyLength = 32;
const signatureLength = 64;
/** The order of P-256: a signature's r and s, and a private scalar, lie between 1 and this. */
export const p256Order = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');
const halfOrder = p256Order >> 1n;
/** Signed with the bytes, so a signature of this format is never mistaken for another's. */
const signatureContext = 'portfolio share link\u0000';

export type ShareToken = {
  /** The project's public address. */
  address: string;
  /** When the link stops working, in seconds since 1970; null when it never does. */
  expires: number | null;
  /** The project's AES-256 key. */
  key: Uint8Array<ArrayBuffer>;
  /** Who the owner made the link for, e.g. "Acme Recruiting"; absent on a link made for no one in particular. */
  recipient?: string;
};

/** Why a recipient's label cannot go in a link (the command says it in words: tools/share-link/share-link.ts). */
export type RecipientFault = 'empty' | 'hidden-characters' | 'too-long' | 'spaces-around';

/**
 * What is wrong with a recipient's label, or undefined for a good one: one
 * line of at most `maxRecipientLength` characters, with no control or
 * hidden character (app/features/content/hidden-character-pattern.ts), saying something.
 */
export function recipientFault(label: string): RecipientFault | undefined {
  if (label.trim() === '') return 'empty';
  if (hasHiddenCharacters(label)) return 'hidden-characters';
  if ([...label].length > maxRecipientLength) return 'too-long';
  if (label !== label.trim()) return 'spaces-around';
  return undefined;
}

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

const bigIntOf = (bytes: Uint8Array) => bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);

/**
 * Whether an ECDSA P-256 signature (r and s, 32 bytes each) is in its one
 * canonical form: r and s between 1 and the curve's order, and s in the lower
 * half. (r, s) and (r, n − s) both verify; only the low one is accepted, and
 * `npm run share-link` writes only that one (tools/build/encrypt.ts).
 */
export function isCanonicalSignature(signature: Uint8Array): boolean {
  if (signature.length !== signatureLength) return false;
  const r = bigIntOf(signature.subarray(0, signatureLength / 2));
  const s = bigIntOf(signature.subarray(signatureLength / 2));
  return r > 0n && r < p256Order && s > 0n && s <= halfOrder;
}

/** The low-s form of a signature (r, s): (r, n − s) when s is in the upper half. */
export function lowS(signature: Uint8Array): Uint8Array<ArrayBuffer> {
  const half = signatureLength / 2;
  const s = bigIntOf(signature.subarray(half));
  const low = s > halfOrder ? p256Order - s : s;
  const bytes = Uint8Array.from(signature);
  for (let i = signatureLength - 1, value = low; i >= half; i--, value >>= 8n) bytes[i] = Number(value & 0xffn);
  return bytes;
}

/** What the signature covers: the context, then the token's bytes up to the signature. */
export function signedBytes({ address, expires, key, recipient }: ShareToken): Uint8Array<ArrayBuffer> {
  const name = new TextEncoder().encode(address);
  if (name.length === 0 || name.length > 255) throw new Error(`A project address of ${name.length} bytes cannot go in a share link.`);
  if (key.length !== keyLength) throw new Error(`A share link carries a ${keyLength}-byte key, not ${key.length}.`);
  const fault = recipient === undefined ? undefined : recipientFault(recipient);
  if (fault) throw new Error(`A share link's recipient cannot go in it (${fault}).`);
  const label = recipient === undefined ? [] : [...new TextEncoder().encode(recipient)];
  const head = new Uint8Array(6);
  const view = new DataView(head.buffer);
  view.setUint8(0, recipient === undefined ? shareTokenVersion : labelledShareTokenVersion);
  view.setUint32(1, expires ?? 0);
  view.setUint8(5, name.length);
  const labelPart = recipient === undefined ? [] : [label.length, ...label];
  return Uint8Array.from([...new TextEncoder().encode(signatureContext), ...head, ...name, ...labelPart, ...key]);
}

/** The fragment's token: the signed bytes (without the context) and their signature. */
export function encodeShareToken(token: ShareToken, signature: Uint8Array): string {
  if (signature.length !== signatureLength)
    throw new Error(`A share link's signature is ${signatureLength} bytes, not ${signature.length}.`);
  const context = new TextEncoder().encode(signatureContext).length;
  return toBase64Url(Uint8Array.from([...signedBytes(token).subarray(context), ...signature]));
}

/**
 * The token, or null when it is not one: not base64url, of the wrong version,
 * truncated or too long, or written in any form but the one canonical
 * (`encodeShareToken`'s bytes and spelling, a low-s signature).
 */
export function decodeShareToken(text: string): DecodedShareToken | null {
  const bytes = fromBase64Url(text);
  if (!bytes || bytes.length < 6) return null;
  const view = new DataView(bytes.buffer);
  const version = view.getUint8(0);
  if (version !== shareTokenVersion && version !== labelledShareTokenVersion) return null;
  const expiry = view.getUint32(1);
  const nameLength = view.getUint8(5);
  const labelled = version === labelledShareTokenVersion;
  const labelAt = 6 + nameLength;
  const labelLength = labelled ? (bytes[labelAt] ?? 0) : 0;
  const keyAt = labelled ? labelAt + 1 + labelLength : labelAt;
  if (nameLength === 0 || (labelled && labelLength === 0) || bytes.length !== keyAt + keyLength + signatureLength) return null;
  let address: string;
  let recipient: string | undefined;
  try {
    const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    address = utf8.decode(bytes.subarray(6, labelAt));
    if (labelled) recipient = utf8.decode(bytes.subarray(labelAt + 1, keyAt));
  } catch {
    return null;
  }
  if (recipient !== undefined && recipientFault(recipient)) return null;
  const key = bytes.slice(keyAt, keyAt + keyLength);
  const token: ShareToken = { address, expires: expiry === 0 ? null : expiry, key, ...(recipient === undefined ? {} : { recipient }) };
  const signature = bytes.slice(bytes.length - signatureLength);
  if (!isCanonicalSignature(signature) || encodeShareToken(token, signature) !== text) return null;
  return { ...token, signed: signedBytes(token), signature };
}

/**
 * The token in a fragment (`#k=…`), or null when the fragment holds none. The
 * fragment too has one spelling, the command's: `k=` and the token, nothing
 * else. One that names the key twice (`#k=T&k=T`), adds other parameters or
 * percent-encodes the token is a link in another spelling: it gives '', which
 * is no token, and the link is refused as malformed.
 */
export function tokenInFragment(hash: string): string | null {
  const fragment = hash.replace(/^#/, '');
  if (!new URLSearchParams(fragment).has(shareParameter)) return null;
  return new RegExp(`^${shareParameter}=([A-Za-z0-9_-]+)$`).exec(fragment)?.[1] ?? '';
}

/** Whether a link has expired at `now` (milliseconds since 1970). */
export function hasShareExpired(expires: number | null, now: number): boolean {
  return expires !== null && now >= expires * 1000;
}

/** When a link made now for `days` stops working, in seconds since 1970, or null without days. */
export function expiryAfter(days: number | null, now: number): number | null {
  return days === null ? null : Math.floor(now / 1000) + Math.round(days * 86_400);
}
