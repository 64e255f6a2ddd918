import type { ImageView } from '~/features/content/views';
import { framesAttribute } from '~/start/names';

/** What the early controls need of a frame to show it: the same sources, src and alt the app renders. */
export type FrameData = Pick<ImageView, 'src' | 'alt' | 'sources'>;

/**
 * The frames of a card or cover as an attribute, so the early controls
 * (app/start/early-controls.ts) can cycle them before the app starts. Nothing
 * for a single frame (there is nothing to cycle), nor for frames inlined as
 * data (the protected case study's: the attribute would hold every image twice).
 */
export function framesData(frames: ImageView[]): Record<string, string> {
  if (frames.length < 2 || frames.some((frame) => !frame.sources)) return {};
  const data: FrameData[] = frames.map(({ src, alt, sources }) => ({ src, alt, sources }));
  return { [framesAttribute]: JSON.stringify(data) };
}
