import { describe, expect, it } from 'vitest';
import { analyticsConfig, analyticsHostProblem } from './analytics-config.ts';

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
});
