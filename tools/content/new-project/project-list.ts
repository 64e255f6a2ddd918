/**
 * Adding a project to the home page order, the `projects:` list of
 * content/site.yaml, as a text edit that keeps the owner's formatting and
 * comments.
 */

/** Thrown with a message that is the whole story: the command prints it as one line. */
export class ScaffoldError extends Error {}

/** Whether `slug` is already in the `projects:` list. */
export function listsProject(siteYaml: string, slug: string): boolean {
  const block = /^projects:[ \t]*(\[[^\]\n]*\])?[ \t]*(#.*)?\n((?:[ \t]+.*\n?|\n)*)/m.exec(siteYaml);
  if (!block) return false;
  const items = block[1] ? block[1].slice(1, -1).split(',') : [...(block[3] ?? '').matchAll(/^[ \t]*-[ \t]*(.*)$/gm)].map((match) => match[1] ?? '');
  return items.map((item) => item.replace(/#.*$/, '').trim().replace(/^['"]|['"]$/g, '')).includes(slug);
}

/** Appends `slug` to the `projects:` list: one `- slug` a line, or inline if the list is written on one line. */
export function addToOrder(siteYaml: string, slug: string): string {
  const inline = /^(projects:[ \t]*\[)([^\]\n]*)(\])/m.exec(siteYaml);
  if (inline) {
    const [whole, open, items = '', close] = inline;
    const entries = items.trim().replace(/,$/, '');
    return siteYaml.replace(whole, `${open}${entries}${entries ? ', ' : ''}${slug}${close}`);
  }
  const block = /^projects:[ \t]*(#.*)?\n((?:[ \t]+-.*\n?|[ \t]*#.*\n?)*)/m.exec(siteYaml);
  if (!block) {
    if (/^projects:/m.test(siteYaml))
      throw new ScaffoldError(`content/site.yaml: cannot read the projects list; add "- ${slug}" to it by hand.`);
    return `${siteYaml.replace(/\n*$/, '\n')}projects:\n  - ${slug}\n`;
  }
  const items = block[2] ?? '';
  const indent = /^([ \t]+)-/m.exec(items)?.[1] ?? '  ';
  const at = (block.index ?? 0) + block[0].length;
  const separator = block[0].endsWith('\n') ? '' : '\n';
  return `${siteYaml.slice(0, at)}${separator}${indent}- ${slug}\n${siteYaml.slice(at)}`;
}
