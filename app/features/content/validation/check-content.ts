import { readContent, translatedLocales, type ContentSource } from '../source/read-content.ts';
import { translatedFile } from '../source/translation.ts';
import { validateContent, type ContentInput } from './validate-content.ts';
import { translationLines } from './translation-lines.ts';
import { codenameWarnings } from './codenames.ts';
import { fontWarnings } from './font-characters.ts';

/** What the check found: `problems` stop a build; `warnings` are said and let it go on. */
export type CheckedContent = ContentSource & { warnings: string[] };

/**
 * Every problem in the content files under `root`, one line each, as a build
 * stops with them: what the Markdown and YAML could not say (syntax,
 * structure), then what breaks the schema's rules or names a missing file.
 * A file whose fields YAML cannot read gets only its syntax problems: fix
 * those, and the next check says what else is wrong. The same goes for a
 * translation while its English file has problems. The warnings: a
 * codename project's public texts that name its client (codenames.ts), and
 * texts with characters the site's font lacks (font-characters.ts).
 */
export function checkContent(root: string): CheckedContent {
  const source = readContent(root);
  const checked = [
    ...validateContent(source.content, source.files, source.locate),
    ...(Object.entries(source.translations) as [string, ContentInput][]).flatMap(([locale, content]) => translationLines(content, locale, source.locate)),
  ].filter(
    (problem) => ![...source.unreadable].some((file) => problem.startsWith(`${file}:`)),
  );
  const problems = [...source.problems, ...checked];
  // A translation is read against its English file: while that file has problems, fix those first.
  const fileOf = (problem: string) => problem.replace(/:.*$/s, '');
  const wrong = new Set(problems.map(fileOf));
  const answersEnglish = (problem: string) => {
    const english = translatedFile(fileOf(problem), translatedLocales);
    return english !== undefined && wrong.has(english);
  };
  const warnings = [
    ...codenameWarnings(source.content, source.translations, source.files, source.locate),
    ...fontWarnings(source.content, source.translations, source.locate),
  ];
  return { ...source, problems: problems.filter((problem) => !answersEnglish(problem)), warnings };
}
