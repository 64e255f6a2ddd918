import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImageView } from '~/features/content/views';
import { entryFrame, frameIntervalMs, nextFrame } from '~/features/frames/slideshow';
import { preloadImage } from '~/features/media/preload-image';

type CycleOptions = {
  /** The `sizes` the frames are drawn at, so the preloaded file is the one shown. */
  sizes: string;
  /** Card hover: jump to the second frame at once, and back to the first on stop. */
  fromEntry?: boolean;
};

/**
 * Index of the frame to show while `running`, advancing every 700 ms. A frame
 * is shown only once it has loaded; the one after it is fetched meanwhile.
 * Every timer is cleared when the cycle stops or the component unmounts.
 * `resumeAt` moves to a frame without waiting, for a show the early controls
 * were already running when the app took over (app/start/hand-over.ts), and
 * with `nextInMs` keeps that show's rhythm: its next change comes when it was due.
 */
export function useFrameCycle(frames: ImageView[], running: boolean, { sizes, fromEntry = false }: CycleOptions) {
  const [index, setIndex] = useState(0);
  const current = useRef(0);
  const firstStepMs = useRef<number | undefined>(undefined);
  const total = frames.length;

  useEffect(() => {
    // A show handed over mid-interval: only its first run keeps the early controls' timing.
    const firstStep = firstStepMs.current ?? frameIntervalMs;
    firstStepMs.current = undefined;
    const show = (i: number) => {
      current.current = i;
      setIndex(i);
    };
    if (!running || total < 2) {
      if (fromEntry && current.current !== 0) show(0);
      return;
    }
    let cancelled = false;
    let timer: number | undefined;
    let target = fromEntry ? entryFrame(total) : nextFrame(current.current, total);
    const step = () => {
      const frame = frames[target];
      if (!frame) return;
      void preloadImage(frame, sizes).then(() => {
        if (cancelled) return;
        show(target);
        target = nextFrame(target, total);
        const upcoming = frames[target];
        if (upcoming) void preloadImage(upcoming, sizes);
        timer = window.setTimeout(step, frameIntervalMs);
      });
    };
    if (fromEntry) step();
    else {
      const first = frames[target];
      if (first) void preloadImage(first, sizes);
      timer = window.setTimeout(step, firstStep);
    }
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [frames, running, total, fromEntry, sizes]);

  const resumeAt = useCallback((i: number, nextInMs?: number) => {
    current.current = i;
    firstStepMs.current = nextInMs;
    setIndex(i);
  }, []);

  return { index, resumeAt };
}
