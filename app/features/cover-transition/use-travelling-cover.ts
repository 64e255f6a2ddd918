import type { CSSProperties } from 'react';
import { useViewTransitionState } from 'react-router';
import { coverTransitionName } from './transition-name';

/**
 * Whether a project's cover is travelling between its card and its case
 * study at `path` (a view transition to or from that page is running), and
 * the style that names it for the transition. While it travels, card and
 * cover both show the first frame: the card's rest frame, the one the case
 * study opens on, so the frame that grows is the frame that arrives.
 */
export function useTravellingCover(path: string, enabled = true): { travelling: boolean; style?: CSSProperties } {
  const travelling = useViewTransitionState(path) && enabled;
  return { travelling, style: travelling ? { viewTransitionName: coverTransitionName(path) } : undefined };
}

/**
 * Whether a link should ask for a view transition: not under reduced motion,
 * and only where the browser has the API (elsewhere the page changes as before).
 */
export function canTravel(reducedMotion: boolean): boolean {
  return !reducedMotion && typeof document !== 'undefined' && 'startViewTransition' in document;
}
