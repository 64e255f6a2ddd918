// The section index's hooks: SectionIndex (section-index.tsx) renders them,
// section-index-control.ts drives them (app/lib/control-contract.ts).
import { element, target } from '../../lib/control-contract.ts';

export const sectionIndexNav = /* @__PURE__ */ target('section-index', 'index');
/** Each a link to its section's heading. */
export const sectionIndexLink = /* @__PURE__ */ target('section-index', 'link');
/** A case study's section, around the heading a link leads to: the one on screen is marked in the index. */
export const caseStudySection = /* @__PURE__ */ element('section');
