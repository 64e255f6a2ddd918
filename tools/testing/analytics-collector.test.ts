import { afterEach, describe, expect, it } from 'vitest';
import { startCollector, type Collector } from './analytics-collector.ts';

let collector: Collector | undefined;
afterEach(async () => {
  await collector?.close();
  collector = undefined;
});

describe('the stand-in analytics collector', () => {
  it('keeps what a page sends, answers it as a provider would, and lets another origin read the answer', async () => {
    collector = await startCollector();
    const answer = await fetch(`${collector.origin}/api/event?x=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'http://localhost:4173' },
      body: '{"n":"pageview"}',
    });
    expect(answer.status).toBe(202);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(collector.received()).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/event', query: { x: '1' }, body: '{"n":"pageview"}' }),
    ]);
    collector.clear();
    expect(collector.received()).toEqual([]);
  });

  it('answers a CORS preflight without counting it as something sent', async () => {
    collector = await startCollector();
    const answer = await fetch(`${collector.origin}/api/send`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(collector.received()).toEqual([]);
  });
});
