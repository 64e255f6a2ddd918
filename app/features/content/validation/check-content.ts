import { readContent, type ContentSource } from '../source/read-content.ts';
import { validateContent } from './validate-content.ts';

/**
 * Every problem in the content files under `root`, one line each, as a build
 * stops with them: what the Markdown and YAML could not say (syntax,
 * structure), then what breaks the schema's rules or names a missing file.
 * A file whose fields YAML cannot read gets only its syntax problems: fix
 * those, and the next check says what else is wrong.
 */
export function checkContent(root: string): ContentSource {
  const source = readContent(root);
  const checked = validateContent(source.content, source.files, source.locate).filter(
    (problem) => ![...source.unreadable].some((file) => problem.startsWith(`${file}:`)),
  );
  return { ...source, problems: [...source.problems, ...checked] };
}
