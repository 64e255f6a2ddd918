// The hooks of a picture as Image (image.tsx) renders it, which the scripts
// that draw another frame into it find (picture.ts, for frames-control.ts).
// See app/lib/control-contract.ts.
import { element } from '../../lib/control-contract.ts';

/** The `<img>` of a picture: a frame drawn into it takes its file and words. */
export const pictureImage = /* @__PURE__ */ element('picture img');
/** A picture's `<source>`s, one per format: their `sizes`, and a frame's widths. */
export const pictureSource = /* @__PURE__ */ element('picture source');
