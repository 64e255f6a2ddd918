// The hooks of the cover that travels between a card and its case study:
// ProjectCard and CoverSlideshow render them, travelling-cover.ts drives them
// (app/lib/control-contract.ts).
import { carrying } from '../../lib/control-contract.ts';

/** On a card's media and a case study's cover frame: the case study's address. */
export const travellingCover = /* @__PURE__ */ carrying('data-cover');

/** The id of a case study's own cover frame: its page waits for it before its first frame (renderBlockingUntil). */
export const coverFrameId = 'cover';
