// Analytics' hooks into the markup: the components render them only when
// content/site.yaml turns analytics on (analytics-hooks.ts), and the page
// script's analytics (analytics.ts) finds them. See app/lib/control-contract.ts.
import { carrying, target } from '../../lib/control-contract.ts';

/** The formats of the CV a visitor can download: each link says its own. */
export const cvFormats = ['PDF', 'JSON'] as const;
export type CvFormat = (typeof cvFormats)[number];

/** A link to the CV's file (the PDF, anywhere it is offered, and the JSON Resume); its value: a `CvFormat`. */
export const cvDownloadLink = /* @__PURE__ */ carrying('data-analytics-cv');
/** An outbound prototype link of a case study; its value: the prototype's kind (Mobile, Desktop…). */
export const prototypeLink = /* @__PURE__ */ carrying('data-analytics-prototype');
/** A case study's last section: once it has been on screen, the case study has been read. */
export const caseStudyEnd = /* @__PURE__ */ target('analytics', 'end');
