// The lightbox's hooks in the page: lightbox-data.tsx and Zoomable
// (zoomable.tsx) render them, lightbox-trigger.ts drives them; the prefetch
// and the speculation rules leave a Zoomable's link alone
// (app/lib/control-contract.ts).
import { carrying, element, target } from '../../lib/control-contract.ts';

/** On the element whose Zoomables share one lightbox: the address of the lightbox's code. */
export const lightboxRoot = /* @__PURE__ */ carrying('data-lightbox');
/** An image or video that opens in the lightbox: the n-th is the n-th item. */
export const zoomable = /* @__PURE__ */ carrying('data-zoomable');
/** The image a Zoomable shows in the page: the lightbox opens on the same file. */
export const zoomableImage = /* @__PURE__ */ element('img');
/** The items, as JSON in a script element. */
export const lightboxItemsData = /* @__PURE__ */ target('lightbox', 'items');
/** The lightbox's labels in the page's language, as JSON in a script element. */
export const lightboxWordsData = /* @__PURE__ */ target('lightbox', 'words');
