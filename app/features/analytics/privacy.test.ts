import { describe, expect, it } from 'vitest';
import { isLocalHost, maySend } from './privacy.ts';

const hosted = 'https://plausible.io';
const local = 'http://127.0.0.1:4433';
const site = { pageHost: 'noracastell.example.com' };

describe('whether anything is sent', () => {
  it('sends from the published site to the configured host', () => {
    expect(maySend(hosted, site)).toBe(true);
    expect(maySend(hosted, { ...site, globalPrivacyControl: false, doNotTrack: '0', windowDoNotTrack: null })).toBe(true);
  });

  it('sends nothing when the visitor asks for privacy: Global Privacy Control, or Do Not Track in either place', () => {
    expect(maySend(hosted, { ...site, globalPrivacyControl: true })).toBe(false);
    expect(maySend(hosted, { ...site, doNotTrack: '1' })).toBe(false);
    expect(maySend(hosted, { ...site, windowDoNotTrack: '1' })).toBe(false);
  });

  it('sends nothing from a page on this computer, unless the collector is on it too (a test)', () => {
    for (const pageHost of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'portfolio.localhost']) {
      expect(isLocalHost(pageHost), pageHost).toBe(true);
      expect(maySend(hosted, { pageHost }), pageHost).toBe(false);
      expect(maySend(local, { pageHost }), pageHost).toBe(true);
      expect(maySend('http://localhost:8000', { pageHost }), pageHost).toBe(true);
    }
    expect(isLocalHost('localhost.example.com')).toBe(false);
    expect(maySend(local, { pageHost: '127.0.0.1', globalPrivacyControl: true })).toBe(false);
  });
});
