// The section index's hooks: SectionIndex (section-index.tsx) renders them,
// section-index-control.ts drives them (app/lib/control-contract.ts).
import { target } from '../../lib/control-contract.ts';

export const sectionIndexNav = /* @__PURE__ */ target('section-index', 'index');
/** Each a link to its section's heading. */
export const sectionIndexLink = /* @__PURE__ */ target('section-index', 'link');
