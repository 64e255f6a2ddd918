// The hook of the next page fetched ahead (prefetch.ts): any link of the
// page, which the site's components render as plain links. See
// app/lib/control-contract.ts.
import { element } from '../../lib/control-contract.ts';

/** A link: the pointer, a touch or focus on one fetches its page ahead. */
export const pageLink = /* @__PURE__ */ element('a[href]');
