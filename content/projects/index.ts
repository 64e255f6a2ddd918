import type { CaseStudy } from '../types';
import type { projectOrder } from './order';
import { caseStudy as mango } from './mango/case-study';
import { caseStudy as stayforlong } from './stayforlong/case-study';
import { caseStudy as huru } from './huru/case-study';
import { caseStudy as clubberize } from './clubberize/case-study';
import { caseStudy as lowtaux } from './lowtaux/case-study';
import { caseStudy as hypo } from './hypo/case-study';

export type Slug = (typeof projectOrder)[number];

export const caseStudies: Record<Slug, CaseStudy> = { mango, stayforlong, huru, clubberize, lowtaux, hypo };
