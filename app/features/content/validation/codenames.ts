import { literal } from '../../../lib/literal.ts';
import { caseStudyFile, projectFolder, siteFile } from '../source/files.ts';
import { translatedFields } from '../source/translated-fields.ts';
import { translationFile } from '../source/translation.ts';
import { fieldPath, line, type Locate } from '../issue-line.ts';
import { isTranslated } from './translation-lines.ts';
import type { ContentInput } from './validate-content.ts';

/**
 * A codename keeps a private project's client out of everything public; a
 * public text that names the client gives it away all the same. These are
 * warnings, not errors (the build goes on, as with placeholder texts): a
 * word can be the client's name and an ordinary word too, and only the owner
 * knows which. Each says the file, the line, the field and the fix.
 */

/** The texts of a private project anyone may read: its teaser (the password page, the card) and its public name. */
const publicFields: readonly (readonly string[])[] = [
  ['codename', 'name'],
  ['teaser', 'outcome'],
  ['teaser', 'role'],
  ['teaser', 'year'],
  ['teaser', 'industry'],
  ['teaser', 'summary'],
  ['teaser', 'cover', 'alt'],
  ['teaser', 'cover', 'file'],
];

/** The password page's own words, which it shows with every private project, and the Request access email. */
const gateFields: readonly (readonly string[])[] = [
  ['gate', 'label'],
  ['gate', 'intro'],
  ['gate', 'noPassword'],
  ['gate', 'requestAccess', 'label'],
  ['gate', 'requestAccess', 'subject'],
  ['gate', 'requestAccess', 'body'],
];

/** The folders of a private project whose files are published as they are, with their names. */
const publishedFolders = ['media/card', 'media/teaser'];

const at = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), value);

/**
 * The real name as a pattern: any capitals, a hyphen in the folder's name
 * matching a hyphen, a space or nothing (hypo-bank: "Hypo Bank", "HypoBank"),
 * and never inside a longer word ("Hypo" is not in "hypothesis").
 */
function namePattern(slug: string): RegExp {
  const parts = slug.split('-').map((part) => literal(part));
  return new RegExp(`(?<![\\p{L}\\p{N}])${parts.join('[-\\s]?')}(?![\\p{L}\\p{N}])`, 'iu');
}

type Hidden = { slug: string; codename: string; pattern: RegExp };

/** The private projects whose codename hides their name. */
function codenameProjects(content: ContentInput): Hidden[] {
  return Object.entries(content.caseStudies).flatMap(([slug, study]) => {
    const { access, codename } = (study ?? {}) as { access?: unknown; codename?: { name?: unknown } };
    const name = codename?.name;
    // A codename on a public project is an error the check reports.
    if (access !== 'private' || typeof name !== 'string') return [];
    return [{ slug, codename: name, pattern: namePattern(slug) }];
  });
}

/**
 * A warning for each public text of a codename project, in each language,
 * that names the project's real name (its folder's name), and for each file
 * it publishes whose name does.
 */
export function codenameWarnings(
  content: ContentInput,
  translations: Record<string, ContentInput>,
  files: readonly string[],
  locate?: Locate,
): string[] {
  const hidden = codenameProjects(content);
  if (hidden.length === 0) return [];
  const languages: [string | undefined, ContentInput][] = [[undefined, content], ...Object.entries(translations)];
  const fileIn = (english: string, locale: string | undefined) => (locale === undefined ? english : translationFile(english, locale));

  const texts = languages.flatMap(([locale, version]) =>
    hidden.flatMap(({ slug, codename, pattern }) => {
      const study = version.caseStudies[slug];
      // A translation holds only its translated texts; the rest is the English file's, and warned about there.
      const inFile = (path: readonly string[], fields: readonly string[]) => locale === undefined || isTranslated(path, fields);
      const named = (value: unknown) => (typeof value === 'string' ? pattern.exec(value)?.[0] : undefined);
      const own = publicFields.flatMap((path) => {
        const found = inFile(path, translatedFields.caseStudy) ? named(at(study, path)) : undefined;
        if (found === undefined) return [];
        const file = fileIn(caseStudyFile(slug), locale);
        return [
          line(
            file,
            fieldPath(path),
            `names "${found}", the real name of the project its codename ${codename} hides; anyone can read this text, so write it without the name`,
            locate?.(file, path),
          ),
        ];
      });
      const gate = gateFields.flatMap((path) => {
        const found = inFile(path, translatedFields.site) ? named(at(version.site, path)) : undefined;
        if (found === undefined) return [];
        const file = fileIn(siteFile, locale);
        return [
          line(
            file,
            fieldPath(path),
            `names "${found}", the real name of the project ${caseStudyFile(slug)} hides behind its codename ${codename}; the password page shows this text to anyone, so write it without the name`,
            locate?.(file, path),
          ),
        ];
      });
      return [...own, ...gate];
    }),
  );

  const published = hidden.flatMap(({ slug, codename, pattern }) =>
    files
      .filter((file) => publishedFolders.some((folder) => file.startsWith(`${projectFolder(slug)}/${folder}/`)))
      .flatMap((file) => {
        const found = pattern.exec(file.slice(file.lastIndexOf('/') + 1));
        return found
          ? [line(file, '', `has "${found[0]}" in its name, the real name of the project its codename ${codename} hides; this file is published with its name, so rename it`)]
          : [];
      }),
  );
  return [...new Set([...texts, ...published])];
}
