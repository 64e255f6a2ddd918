import { protectedFolder } from '../../lib/build-output.ts';

/**
 * The encrypted case study as it ships: a static JSON file holding only
 * ciphertext and the public parameters needed to derive the key. Written at
 * build by the protected-content build plugin (encrypt.ts, Node's crypto),
 * read here with WebCrypto.
 */
export type ProtectedPayload = {
  /** 2: the plaintext is gzipped JSON (most of it is SVG markup, which shrinks several times). */
  version: 2;
  kdf: { name: 'PBKDF2'; hash: 'SHA-256'; iterations: number; salt: string };
  /** SHA-256 of the derived key: lets the gate answer without trying to decrypt. */
  verifier: string;
  cipher: { name: 'AES-GCM'; iv: string; data: string };
};

/**
 * What the gate needs to check a password, without the ciphertext: a few
 * hundred bytes, so a visitor who only looks at the gate does not download
 * the whole encrypted case study.
 */
export type GateParams = Pick<ProtectedPayload, 'version' | 'kdf' | 'verifier'>;

export function gateParamsOf({ version, kdf, verifier }: ProtectedPayload): GateParams {
  return { version, kdf, verifier };
}

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
    v.version === 2 &&
    typeof v.kdf?.salt === 'string' &&
    typeof v.kdf.iterations === 'number' &&
    typeof v.verifier === 'string'
  );
}

export function isProtectedPayload(value: unknown): value is ProtectedPayload {
  const v = value as ProtectedPayload | null;
  return isGateParams(v) && typeof v.cipher?.iv === 'string' && typeof v.cipher.data === 'string';
}
