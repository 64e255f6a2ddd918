import type { ImageView } from '~/features/content/views';

/** On a card or cover that cycles: its frames as JSON, for frames-control.ts. */
export const framesAttribute = 'data-frames';

/** What frames-control.ts needs of a frame to show it: the same sources, src and alt React renders. */
export type FrameData = Pick<ImageView, 'src' | 'alt' | 'sources'>;

/**
 * The frames of a card or cover as an attribute, so frames-control.ts can
 * cycle them. Nothing for a single frame (there is nothing to cycle), nor for frames inlined as
 * data (the protected case study's: the attribute would hold every image twice).
 */
export function framesData(frames: ImageView[]): Record<string, string> {
  if (frames.length < 2 || frames.some((frame) => !frame.sources)) return {};
  const data: FrameData[] = frames.map(({ src, alt, sources }) => ({ src, alt, sources }));
  return { [framesAttribute]: JSON.stringify(data) };
}

/**
 * How long after a cover's first frame has loaded its next frame is fetched: past the first
 * paint's busiest moments (the page's load, a visitor's first taps), and early enough, well
 * inside the 700 ms frame interval, to arrive on a slow connection before it is due.
 */
export const nextFrameAfterMs = 300;
