import { describe, expect, it } from 'vitest';
import { canCycle, durationMs, entryFrame, frameIntervalMs, nextFrame } from './slideshow.ts';

describe('slideshow timing', () => {
  it('uses the 700 ms frame interval of the motion tokens', () => {
    expect(frameIntervalMs).toBe(700);
  });

  it('reads a token duration in milliseconds or seconds', () => {
    expect(durationMs('180ms')).toBe(180);
    expect(durationMs('0.7s')).toBe(700);
    expect(() => durationMs('fast')).toThrow(/"fast" is not a duration/);
  });

  it('wraps at the number of frames', () => {
    expect(nextFrame(6, 8)).toBe(7);
    expect(nextFrame(7, 8)).toBe(0);
  });

  it('jumps to the second image on entry, or stays on the only one', () => {
    expect(entryFrame(8)).toBe(1);
    expect(entryFrame(1)).toBe(0);
  });

  it('never cycles a single image or when the visitor asks for less motion', () => {
    expect(canCycle(8, false)).toBe(true);
    expect(canCycle(1, false)).toBe(false);
    expect(canCycle(8, true)).toBe(false);
  });
});
