import { caseStudyFile } from './projects.ts';
import { aboutFile, cvFile, siteFile, type ContentInput } from './validate-content.ts';

/** New content starts with texts ending in this; the owner replaces them. */
export const placeholderMark = '(placeholder)';

function countMarked(value: unknown): number {
  if (typeof value === 'string') return value.includes(placeholderMark) ? 1 : 0;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countMarked(item), 0);
  if (value && typeof value === 'object') return countMarked(Object.values(value));
  return 0;
}

/**
 * A reminder per file that still holds placeholder texts. Not an error: a
 * new project builds at once, so its owner can preview it while writing.
 */
export function placeholderNotes(content: ContentInput): string[] {
  const files: [string, unknown][] = [
    [siteFile, content.site],
    [aboutFile, content.about],
    [cvFile, content.cv],
    ...Object.entries(content.caseStudies).map(([slug, study]): [string, unknown] => [caseStudyFile(slug), study]),
  ];
  return files.flatMap(([file, value]) => {
    const count = countMarked(value);
    if (count === 0) return [];
    const texts = count === 1 ? '1 text still ends' : `${count} texts still end`;
    return [`${file}: ${texts} in "${placeholderMark}"; replace ${count === 1 ? 'it' : 'them'} with your own words before you publish.`];
  });
}
