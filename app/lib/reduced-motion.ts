/** The visitor's request for less motion: the scripts and the React hook read this one query (CSS has its own @media rules). */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** True when the visitor asks for less motion, now. */
export const prefersReducedMotion = (): boolean => window.matchMedia(reducedMotionQuery).matches;
