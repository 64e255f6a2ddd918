// The motion demo's hooks: MotionDemo (motion-demo.tsx) renders them,
// motion-demo-control.ts drives them (app/lib/control-contract.ts).
import { target } from '../../lib/control-contract.ts';

/** What the demo's button may say. */
export type MotionDemoWord = 'play' | 'reset';

/** On the frame strip's cell shown, and on the demo while it plays: `true`, or absent. */
export const currentAttribute = 'data-current';
export const playingAttribute = 'data-playing';

export const motionDemo = /* @__PURE__ */ target('motion-demo', 'demo');
/** Play and Reset, carrying both words. */
export const motionDemoButton = /* @__PURE__ */ target('motion-demo', 'button');
/** A cell of the strip of frames. */
export const motionDemoCell = /* @__PURE__ */ target('motion-demo', 'cell');
/** Said instead, for a visitor who asks for less motion. */
export const motionDemoStill = /* @__PURE__ */ target('motion-demo', 'still');
