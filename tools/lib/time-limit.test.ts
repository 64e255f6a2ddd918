import { afterEach, describe, expect, it, vi } from 'vitest';
import { timedTurns, withinTime } from './time-limit.ts';

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

describe('timedTurns', () => {
  const after = (seconds: number) => () => new Promise<string>((resolve) => setTimeout(() => resolve(`${seconds} s`), seconds * 1000));

  it('counts a file’s time from its turn: one waiting behind others is not stopped, one whose own work is too long is', async () => {
    vi.useFakeTimers();
    const turn = timedTurns(2);
    const files = ['a.png', 'b.png', 'c.png', 'd.png'].map((name) => ({
      name,
      turn: turn(`content/${name}`, 'turning it into responsive images', 120),
    }));
    const outcome = (index: number, work: () => Promise<string>) => {
      const { turn: own } = files[index]!;
      return own
        .run(work)
        .then(async (first) => `${first}, ${await own.run(after(10))}`)
        .finally(() => own.done())
        .catch((error: Error) => error.message);
    };
    // Two encoders: a and b take 100 s each, then c (100 s) and d (130 s) wait for them.
    const results = [outcome(0, after(90)), outcome(1, after(90)), outcome(2, after(90)), outcome(3, after(125))];
    await vi.advanceTimersByTimeAsync(400_000);
    expect(await Promise.all(results)).toEqual([
      '90 s, 10 s',
      '90 s, 10 s',
      // Started at 100 s, done at 200 s: more than 120 s after the build asked for it, and on time.
      '90 s, 10 s',
      expect.stringMatching(/^content\/d\.png: turning it into responsive images took longer than 120 seconds/),
    ]);
  });

  it('never waits for a turn when a file needs no work, and lets the next file have the turn when one is done', async () => {
    vi.useFakeTimers();
    const turn = timedTurns(1);
    const idle = turn('content/kept.png', 'turning it into responsive images', 120);
    idle.done();
    const first = turn('content/a.png', 'turning it into responsive images', 120);
    const second = turn('content/b.png', 'turning it into responsive images', 120);
    const a = first.run(after(100)).finally(() => first.done());
    const b = second.run(after(100)).finally(() => second.done());
    await vi.advanceTimersByTimeAsync(200_000);
    await expect(Promise.all([a, b])).resolves.toEqual(['100 s', '100 s']);
  });
});
