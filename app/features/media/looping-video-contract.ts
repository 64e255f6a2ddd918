// A silent loop's hook: LoopingVideo (looping-video.tsx) renders it,
// looping-video-control.ts drives it (app/lib/control-contract.ts).
import { carrying } from '../../lib/control-contract.ts';

/** On a silent loop shown like an image. */
export const loopingVideo = /* @__PURE__ */ carrying('data-looping');
