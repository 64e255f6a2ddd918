// The one token the app reads at run time, in a file of its own so the bundle carries only it.
import motion from '../../../tokens/frame-interval.tokens.json';

/** A DTCG duration (`700ms`, `0.7s`) in milliseconds. */
export function durationMs(value: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s)$/.exec(value.trim());
  if (!match) throw new Error(`"${value}" is not a duration like 700ms.`);
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
}

/**
 * One interval for both the case-study cover and card hover cycling, from the motion tokens.
 * Marked pure, so a script that does not need it leaves the token out.
 */
export const frameIntervalMs = /* @__PURE__ */ (() => durationMs(motion['frame-interval'].$value))();

/** The frame after `index`, wrapping at `total`. */
export function nextFrame(index: number, total: number): number {
  return total > 0 ? (index + 1) % total : 0;
}

/** On pointer entry a card jumps straight to its second image (when it has one). */
export function entryFrame(total: number): number {
  return total > 1 ? 1 : 0;
}

/** A card or slideshow cycles only with more than one frame and motion allowed. */
export function canCycle(total: number, reducedMotion: boolean): boolean {
  return total > 1 && !reducedMotion;
}

/** The frame count beside the control, e.g. "03 / 08". */
export function frameCount(index: number, total: number): string {
  return `${String(index + 1).padStart(2, '0')} / ${String(total).padStart(2, '0')}`;
}
