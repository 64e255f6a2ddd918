import type { ImageView } from '../content/views.ts';
import type { Hook } from '../../lib/control-contract.ts';
import { framesAttribute } from './frames-contract.ts';

/** What frames-control.ts needs of a frame to show it: the same sources, src and alt React renders. */
export type FrameData = Pick<ImageView, 'src' | 'alt' | 'sources'>;

/**
 * A card's or cover's hook (`hook`, from frames-contract.ts) with its frames
 * as an attribute, so frames-control.ts can cycle them. Nothing for a single
 * frame (there is nothing to cycle), nor for frames inlined as data (the
 * protected case study's: the attribute would hold every image twice).
 */
export function framesData(frames: ImageView[], hook: Hook): Record<string, string> {
  if (frames.length < 2 || frames.some((frame) => !frame.sources)) return {};
  const data: FrameData[] = frames.map(({ src, alt, sources }) => ({ src, alt, sources }));
  return { ...hook.props, [framesAttribute]: JSON.stringify(data) };
}

/**
 * How long after a cover's first frame has loaded its next frame is fetched: past the first
 * paint's busiest moments (the page's load, a visitor's first taps), and early enough, well
 * inside the 700 ms frame interval, to arrive on a slow connection before it is due.
 */
export const nextFrameAfterMs = 300;
