import type { CaseStudy } from '../types.ts';
import { caseStudy as mango } from './mango/case-study.ts';
import { caseStudy as stayforlong } from './stayforlong/case-study.ts';
import { caseStudy as huru } from './huru/case-study.ts';
import { caseStudy as clubberize } from './clubberize/case-study.ts';
import { caseStudy as lowtaux } from './lowtaux/case-study.ts';
import { caseStudy as hypo } from './hypo/case-study.ts';

/**
 * Every project, by its address (its lower-cased name). Each one's folder
 * holds its case study and media; `npm run new-project -- <Name>` creates
 * the folder and adds it here. The home page order is in order.ts.
 */
const projects = {
  mango,
  stayforlong,
  huru,
  clubberize,
  lowtaux,
  hypo,
};

export type Slug = keyof typeof projects;

export const caseStudies: Record<Slug, CaseStudy> = projects;
