import type { z } from 'zod';
import { aboutSchema, caseStudySchema, cvSchema, siteSchema } from '../schema.ts';
import { aboutFile, caseStudyFile, cvFile, siteFile } from '../source/files.ts';
import { translatedFields } from '../source/translated-fields.ts';
import { translationFile } from '../source/translation.ts';
import { fallbackMessage, issueLines, type Locate } from '../issue-line.ts';
import type { ContentInput } from './validate-content.ts';

/** Whether a field's path is, or lies inside, one of the translated fields (`experience[].text`). */
export function isTranslated(path: readonly PropertyKey[], fields: readonly string[]): boolean {
  return fields.some((field) => {
    const segments = field.replace(/\[\]/g, '.[]').split('.');
    if (path.length < segments.length) return false;
    return segments.every((segment, i) => (segment === '[]' ? typeof path[i] === 'number' : path[i] === segment));
  });
}

function translatedLines(file: string, schema: z.ZodType, value: unknown, fields: readonly string[], locate?: Locate): string[] {
  const parsed = schema.safeParse(value, { error: fallbackMessage });
  if (parsed.success) return [];
  return issueLines(file, parsed.error.issues.filter((issue) => isTranslated(issue.path, fields)), locate);
}

/**
 * The rules of the schema, applied to the texts of a translation: a Spanish
 * subtitle has the same maximum length as the English one. The fields that
 * do not change with the language are the English file's to report.
 */
export function translationLines(content: ContentInput, locale: string, locate?: Locate): string[] {
  const file = (english: string) => translationFile(english, locale);
  return [
    ...translatedLines(file(siteFile), siteSchema, content.site, translatedFields.site, locate),
    ...translatedLines(file(aboutFile), aboutSchema, content.about, translatedFields.about, locate),
    ...translatedLines(file(cvFile), cvSchema, content.cv, translatedFields.cv, locate),
    ...Object.entries(content.caseStudies).flatMap(([slug, study]) =>
      translatedLines(file(caseStudyFile(slug)), caseStudySchema, study, translatedFields.caseStudy, locate),
    ),
  ];
}
