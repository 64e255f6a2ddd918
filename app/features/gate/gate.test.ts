// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { encryptPayload } from '../../../tools/build/encrypt';
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
} from './gate';
import { gateParamsOf } from './protected-payload';
import { recallKey } from './key-store';

const password = 'portfolio-preview';
const page = { title: 'Secret case study', html: '<main><h1>Secret</h1></main>' };
const snapshot = encryptPayload(page, password, 1000);
const params = gateParamsOf(snapshot);

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
    expect(await submitPassword('wrong', params)).toBeNull();
    expect(localStorage.getItem('authenticated')).toBeNull();
    expect(isFlagged()).toBe(false);

    expect(await submitPassword(password, params)).not.toBeNull();
    expect(localStorage.getItem('authenticated')).toBe('true');
  });

  it('keeps no key bytes in local storage, removes those an earlier version left, and locks again', async () => {
    localStorage.setItem('caseStudyKey', 'AAAA');
    clearAccess();
    const key = await submitPassword(password, params);
    expect(key).not.toBeNull();
    expect(Object.values({ ...localStorage }).join(' ')).not.toMatch(/[A-Za-z0-9+/]{43}=(?!.)/);
    expect(localStorage.getItem('caseStudyKey')).toBeNull();
    expect(await recallKey(30)).toBe(key);
    await lock();
    expect(isFlagged()).toBe(false);
    expect(await recallKey(30)).toBeNull(); // the flag alone would open nothing: the key is gone
  });
});

describe('the unlocked page', () => {
  const urls = protectedUrls('/', 'solenne');

  it('opens with the key the password gives, and not with another', async () => {
    serving([Response.json(snapshot)]);
    try {
      const key = await submitPassword(password, params);
      expect(await openSnapshot(urls.snapshot, key!)).toEqual(page);
      const other = encryptPayload({}, 'another password', 1000);
      const wrongKey = await submitPassword('another password', gateParamsOf(other));
      expect(wrongKey).not.toBeNull();
      expect(await openSnapshot(urls.snapshot, wrongKey!)).toBeNull();
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
    serving([Response.json(params), Response.json(params)]);
    try {
      const found = await fetchGateParams(protectedUrls('/base/', 'solenne').params);
      expect(found).toEqual({ version: 2, kdf: snapshot.kdf, verifier: snapshot.verifier });
      expect(JSON.stringify(found).length).toBeLessThan(400);
      expect(await fetchSnapshot(protectedUrls('/', 'third').snapshot)).toBeNull(); // parameters alone are not a page
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
