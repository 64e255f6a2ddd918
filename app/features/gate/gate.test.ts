// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { encryptPayload } from '../../../tools/build/encrypt';
import { clearAccess, fetchGateParams, fetchPayload, isFlagged, lock, openProtected, seedStoredVerifier, submitPassword } from './gate';
import { gateParamsOf } from './protected-payload';

const payload = encryptPayload({ secret: true }, 'portfolio-preview', 1000);

describe('gate', () => {
  it('seeds storedPassword with the verifier, never the password, and replaces edited values', () => {
    seedStoredVerifier(payload);
    expect(localStorage.getItem('storedPassword')).toBe(payload.verifier);
    expect(localStorage.getItem('storedPassword')).not.toContain('portfolio-preview');
    localStorage.setItem('storedPassword', 'tampered');
    seedStoredVerifier(payload);
    expect(localStorage.getItem('storedPassword')).toBe(payload.verifier);
  });

  it('clears the flag first on every submit, and sets it only for the right password', async () => {
    localStorage.setItem('authenticated', 'true');
    expect(await submitPassword('wrong', payload)).toBe(false);
    expect(localStorage.getItem('authenticated')).toBeNull();
    expect(isFlagged()).toBe(false);

    expect(await submitPassword('portfolio-preview', payload)).toBe(true);
    expect(localStorage.getItem('authenticated')).toBe('true');
  });

  it('keeps no key bytes in local storage, removes those an earlier version left, and locks again', async () => {
    localStorage.setItem('caseStudyKey', 'AAAA');
    clearAccess();
    expect(await submitPassword('portfolio-preview', payload)).toBe(true);
    expect(Object.values({ ...localStorage }).join(' ')).not.toMatch(/[A-Za-z0-9+/]{43}=(?!.)/);
    expect(localStorage.getItem('caseStudyKey')).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(payload)),
    );
    try {
      expect(await openProtected('mango')).toEqual({ secret: true });
      await lock();
      expect(isFlagged()).toBe(false);
      localStorage.setItem('authenticated', 'true');
      expect(await openProtected('mango')).toBeNull(); // the flag alone opens nothing: the key is gone
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('fetchPayload', () => {
  it('asks for the encrypted case study once a visit, and again after a failed attempt', async () => {
    const responses = [new Response('oops', { status: 503 }), Response.json(payload)];
    const fetchMock = vi.fn(async () => responses.shift()!);
    vi.stubGlobal('fetch', fetchMock);
    try {
      expect(await fetchPayload('solenne')).toBeNull();
      expect(await fetchPayload('solenne')).toEqual(payload);
      expect(await fetchPayload('solenne')).toEqual(payload);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(fetchMock).toHaveBeenLastCalledWith('/protected/solenne.json');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('gives the gate only the parameters it needs to check a password', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(gateParamsOf(payload))),
    );
    try {
      const params = await fetchGateParams('solenne');
      const { version, kdf, project, verifier, share, group } = payload;
      expect(params).toEqual({ version, kdf, project, verifier, share, group });
      expect(JSON.stringify(params).length).toBeLessThan(500);
      expect(await fetchPayload('other')).toBeNull(); // parameters alone are not a case study
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
