// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { deriveProjectKeys, encryptWithKey, gateParamsOfKey } from '../../../tools/build/encrypt.ts';
import {
  clearAccess,
  fetchGateParams,
  fetchSnapshot,
  isFlagged,
  lock,
  openSnapshot,
  protectedUrls,
  seedStoredVerifier,
  submitPassword,
  type Submitted,
} from './gate.ts';
import { recallKey } from './key-store.ts';

const password = 'portfolio-preview';
const page = { title: 'Secret case study', html: '<main><h1>Secret</h1></main>' };
const [projectKey] = deriveProjectKeys(password, ['solenne'], Buffer.alloc(16, 1), 1000);
const snapshot = encryptWithKey(page, projectKey!);
const params = gateParamsOfKey(projectKey!);

/** The key a submit gave, failing the test when it gave none. */
function keyOf(submitted: Submitted): CryptoKey {
  if (typeof submitted === 'string') throw new Error(`no key: ${submitted}`);
  return submitted;
}

function serving(responses: Response[]) {
  const fetchMock = vi.fn(async () => responses.shift() ?? new Response('gone', { status: 404 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('gate', () => {
  it('seeds storedPassword with the verifier, never the password, and replaces edited values', () => {
    seedStoredVerifier(params);
    expect(localStorage.getItem('storedPassword')).toBe(params.verifier);
    expect(localStorage.getItem('storedPassword')).not.toContain(password);
    localStorage.setItem('storedPassword', 'tampered');
    seedStoredVerifier(params);
    expect(localStorage.getItem('storedPassword')).toBe(params.verifier);
  });

  it('clears the flag first on every submit, and sets it only for the right password', async () => {
    localStorage.setItem('authenticated', 'true');
    expect(await submitPassword('/', 'wrong', params)).toBe('wrong');
    expect(localStorage.getItem('authenticated')).toBeNull();
    expect(isFlagged()).toBe(false);

    keyOf(await submitPassword('/', password, params));
    expect(localStorage.getItem('authenticated')).toBe('true');
  });

  it('clears the flag at once, even for a submit whose parameters never arrive', async () => {
    localStorage.setItem('authenticated', 'true');
    let arrive: (params: null) => void = () => undefined;
    const submitted = submitPassword('/', password, new Promise<null>((resolve) => (arrive = resolve)));
    expect(isFlagged()).toBe(false);
    arrive(null);
    expect(await submitted).toBe('unavailable');
  });

  it('keeps no key bytes in local storage, removes those an earlier version left, and locks again', async () => {
    localStorage.setItem('caseStudyKey', 'AAAA');
    clearAccess();
    const key = keyOf(await submitPassword('/', password, params));
    expect(Object.values({ ...localStorage }).join(' ')).not.toMatch(/[A-Za-z0-9+/]{43}=(?!.)/);
    expect(localStorage.getItem('caseStudyKey')).toBeNull();
    expect(await recallKey('solenne', 30)).toBe(key);
    await lock();
    expect(isFlagged()).toBe(false);
    expect(await recallKey('solenne', 30)).toBeNull(); // the flag alone would open nothing: the key is gone
  });

  it('unlocks the other projects the same password opens, each with its own key, and not one with a password of its own', async () => {
    const salt = Buffer.alloc(16, 3);
    const [mango, lighthouse] = deriveProjectKeys(password, ['mango', 'lighthouse'], salt, 1000);
    const [kite] = deriveProjectKeys('a password of its own', ['kite'], Buffer.alloc(16, 4), 1000);
    const published = { mango: gateParamsOfKey(mango!), lighthouse: gateParamsOfKey(lighthouse!), kite: gateParamsOfKey(kite!) };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => Response.json(published[/protected\/([a-z]+)\.gate\.json$/.exec(url)![1] as keyof typeof published])),
    );
    try {
      const mangoKey = keyOf(await submitPassword('/', password, { ...published.mango, group: ['lighthouse', 'kite'] }));
      const lighthouseKey = await recallKey('lighthouse', 30);
      expect(lighthouseKey).not.toBeNull();
      expect(lighthouseKey).not.toBe(mangoKey);
      const page = encryptWithKey({ title: 'Lighthouse', html: '<main></main>' }, lighthouse!);
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json(page)),
      );
      expect(await openSnapshot(protectedUrls('/', 'lighthouse').snapshot, lighthouseKey!)).toEqual({
        title: 'Lighthouse',
        html: '<main></main>',
      });
      expect(await openSnapshot(protectedUrls('/', 'lighthouse').snapshot, mangoKey)).toBeNull();
      expect(await recallKey('kite', 30)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
      await lock();
    }
  });
});

describe('the unlocked page', () => {
  const urls = protectedUrls('/', 'solenne');

  it('opens with the key the password gives, and not with another', async () => {
    serving([Response.json(snapshot)]);
    try {
      const key = keyOf(await submitPassword('/', password, params));
      expect(await openSnapshot(urls.snapshot, key)).toEqual(page);
      const [other] = deriveProjectKeys('another password', ['solenne'], Buffer.alloc(16, 2), 1000);
      const wrongKey = keyOf(await submitPassword('/', 'another password', gateParamsOfKey(other!)));
      expect(await openSnapshot(urls.snapshot, wrongKey)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is asked for once a visit, and again after a failed attempt', async () => {
    const fetchMock = serving([new Response('oops', { status: 503 }), Response.json(snapshot)]);
    const url = protectedUrls('/', 'other').snapshot;
    try {
      expect(await fetchSnapshot(url)).toBeNull();
      expect(await fetchSnapshot(url)).toEqual(snapshot);
      expect(await fetchSnapshot(url)).toEqual(snapshot);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(fetchMock).toHaveBeenLastCalledWith('/protected/other.page.json');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is not what the gate checks a password with: that takes only its few public parameters', async () => {
    const fetchMock = serving([Response.json(params)]);
    try {
      const found = await fetchGateParams('/base/', 'solenne');
      expect(fetchMock).toHaveBeenLastCalledWith('/base/protected/solenne.gate.json');
      const { version, kdf, project, verifier, share, group } = snapshot;
      expect(found).toEqual({ version, kdf, project, verifier, share, group });
      expect(JSON.stringify(found).length).toBeLessThan(500);
      expect(await fetchSnapshot(protectedUrls('/', 'third').snapshot)).toBeNull(); // parameters alone are not a page
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
