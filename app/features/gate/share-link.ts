// A share link opening its project (`npm run share-link`): the gate's script
// (app/features/gate/gate-script.ts) takes the fragment off the address first, then checks
// it here against the project's public gate parameters. Relative imports
// only: the gate's script is compiled on its own.
import { fetchGateParams, grantAccess } from './gate.ts';
import { fromBase64 } from './protected-payload.ts';
import { decodeShareToken, hasShareExpired, tokenInFragment } from './share-token.ts';
import { importProjectKey } from './unlock.ts';
import { wordOf } from '../../i18n/script-words.ts';

/** Why a share link was refused. */
export type ShareRefusal = 'malformed' | 'expired' | 'other-project' | 'invalid';

/** `recipient`: who the owner made the link for, if she named them; for analytics only, never shown. */
export type ShareOutcome =
  { kind: 'opened'; address: string; key: CryptoKey; recipient?: string } | { kind: 'refused'; refusal: ShareRefusal; expired?: Date };

/**
 * What the gate's notice may say (gate-page.tsx puts each on it, in the
 * page's language): why a link was refused, and the locale an expiry date is
 * written in.
 */
export type ShareNoticeWord = ShareRefusal | 'date-locale';

/** A refused link's notice, its expiry date (`{date}`) written in `locale`. */
export function refusalText(text: string, expired: Date | undefined, locale: string): string {
  if (!expired) return text;
  return text.replace('{date}', expired.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
}

/** What the gate's notice says for a refused link, from the words on it. */
export function refusalNotice(notice: Element, refusal: ShareRefusal, expired?: Date): string {
  return refusalText(wordOf<ShareNoticeWord>(notice, refusal), expired, wordOf<ShareNoticeWord>(notice, 'date-locale'));
}

/** A share link's fragment, taken off the address. */
export type TakenShareLink = { token: string; page: string };

/**
 * The link's fragment, if the address holds one: taken off the address bar
 * and the tab's current entry at once (replaceState rewrites it). A fragment
 * is never sent to the server, nor in a Referer; this keeps it out of copies
 * of the address too. It cannot take it out of the browser's history, which
 * recorded the whole address before any script ran (docs/private-work.md).
 */
export function takeShareLink(): TakenShareLink | null {
  const token = tokenInFragment(location.hash);
  if (token === null) return null;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return { token, page: location.pathname };
}

/**
 * The projects a link may open: the one whose page it was opened on, or, on
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

type OpenShareLink = { base: string; gatePath: string; addresses: readonly string[]; now?: number };

/**
 * A link taken off the address unlocks its project as a typed password would
 * (the key remembered in IndexedDB, not extractable, for rememberDays), once
 * its signature, project, expiry and key have all been checked against the
 * project's public gate parameters.
 */
export async function openShareLink(
  taken: TakenShareLink,
  { base, gatePath, addresses, now = Date.now() }: OpenShareLink,
): Promise<ShareOutcome> {
  const token = decodeShareToken(taken.token);
  if (!token) return { kind: 'refused', refusal: 'malformed' };
  const allowed = projectsFor(taken.page, gatePath, addresses);
  if (!allowed.includes(token.address)) {
    // A project of this site, but not the one whose page the link was opened on; or no project at all.
    return { kind: 'refused', refusal: addresses.includes(token.address) ? 'other-project' : 'invalid' };
  }
  const params = await fetchGateParams(base, token.address);
  if (!params || params.project !== token.address || !(await verifySignature(params.share, token.signed, token.signature))) {
    return { kind: 'refused', refusal: 'invalid' };
  }
  if (hasShareExpired(token.expires, now)) return { kind: 'refused', refusal: 'expired', expired: new Date(token.expires! * 1000) };
  const derived = await importProjectKey(token.key);
  if (derived.verifier !== params.verifier) return { kind: 'refused', refusal: 'invalid' };
  await grantAccess(token.address, derived);
  return {
    kind: 'opened',
    address: token.address,
    key: derived.key,
    ...(token.recipient === undefined ? {} : { recipient: token.recipient }),
  };
}
