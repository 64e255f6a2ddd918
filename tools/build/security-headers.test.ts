import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  commonHeaders,
  contentSecurityPolicy,
  immutableCache,
  staticContentSecurityPolicy,
} from './security-headers.ts';

describe('content security policy', () => {
  const hashes = ["'sha256-abc='", "'sha256-def='"];

  it('allows inline scripts only by the hashes given', () => {
    const policy = contentSecurityPolicy(hashes);
    expect(policy).toContain("script-src 'self' 'sha256-abc=' 'sha256-def='");
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('leaves out of the meta version what browsers ignore there, and nothing else', () => {
    const meta = contentSecurityPolicy(hashes, { meta: true });
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).toBe(contentSecurityPolicy(hashes).replace("frame-ancestors 'none'; ", ''));
  });
});

describe('vercel.json', () => {
  // Vercel reads its headers before the build, so they are written out by hand: they must not drift.
  type Rule = { source: string; headers: { key: string; value: string }[] };
  const config = JSON.parse(readFileSync('vercel.json', 'utf8')) as { headers: Rule[]; outputDirectory: string };
  const rule = (source: string) =>
    Object.fromEntries((config.headers.find((r) => r.source === source)?.headers ?? []).map((h) => [h.key, h.value]));

  it('sends the same headers as the other hosts, with the policy that needs no build output', () => {
    expect(rule('/(.*)')).toEqual({ ...commonHeaders, 'Content-Security-Policy': staticContentSecurityPolicy });
    expect(rule('/assets/(.*)')).toEqual({ 'Cache-Control': immutableCache });
    expect(config.outputDirectory).toBe('build/client');
  });
});
