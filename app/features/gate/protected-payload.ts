import { protectedFolder } from '../../lib/build-output.ts';

/**
 * The encrypted case study as it ships: a static JSON file holding only
 * ciphertext and the public parameters needed to derive the key. Written at
 * build by the protected-content build plugin (encrypt.ts, Node's crypto),
 * read here with WebCrypto.
 */
export type ProtectedPayload = {
  /** 3: one key per project (HKDF from the password's PBKDF2 bits), with a share-link verification key. */
  version: 3;
  /** The PBKDF2 parameters of the password that opens it (the site's, or the project's own). */
  kdf: { name: 'PBKDF2'; hash: 'SHA-256'; iterations: number; salt: string };
  /** The project's public address: its key is derived for it and no other. */
  project: string;
  /** SHA-256 of the project's key: lets the gate answer without trying to decrypt. */
  verifier: string;
  /** The ECDSA P-256 public key (raw, base64) that share links for this project are signed with. */
  share: string;
  /** The other private projects the same password opens (same salt): the gate unlocks them too. */
  group: string[];
  cipher: { name: 'AES-GCM'; iv: string; data: string };
};

/**
 * What the gate needs to check a password or a share link, without the
 * ciphertext: a few hundred bytes, so a visitor who only looks at the gate
 * does not download the whole encrypted case study.
 */
export type GateParams = Omit<ProtectedPayload, 'cipher'>;

/**
 * HKDF-SHA-256 `info` for a project's AES key, and for the private key its
 * share links are signed with: both come from the password's PBKDF2 bits,
 * so a project's key opens that project only, and holding it does not let
 * anyone sign a link.
 */
export const projectKeyInfo = (address: string) => `portfolio project key\u0000${address}`;
export const shareSigningInfo = (address: string) => `portfolio share-link signing key\u0000${address}`;

/** The password a build uses when PORTFOLIO_PASSWORD is not set: public, so the build warns and a real deploy sets its own. */
export const defaultPassword = 'portfolio-preview';

export const pbkdf2Iterations = 600_000;

/**
 * Where the encrypted snapshot of a private project's unlocked page sits:
 * the page's HTML and title, which the gate's script shows to a visitor
 * holding the key (tools/build/postbuild/protected-snapshots.ts writes it).
 */
export function snapshotFile(slug: string): string {
  return `${protectedFolder}/${slug}.page.json`;
}

/** Where its gate parameters sit. */
export function gateParamsFile(slug: string): string {
  return `${protectedFolder}/${slug}.gate.json`;
}

/** Copy-paste often adds spaces, and the same letters can be typed as different code points. */
export function normalizePassword(password: string): string {
  return password.normalize('NFC').trim();
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function isGateParams(value: unknown): value is GateParams {
  const v = value as GateParams | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.version === 3 &&
    typeof v.kdf?.salt === 'string' &&
    typeof v.kdf.iterations === 'number' &&
    typeof v.project === 'string' &&
    typeof v.verifier === 'string' &&
    typeof v.share === 'string' &&
    Array.isArray(v.group)
  );
}

export function isProtectedPayload(value: unknown): value is ProtectedPayload {
  const v = value as ProtectedPayload | null;
  return isGateParams(v) && typeof v.cipher?.iv === 'string' && typeof v.cipher.data === 'string';
}
