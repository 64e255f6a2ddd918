/**
 * The shape of every piece of content on the site, derived from the rules in
 * `schema.ts` so it is written once; the field comments live on the schema
 * and show in the editor. The content files are read into these shapes
 * (source/read-content.ts) and checked against the schema before a page is
 * built from them.
 *
 * The types are what a content file holds (`z.input`); the schema has no
 * transforms, so that is also what a check of it returns.
 */
import type { z } from 'zod';
import type { aboutSchema, caseStudySchema, cvSchema, siteSchema } from './schema.ts';

/**
 * Rich text: plain text in which a line break is written as a newline or
 * as `<br>`. It is split into lines and rendered by React, never as HTML.
 */
export type Text = string;

export type CaseStudy = z.input<typeof caseStudySchema>;
/** Who may open a case study from its card. */
export type Access = CaseStudy['access'];
/** An external prototype link; an empty href shows the link as unavailable. */
export type PrototypeLink = CaseStudy['prototypes'][number];
export type PrototypeKind = PrototypeLink['kind'];
/** A titled lesson learned. */
export type Lesson = CaseStudy['lessons'][number];

export type About = z.input<typeof aboutSchema>;
export type ExperienceEntry = About['experience'][number];

export type Site = z.input<typeof siteSchema>;

/** What only the CV says (`/cv`, the PDF and `resume.json`). */
export type Cv = z.input<typeof cvSchema>;
export type EducationEntry = Cv['education'][number];
