import { line } from '../issue-line.ts';

export type FrontmatterSplit = { yaml: string; yamlLine: number; body: string; bodyLine: number; problems: string[] };

/**
 * Splits a Markdown content file into its frontmatter (the fields between
 * the `---` lines at the top) and its body, with the line each starts on.
 */
export function splitFrontmatter(source: string, file: string): FrontmatterSplit {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  const fence = (text: string | undefined) => text !== undefined && /^---\s*$/.test(text);
  const close = lines.findIndex((text, i) => i > 0 && fence(text));
  if (!fence(lines[0]) || close === -1) {
    const problem = fence(lines[0])
      ? 'has no --- line closing the fields at the top; add a line with only --- after the last field'
      : 'must start with a line of only ---, then the fields (name, subtitle, …), then another --- line, then the text';
    return { yaml: '', yamlLine: 1, body: fence(lines[0]) ? '' : lines.join('\n'), bodyLine: 1, problems: [line(file, '', problem, 1)] };
  }
  return {
    yaml: lines.slice(1, close).join('\n'),
    yamlLine: 2,
    body: lines.slice(close + 1).join('\n'),
    bodyLine: close + 2,
    problems: [],
  };
}
