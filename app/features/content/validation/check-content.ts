import { readContent, translatedLocales, type ContentSource } from '../source/read-content.ts';
import { translatedFile } from '../source/translation.ts';
import { validateContent, type ContentInput } from './validate-content.ts';
import { translationLines } from './translation-lines.ts';
import { codenameWarnings } from './codenames.ts';
import { fontWarnings } from './font-characters.ts';
import { leftOutMedia, mediaPlan } from '../published-media.ts';
import { mediaProblems } from './media-checks.ts';
import { line } from '../issue-line.ts';

/** The most problems said of one file: past them, one line says how many more there are. */
export const maxProblemsPerFile = 50;

/** A problem's file: the text before its first colon. */
const fileOf = (problem: string) => problem.replace(/:.*$/s, '');

/**
 * The first `maxProblemsPerFile` problems of each file, and one line for the
 * rest of it: a file a thousand things are wrong with is fixed from the top,
 * and a list of a thousand lines would bury the other files' problems.
 */
export function atMostPerFile(problems: readonly string[]): string[] {
  const counts = new Map<string, number>();
  const kept = problems.filter((problem) => {
    const file = fileOf(problem);
    const count = (counts.get(file) ?? 0) + 1;
    counts.set(file, count);
    return count <= maxProblemsPerFile;
  });
  const rest = [...counts]
    .filter(([, count]) => count > maxProblemsPerFile)
    .map(([file, count]) => line(file, '', `has ${count - maxProblemsPerFile} more problems after these; fix these first, then check again`));
  return [...kept, ...rest];
}

/** What the check found: `problems` stop a build; `warnings` are said and let it go on. */
export type CheckedContent = ContentSource & { warnings: string[] };

/**
 * Every problem in the content files under `root`, one line each, as a build
 * stops with them: what the Markdown and YAML could not say (syntax,
 * structure), then what breaks the schema's rules or names a missing file.
 * A file whose fields YAML cannot read gets only its syntax problems: fix
 * those, and the next check says what else is wrong. The same goes for a
 * translation while its English file has problems. The warnings: a
 * codename project's public texts that name its client (codenames.ts),
 * texts with characters the site's font lacks (font-characters.ts), and
 * each media file the site leaves out (published-media.ts).
 */
export function checkContent(root: string): CheckedContent {
  const source = readContent(root);
  const checked = [
    ...validateContent(source.content, source.files, source.locate),
    ...(Object.entries(source.translations) as [string, ContentInput][]).flatMap(([locale, content]) => translationLines(content, locale, source.locate)),
  ].filter(
    (problem) => ![...source.unreadable].some((file) => problem.startsWith(`${file}:`)),
  );
  const plan = mediaPlan(source.content, source.files);
  const problems = [...source.problems, ...checked, ...mediaProblems(root, plan)];
  // A translation is read against its English file: while that file has problems, fix those first.
  const wrong = new Set(problems.map(fileOf));
  const answersEnglish = (problem: string) => {
    const english = translatedFile(fileOf(problem), translatedLocales);
    return english !== undefined && wrong.has(english);
  };
  const warnings = [
    ...codenameWarnings(source.content, source.translations, source.files, source.locate),
    ...fontWarnings(source.content, source.translations, source.locate),
    ...leftOutMedia(plan, source.content, source.files),
  ];
  return { ...source, problems: atMostPerFile(problems.filter((problem) => !answersEnglish(problem))), warnings };
}
