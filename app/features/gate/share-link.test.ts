// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deriveProjectKeys,
  encryptWithKey,
  gateParamsOfKey,
  passwordBits,
  projectKeyBytes,
  saltFor,
  shareKeyPair,
  signShare,
} from '../../../tools/build/encrypt.ts';
import type { GateParams } from './protected-payload.ts';
import { openShareLink, projectsFor, refusalNotice, takeShareLink } from './share-link.ts';
import { wordsAttributes } from '../../i18n/script-words.ts';
import { catalogues } from '../../i18n/words.ts';
import { decodeShareToken, encodeShareToken, hasShareExpired, signedBytes, tokenInFragment, type ShareToken } from './share-token.ts';
import { isFlagged, openSnapshot, protectedUrls } from './gate.ts';
import { forgetKey, recallKey } from './key-store.ts';

const iterations = 1000;
const site = 'https://nora.example.com/';
const salt = saltFor(site, 'site');
const now = Date.UTC(2026, 0, 15);
const addresses = ['mango', 'lighthouse'];

/** What the build publishes for each project, and a link the owner's command would make. */
function published(password = 'correct horse battery') {
  const keys = deriveProjectKeys(password, addresses, salt, iterations);
  const payloads = new Map(
    keys.map((key) => [
      key.address,
      { params: gateParamsOfKey(key), page: encryptWithKey({ title: key.address, html: `<main>${key.address}</main>` }, key) },
    ]),
  );
  const bits = passwordBits(password, salt, iterations);
  const link = (address: string, expires: number | null = null) => {
    const token: ShareToken = { address, expires, key: new Uint8Array(projectKeyBytes(bits, address)) };
    return encodeShareToken(token, signShare(shareKeyPair(bits, address).privateKey, signedBytes(token)));
  };
  return { payloads, link };
}

/** The host: each project's gate parameters and payload; anything else is missing. */
function serve(payloads: ReturnType<typeof published>['payloads']) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const match = /protected\/([a-z0-9-]+)(\.gate|\.page)\.json$/.exec(url);
      const files = match && payloads.get(match[1]!);
      if (!files) return new Response('', { status: 404 });
      return Response.json(match[2] === '.gate' ? (files.params satisfies GateParams) : files.page);
    }),
  );
}

/** Opens the page at `path` with `token` in its fragment, then lets the gate take it off the address and read it. */
function arrive(path: string, token: string) {
  history.replaceState(null, '', `${path}#k=${token}`);
  return openShareLink(takeShareLink()!, { base: '/', gatePath: '/private', addresses, now });
}

/** What a project's remembered key opens, if anything. */
async function opens(address: string) {
  const key = await recallKey(address, 30);
  return key && openSnapshot(protectedUrls('/', address).snapshot, key);
}

afterEach(async () => {
  await forgetKey();
  localStorage.clear();
  history.replaceState(null, '', '/');
});

describe('a share link', () => {
  it('carries the project, expiry and key, and reads back exactly', () => {
    const token: ShareToken = { address: 'lighthouse', expires: 1_800_000_000, key: new Uint8Array(32).fill(9) };
    const decoded = decodeShareToken(encodeShareToken(token, new Uint8Array(64).fill(1)));
    expect(decoded).toMatchObject({ address: 'lighthouse', expires: 1_800_000_000 });
    expect([...decoded!.key]).toEqual([...token.key]);
    expect(decoded!.signed).toEqual(signedBytes(token));
    expect(tokenInFragment(`#k=${'abc'}`)).toBe('abc');
    expect(tokenInFragment('#section-2')).toBeNull();
    expect(tokenInFragment('')).toBeNull();
    // The fragment in any other spelling is a link, but no token.
    for (const other of ['#k=abc&k=abc', '#k=abc&k=xyz', '#k=abc&utm=1', '#x=1&k=abc', '#k=ab%63', '#k=', '#k=abc%3D'])
      expect(tokenInFragment(other), other).toBe('');
  });

  it('is not a token when it is garbage, truncated, extended or of another version', () => {
    const good = encodeShareToken({ address: 'mango', expires: null, key: new Uint8Array(32) }, new Uint8Array(64).fill(1));
    expect(decodeShareToken(good)).not.toBeNull();
    for (const bad of ['', 'not base64!', good.slice(0, -3), `${good}AAAA`, `_${good.slice(1)}`, good.slice(0, 20)]) {
      expect(decodeShareToken(bad), bad).toBeNull();
    }
  });

  it('expires at its date, not before', () => {
    expect(hasShareExpired(null, now)).toBe(false);
    expect(hasShareExpired(now / 1000 + 1, now)).toBe(false);
    expect(hasShareExpired(now / 1000, now)).toBe(true);
  });

  it('may open any private project on the gate, and only its own on a project page', () => {
    expect(projectsFor('/private', '/private', addresses)).toEqual(addresses);
    expect(projectsFor('/portfolio/private', '/private', addresses)).toEqual(addresses);
    expect(projectsFor('/lighthouse', '/private', addresses)).toEqual(['lighthouse']);
  });
});

describe('opening a share link', () => {
  it('unlocks its project as a password would, only that one, and takes the fragment off the address', async () => {
    const { payloads, link } = published();
    serve(payloads);
    expect(await arrive('/private', link('mango', now / 1000 + 86_400))).toMatchObject({ kind: 'opened', address: 'mango' });
    expect(location.hash).toBe('');
    expect(location.pathname).toBe('/private');
    expect(isFlagged()).toBe(true);
    expect(await opens('mango')).toEqual({ title: 'mango', html: '<main>mango</main>' });
    expect(await opens('lighthouse')).toBeNull();
    // Taken once: the address holds nothing the second time.
    expect(takeShareLink()).toBeNull();
  });

  it('refuses a link past its date, saying when it expired', async () => {
    const { payloads, link } = published();
    serve(payloads);
    const expires = now / 1000 - 60;
    expect(await arrive('/private', link('mango', expires))).toEqual({
      kind: 'refused',
      refusal: 'expired',
      expired: new Date(expires * 1000),
    });
    expect(isFlagged()).toBe(false);
  });

  it('refuses a malformed, truncated or tampered link, and one whose expiry was moved', async () => {
    const { payloads, link } = published();
    serve(payloads);
    const good = link('mango', now / 1000 + 60);
    expect(await arrive('/private', 'garbage')).toMatchObject({ kind: 'refused', refusal: 'malformed' });
    expect(await arrive('/private', good.slice(0, -10))).toMatchObject({ kind: 'refused', refusal: 'malformed' });
    const bytes = decodeShareToken(good)!;
    const flipped = (at: number) => {
      const raw = Uint8Array.from(atob(good.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));
      raw[at]! ^= 1;
      return btoa(String.fromCharCode(...raw))
        .replaceAll('+', '-')
        .replaceAll('/', '_')
        .replace(/=+$/, '');
    };
    // In the key, in the signature, in the expiry (a later date).
    for (const at of [6 + 5 + 3, 6 + 5 + 32 + 10, 4])
      expect(await arrive('/private', flipped(at))).toMatchObject({ kind: 'refused', refusal: 'invalid' });
    expect(bytes.address).toBe('mango');
    expect(isFlagged()).toBe(false);
  });

  it('refuses the same link written in other bytes: its high-s twin, its last character respelled, or its key named twice', async () => {
    const { payloads, link } = published();
    serve(payloads);
    const good = link('mango', now / 1000 + 60);
    const { address, expires, key, signature } = decodeShareToken(good)!;
    const order = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');
    const s = BigInt(`0x${[...signature.subarray(32)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`);
    const twinS = (order - s).toString(16).padStart(64, '0');
    const twin = Uint8Array.from([...signature.subarray(0, 32), ...(twinS.match(/../g) ?? []).map((hex) => parseInt(hex, 16))]);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${good.slice(0, -1)}${alphabet[alphabet.indexOf(good.at(-1)!) ^ 1]}`;
    for (const other of [encodeShareToken({ address, expires, key }, twin), respelled])
      expect(await arrive('/private', other)).toMatchObject({ kind: 'refused', refusal: 'malformed' });
    expect(isFlagged()).toBe(false);
    // The key named twice, even the same token twice: another spelling of the fragment. Taken off the address all the same.
    for (const fragment of [`${good}&k=${good}`, `${good}&k=${link('mango')}`]) {
      expect(await arrive('/private', fragment)).toMatchObject({ kind: 'refused', refusal: 'malformed' });
      expect(location.hash).toBe('');
    }
    expect(isFlagged()).toBe(false);
    expect(await arrive('/private', good)).toMatchObject({ kind: 'opened', address: 'mango' });
  });

  it("does not unlock another project: not on that project's page, nor with the project in the link changed", async () => {
    const { payloads, link } = published();
    serve(payloads);
    expect(await arrive('/lighthouse', link('mango'))).toMatchObject({ kind: 'refused', refusal: 'other-project' });
    const { key, signature, expires } = decodeShareToken(link('mango'))!;
    const renamed = encodeShareToken({ address: 'lighthouse', expires, key }, signature);
    expect(await arrive('/private', renamed)).toMatchObject({ kind: 'refused', refusal: 'invalid' });
    expect(await opens('lighthouse')).toBeNull();
    expect(isFlagged()).toBe(false);
  });

  it('stops working once the password changes', async () => {
    const old = published('correct horse battery');
    serve(published('a new password, rotated').payloads);
    expect(await arrive('/private', old.link('mango'))).toMatchObject({ kind: 'refused', refusal: 'invalid' });
    expect(isFlagged()).toBe(false);
  });
});

describe('the notice of a refused link', () => {
  /** The notice as the gate's page renders it in `locale` (gate-page.tsx). */
  function noticeIn(locale: 'en' | 'es') {
    const { gate, format } = catalogues[locale];
    const notice = document.createElement('p');
    const words = wordsAttributes({
      malformed: gate.shareLink.malformed,
      invalid: gate.shareLink.invalid,
      'other-project': gate.shareLink.otherProject,
      expired: gate.shareLink.expired,
      'date-locale': format.locale,
    });
    for (const [name, value] of Object.entries(words)) notice.setAttribute(name, value);
    return notice;
  }

  it('says why in the page’s language, an expiry date written as that language writes dates', () => {
    const expired = new Date(Date.UTC(2026, 0, 14));
    expect(refusalNotice(noticeIn('en'), 'expired', expired)).toBe(
      'This link expired on 14 January 2026. Enter the password, or request a new link.',
    );
    expect(refusalNotice(noticeIn('es'), 'expired', expired)).toContain('14 de enero de 2026');
    expect(refusalNotice(noticeIn('es'), 'other-project')).toBe(catalogues.es.gate.shareLink.otherProject);
    expect(refusalNotice(noticeIn('en'), 'malformed')).toBe(catalogues.en.gate.shareLink.malformed);
  });
});
