// The hooks of cards and covers that cycle through their frames, and of a
// cover's pause/play button: ProjectCard, CoverSlideshow and SlideshowControl
// render them; frames-control.ts and cover-toggle.ts drive them
// (app/lib/control-contract.ts).
import { target } from '../../lib/control-contract.ts';

/** On a card or cover that cycles: its frames as JSON (frames-data.ts). */
export const framesAttribute = 'data-frames';
/** On a cover's pause/play button: whether its show plays, `true` or `false`. The show follows it. */
export const playingAttribute = 'data-playing';
/** On a cover's frame count: the count shown ("02 / 08"). */
export const countAttribute = 'data-count';
/** On a card while its cover cycles: `cycling`, the look it has under the pointer. */
export const stateAttribute = 'data-state';
export const cyclingState = 'cycling';

/** A card the pointer is on: the browser's own state, which no markup carries. */
export const hoveredState = ':hover';

/** A cover button's names, in the page's language: what pressing it does. */
export type CoverToggleWord = 'pause' | 'play';

/** A project card that cycles on hover and focus. */
export const framesCard = /* @__PURE__ */ target('frames', 'card');
/** A case study's cover, which plays from its first paint. */
export const framesCover = /* @__PURE__ */ target('frames', 'cover');
/** A cover's pause/play button, carrying its words. */
export const coverToggle = /* @__PURE__ */ target('frames', 'toggle');
/** A cover's frame count. */
export const coverCount = /* @__PURE__ */ target('frames', 'count');
