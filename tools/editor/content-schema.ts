/**
 * The schema the editor's forms are generated from. Every part of the
 * editor imports it from here, so moving the schema changes these lines.
 */
import { z } from 'zod';
import { siteSchema } from '../../app/features/content/schema.ts';

export { aboutSchema, caseStudySchema, cvSchema, limits } from '../../app/features/content/schema.ts';

/** content/site.yaml: the site settings and `projects`, the home page's order of case studies. */
export const siteFileSchema =
  'projects' in siteSchema.shape
    ? siteSchema
    : siteSchema.extend({
        projects: z.array(
          z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'is not a project folder name; write it in small letters, e.g. huru' }),
        ),
      });
