import { afterEach, describe, expect, it, vi } from 'vitest';
import { withinTime } from './time-limit.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('withinTime', () => {
  it('gives the work its answer when it comes in time', async () => {
    await expect(withinTime(Promise.resolve(42), 'content/a.png', 'turning it into responsive images', 1)).resolves.toBe(42);
  });

  it('stops past its time with the file named, and what was being done with it', async () => {
    vi.useFakeTimers();
    const stopped = withinTime(new Promise(() => {}), 'content/projects/huru/media/board.svg', 'turning it into responsive images', 120);
    const caught = stopped.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(120_000);
    const error = (await caught) as Error;
    expect(error.name).toBe('Build stopped');
    expect(error.message).toMatch(
      /^content\/projects\/huru\/media\/board\.svg: turning it into responsive images took longer than 120 seconds, so the build stopped\./,
    );
    expect(error.stack).toBe(`Build stopped: ${error.message}`);
  });
});
