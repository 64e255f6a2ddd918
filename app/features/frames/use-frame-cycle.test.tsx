// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageView } from '~/features/content/views';
import { frameIntervalMs } from './slideshow';
import { useFrameCycle } from './use-frame-cycle';

// Every frame is ready at once: the timing under test is the show's own.
vi.mock('~/features/media/preload-image', () => ({ preloadImage: () => Promise.resolve() }));

const frames = [0, 1, 2].map((i) => ({ src: `/assets/frame-${i}.png`, alt: `Frame ${i + 1}` })) as ImageView[];

/** A cover as the app hydrates it: handed over by the early controls before its own show starts. */
function HandedOverShow({ index, nextInMs }: { index: number; nextInMs?: number }) {
  const cycle = useFrameCycle(frames, true, { sizes: '100vw' });
  useLayoutEffect(() => cycle.resumeAt(index, nextInMs), []); // eslint-disable-line react-hooks/exhaustive-deps
  return <output>{cycle.index}</output>;
}

const shown = () => Number(screen.getByRole('status').textContent);
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useFrameCycle, handed a show over', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes on from the frame on screen when its next change was due, not a whole interval later', async () => {
    render(<HandedOverShow index={1} nextInMs={100} />);
    expect(shown()).toBe(1);
    await wait(99);
    expect(shown()).toBe(1);
    await wait(2);
    expect(shown()).toBe(2);
    // Then in its usual rhythm.
    await wait(frameIntervalMs - 2);
    expect(shown()).toBe(2);
    await wait(2);
    expect(shown()).toBe(0);
  });

  it('waits a whole interval when nothing was due', async () => {
    render(<HandedOverShow index={1} />);
    await wait(frameIntervalMs - 1);
    expect(shown()).toBe(1);
    await wait(2);
    expect(shown()).toBe(2);
  });
});
