import { createCipheriv, createECDH, createHash, createPrivateKey, hkdfSync, pbkdf2Sync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import {
  normalizePassword,
  pbkdf2Iterations,
  projectKeyInfo,
  shareSigningInfo,
  type GateParams,
  type ProtectedPayload,
} from '../../app/features/gate/protected-payload.ts';
import { lowS, p256Order } from '../../app/features/gate/share-token.ts';

/** The 256 bits PBKDF2-SHA-256 gives a password: the slow step, done once per password. */
export function passwordBits(password: string, salt: Buffer, iterations: number): Buffer {
  return pbkdf2Sync(normalizePassword(password), salt, iterations, 32, 'sha256');
}

const hkdf = (bits: Buffer, info: string) => Buffer.from(hkdfSync('sha256', bits, Buffer.alloc(0), info, 32));

/** A project's AES-256 key: HKDF from the password's bits, for its address only. The browser derives the same (app/features/gate/unlock.ts). */
export function projectKeyBytes(bits: Buffer, address: string): Buffer {
  return hkdf(bits, projectKeyInfo(address));
}

/** The key a password gives a project with these parameters. */
export function deriveKeyBytes(password: string, salt: Buffer, iterations: number, address: string): Buffer {
  return projectKeyBytes(passwordBits(password, salt, iterations), address);
}

/** What the gate compares: the SHA-256 of the key, never the key or the password. */
export function verifierOfKey(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64');
}


const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * The ECDSA P-256 key pair a project's share links are signed with, derived
 * from the password's bits (not from the project's key: a link carries that
 * key, and must not let its holder sign another). The same password gives
 * the same pair, so `npm run share-link` signs what the build's public key
 * verifies; a new password gives a new pair, and every old link fails.
 */
export function shareKeyPair(bits: Buffer, address: string): { privateKey: KeyObject; publicKey: Buffer } {
  for (let attempt = 0; ; attempt++) {
    const scalar = hkdf(bits, `${shareSigningInfo(address)}\u0000${attempt}`);
    const value = BigInt(`0x${scalar.toString('hex')}`);
    // Out of range about once in 2³² tries: take the next.
    if (value === 0n || value >= p256Order) continue;
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(scalar);
    const publicKey = ecdh.getPublicKey();
    const jwk = { kty: 'EC', crv: 'P-256', d: base64url(scalar), x: base64url(publicKey.subarray(1, 33)), y: base64url(publicKey.subarray(33, 65)) };
    return { privateKey: createPrivateKey({ key: jwk, format: 'jwk' }), publicKey };
  }
}

/**
 * An ECDSA P-256 / SHA-256 signature in the form WebCrypto verifies (r and s,
 * 64 bytes), with the low s: the one form the gate accepts
 * (app/features/gate/share-token.ts `isCanonicalSignature`).
 */
export function signShare(privateKey: KeyObject, message: Uint8Array): Buffer {
  return Buffer.from(lowS(sign('sha256', message, { key: privateKey, dsaEncoding: 'ieee-p1363' })));
}

/** Everything the build needs to encrypt one project and publish its gate parameters. */
export type ProjectKey = {
  address: string;
  key: Buffer;
  salt: Buffer;
  iterations: number;
  /** The share links' public key (raw, 65 bytes). */
  share: Buffer;
  /** The other projects the same password opens. */
  group: string[];
};

/**
 * The keys one password gives its projects: one PBKDF2 (the slow step) for
 * them all, then one HKDF each. Each project has its own key: holding one
 * opens that project only.
 */
export function deriveProjectKeys(password: string, addresses: readonly string[], salt: Buffer, iterations = pbkdf2Iterations): ProjectKey[] {
  const bits = passwordBits(password, salt, iterations);
  return addresses.map((address) => ({
    address,
    key: projectKeyBytes(bits, address),
    salt,
    iterations,
    share: shareKeyPair(bits, address).publicKey,
    group: addresses.filter((other) => other !== address),
  }));
}

/** What the gate needs to check a password or a share link against a project's key: public, a few hundred bytes. */
export function gateParamsOfKey({ address, key, salt, iterations, share, group }: ProjectKey): GateParams {
  return {
    version: 3,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: salt.toString('base64') },
    project: address,
    verifier: verifierOfKey(key),
    share: share.toString('base64'),
    group,
  };
}

/**
 * The salt of a password: the same for every build of this site, so a
 * rebuild keeps every key, every remembered key and every share link; unique
 * to the site's address and to the password's group (the site's, or a
 * project's own), so no table computed for another site applies here.
 */
export function saltFor(siteUrl: string, group: string): Buffer {
  return createHash('sha256').update(`portfolio password salt\u0000${siteUrl}\u0000${group}`).digest().subarray(0, 16);
}

/**
 * Encrypts protected content with Node's crypto under the project's
 * AES-256-GCM key, with a fresh random IV. The JSON is gzipped first:
 * ciphertext does not compress, so this is the only chance to. The browser
 * reverses it with WebCrypto (app/features/gate/unlock.ts).
 */
export function encryptWithKey(content: unknown, projectKey: ProjectKey): ProtectedPayload {
  const { key } = projectKey;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(gzipSync(JSON.stringify(content), { level: 9 })), cipher.final(), cipher.getAuthTag()]);
  return { ...gateParamsOfKey(projectKey), cipher: { name: 'AES-GCM', iv: iv.toString('base64'), data: data.toString('base64') } };
}
