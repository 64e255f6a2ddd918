import { charactersOutsideFont } from '../../../styles/font-ranges.ts';
import { codePoint } from '../hidden-characters.ts';
import { aboutFile, caseStudyFile, cvFile, siteFile } from '../source/files.ts';
import { translatedFields } from '../source/translated-fields.ts';
import { translationFile } from '../source/translation.ts';
import { fieldPath, line, type Locate } from '../issue-line.ts';
import { isTranslated } from './translation-lines.ts';
import type { ContentInput } from './validate-content.ts';

/**
 * The site's font is cut to Latin letters and punctuation (app/styles/font-ranges.ts), so that every
 * page loads one small file. A character of the content outside it still shows, drawn from
 * another font of the visitor's device, which looks out of place beside Inter. A warning, not an
 * error (the build goes on, as with placeholder texts): a name in another script may be meant.
 * Each says the file, the line, the field and the fix.
 */

/** Fields that hold a file name, an address or a link: they name things, and no page draws them as text. */
const notDrawn = new Set(['file', 'href', 'url', 'email', 'caseStudyUrl', 'companyUrl', 'profileUrl']);
/** The about page's gallery items name their file in `name`. */
const isGalleryFile = (path: readonly PropertyKey[]) => path[0] === 'galleries' && path[2] === 'items' && path[4] === 'name';

/** Every text of a content file's value, with its path. */
function textsOf(value: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textsOf(item, [...path, key]));
  return [];
}

const characterList = (chars: string[]) => {
  const named = chars.map((char) => `"${char}" (${codePoint(char.codePointAt(0) ?? 0)})`);
  return named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
};

/** A warning for each text, in each language, that holds characters the site's font lacks. */
export function fontWarnings(content: ContentInput, translations: Record<string, ContentInput>, locate?: Locate): string[] {
  const languages: [string | undefined, ContentInput][] = [[undefined, content], ...Object.entries(translations)];
  return languages.flatMap(([locale, version]) => {
    const files: [string, unknown, readonly string[]][] = [
      [siteFile, version.site, translatedFields.site],
      [aboutFile, version.about, translatedFields.about],
      [cvFile, version.cv, translatedFields.cv],
      ...Object.entries(version.caseStudies).map(([slug, study]): [string, unknown, readonly string[]] => [caseStudyFile(slug), study, translatedFields.caseStudy]),
    ];
    return files.flatMap(([english, value, translated]) => {
      const file = locale === undefined ? english : translationFile(english, locale);
      return textsOf(value)
        // A translation holds only its translated texts; the rest is the English file's, and warned about there.
        .filter(({ path }) => locale === undefined || isTranslated(path, translated))
        .filter(({ path }) => !notDrawn.has(String(path.at(-1))) && !isGalleryFile(path))
        .flatMap(({ path, text }) => {
          const outside = charactersOutsideFont(text);
          if (outside.length === 0) return [];
          const them = outside.length === 1 ? 'it' : 'them';
          return [
            line(
              file,
              fieldPath(path),
              `has ${characterList(outside)}, which the site's font lacks, so pages draw ${them} in another font of the visitor's device; write ${them} otherwise, or add ${them} to the font (latinRanges in app/styles/font-ranges.ts, then npm run fonts)`,
              locate?.(file, path),
            ),
          ];
        });
    });
  });
}
