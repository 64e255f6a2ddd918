import { describe, expect, it } from 'vitest';
import { encryptPayload } from '../../build-plugins/encrypt';
import { isFlagged, seedStoredVerifier, submitPassword } from './gate';

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
    expect(localStorage.getItem('caseStudyKey')).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });
});
