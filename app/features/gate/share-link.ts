import { shareLinkGlobal } from '~/start/names';
import { fetchGateParams, grantAccess } from './gate';
import { fromBase64 } from './protected-payload';
import { decodeShareToken, hasShareExpired, tokenInFragment } from './share-token';
import { importProjectKey } from './unlock';

/** Why a share link was refused. */
export type ShareRefusal = 'malformed' | 'expired' | 'other-project' | 'invalid';

export type ShareOutcome =
  { kind: 'none' } | { kind: 'opened'; address: string } | { kind: 'refused'; refusal: ShareRefusal; expired?: Date };

/** A share link's fragment as the gate's first script took it off the address (app/start/take-share-link.ts). */
export type TakenShareLink = { token: string; page: string };

const holder = () => globalThis as unknown as Record<string, TakenShareLink | undefined>;

/** Whether a share link is waiting for the gate: the gate opens it rather than sending the visitor on. */
export function hasShareLink(): boolean {
  return holder()[shareLinkGlobal] !== undefined || (typeof location !== 'undefined' && tokenInFragment(location.hash) !== null);
}

/** The link's fragment, taken once; off the address bar and out of history (when the first script did not run first). */
function takeShareLink(): TakenShareLink | null {
  const taken = holder()[shareLinkGlobal];
  if (taken) {
    delete holder()[shareLinkGlobal];
    return taken;
  }
  const token = tokenInFragment(location.hash);
  if (token === null) return null;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return { token, page: location.pathname };
}

/**
 * The project a link may open: the one whose page it was opened on, or, on
 * the gate's own page, any private project.
 */
export function projectsFor(page: string, gatePath: string, addresses: readonly string[]): readonly string[] {
  const segment = page.split('/').filter(Boolean).pop() ?? '';
  const gate = gatePath.split('/').filter(Boolean).pop() ?? '';
  return segment === gate ? addresses : addresses.filter((address) => address === segment);
}

async function verifySignature(publicKey: string, signed: Uint8Array<ArrayBuffer>, signature: Uint8Array<ArrayBuffer>): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey('raw', fromBase64(publicKey), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, signature, signed);
  } catch {
    return false;
  }
}

/**
 * Called once by the gate when it loads: a share link's fragment, if the
 * address held one, unlocks its project as a typed password would (the key
 * remembered in IndexedDB, not extractable, for rememberDays), once its
 * signature, project, expiry and key have all been checked against the
 * project's public gate parameters.
 */
export async function openShareLink(gatePath: string, addresses: readonly string[], now = Date.now()): Promise<ShareOutcome> {
  const taken = takeShareLink();
  if (!taken) return { kind: 'none' };
  const token = decodeShareToken(taken.token);
  if (!token) return { kind: 'refused', refusal: 'malformed' };
  const allowed = projectsFor(taken.page, gatePath, addresses);
  if (!allowed.includes(token.address)) {
    // A project of this site, but not the one whose page the link was opened on; or no project at all.
    return { kind: 'refused', refusal: addresses.includes(token.address) ? 'other-project' : 'invalid' };
  }
  const params = await fetchGateParams(token.address);
  if (!params || params.project !== token.address || !(await verifySignature(params.share, token.signed, token.signature))) {
    return { kind: 'refused', refusal: 'invalid' };
  }
  if (hasShareExpired(token.expires, now)) return { kind: 'refused', refusal: 'expired', expired: new Date(token.expires! * 1000) };
  const derived = await importProjectKey(token.key);
  if (derived.verifier !== params.verifier) return { kind: 'refused', refusal: 'invalid' };
  await grantAccess(token.address, derived);
  return { kind: 'opened', address: token.address };
}
