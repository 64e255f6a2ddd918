import { describe, expect, it } from 'vitest';
import { analyticsConfig, analyticsHostProblem, analyticsOrigin } from './analytics-config.ts';

describe('the analytics settings the scripts are built with', () => {
  it('are null without analytics, and hold the host as its origin', () => {
    expect(analyticsConfig(undefined)).toBeNull();
    expect(analyticsConfig({ provider: 'umami', host: 'https://Stats.Example.com/', site: 'abc' })).toEqual({
      provider: 'umami',
      host: 'https://stats.example.com',
      site: 'abc',
    });
  });

  it('take an https: origin, and http: only on this computer', () => {
    for (const good of [
      'https://plausible.io',
      'https://plausible.io/',
      'https://stats.example.com:8443',
      'http://localhost:4433',
      'http://127.0.0.1',
    ])
      expect(analyticsHostProblem(good), good).toBeUndefined();
    for (const bad of ['http://plausible.io', 'http://192.168.1.2', 'ftp://plausible.io', 'plausible.io', 'javascript:alert(1)'])
      expect(analyticsHostProblem(bad), bad).toBeDefined();
  });

  it('refuse a path, a query, a fragment, or a user name and password', () => {
    for (const bad of [
      'https://plausible.io/api/event',
      'https://plausible.io/?x=1',
      'https://plausible.io/#a',
      'https://plausible.io?',
      'https://me@plausible.io',
      'https://me:pw@plausible.io',
    ])
      expect(analyticsHostProblem(bad), bad).toBeDefined();
  });

  it('take one host name: no wildcard, no ;, no space or quote, nothing a host name cannot hold', () => {
    for (const bad of [
      'https://*',
      'https://*.plausible.io',
      'https://plausible.io;sandbox',
      "https://plausible.io; script-src 'unsafe-inline'",
      'https://plausible.io https://other.example',
      'https://plausible.io,https://other.example',
      "https://plausible.io'",
      'https://"plausible.io"',
      'https://plaus ible.io',
      'https://plausible.io\\',
      'https://pla$usible.io',
      'https://-plausible.io',
      'https://plausible.io.',
      'https://plausible..io',
      'https://[::1]',
      'https://a_b.example.com',
    ])
      expect(analyticsHostProblem(bad), bad).toBeDefined();
    expect(analyticsHostProblem('https://*')).toBe(
      'holds a "*" (a wildcard), which is not part of a host name; write one address, the provider\'s alone, e.g. https://plausible.io',
    );
    expect(analyticsHostProblem('https://a.com;sandbox')).toBe(
      'holds ";", which is not part of a host name; write one address, the provider\'s alone, e.g. https://plausible.io',
    );
    for (const good of ['https://bücher.example', 'https://stats-1.example.co.uk', 'https://localhost', 'https://1.2.3.4'])
      expect(analyticsHostProblem(good), good).toBeUndefined();
  });

  it('refuse a host the URL parser reads as another: a dot of another script that splits it elsewhere, a short form of an address', () => {
    // Read as plausible.io.evil.example: a domain of evil.example, which would receive every visit.
    for (const [bad, read] of <[string, string][]>[
      ['https://plausible.io\u3002evil.example', 'plausible.io.evil.example'],
      ['https://plausible\uff0eio', 'plausible.io'],
      ['https://plausible\uff61io', 'plausible.io'],
      ['https://b\u00fccher\u3002example', 'xn--bcher-kva.example'],
      ['https://0x7f.1', '127.0.0.1'],
      ['https://0', '0.0.0.0'],
      ['http://127.1', '127.0.0.1'],
      ['https://%70lausible.io', 'plausible.io'],
    ])
      expect(analyticsHostProblem(bad), bad).toBe(
        `is read as "${read}", which is not the host as written; write the host as it is read, e.g. https://plausible.io`,
      );
    // Letter case, a port and an international name are read as written.
    for (const good of [
      'https://Plausible.IO',
      'https://plausible.io:8443',
      'https://b\u00fccher.example',
      'https://stats.b\u00fccher.example:443/',
    ])
      expect(analyticsHostProblem(good), good).toBeUndefined();
  });

  it('are sent to, and allowed by the policy, as the origin the URL parser reads, never as written', () => {
    expect(analyticsOrigin('https://Stats.Example.com:443/')).toBe('https://stats.example.com');
    expect(analyticsOrigin('https://bücher.example')).toBe('https://xn--bcher-kva.example');
    expect(() => analyticsOrigin('https://a.com;sandbox')).toThrow('The analytics host "https://a.com;sandbox" holds ";"');
    expect(() => analyticsConfig({ provider: 'plausible', host: 'https://*', site: 'x' })).toThrow(/wildcard/);
  });
});
