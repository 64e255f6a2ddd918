import type { Ctx } from '../svg.ts';

/** A small floating UI card used in compositions. */
export type Widget = { w: number; h: number; draw: (c: Ctx) => void };
