/**
 * Adding a project to content/projects/order.ts (the home page order) and
 * content/projects/index.ts (the import of its case study), as text edits
 * that keep the owner's formatting.
 */

/** Thrown with a message that is the whole story: the command prints it as one line. */
export class ScaffoldError extends Error {}

const reservedWords = new Set(
  ('break case catch class const continue debugger default delete do else enum export extends false finally for function if ' +
    'import in instanceof new null return super switch this throw true try typeof var void while with yield let static ' +
    'implements interface package private protected public await arguments eval undefined NaN Infinity projects caseStudies')
    .split(' '),
);

/** The variable a project's case study is imported as: `hypo-bank` → `hypoBank`. */
export function importName(slug: string): string {
  const camel = slug.replace(/-([a-z0-9])/g, (_, next: string) => next.toUpperCase());
  return /^[0-9]/.test(camel) || reservedWords.has(camel) ? `project${camel.charAt(0).toUpperCase()}${camel.slice(1)}` : camel;
}

/** Appends `slug` to the `projectOrder` list, one entry a line (or inline if the list is written on one line). */
export function addToOrder(source: string, slug: string): string {
  const list = /(export const projectOrder\b[^=]*=\s*\[)([^\]]*)(\])/.exec(source);
  if (!list) throw new ScaffoldError(`content/projects/order.ts: cannot find the projectOrder list; add '${slug}' to it by hand.`);
  const [whole, open, items = '', close] = list;
  const entries = items.replace(/[\s,]+$/, '');
  const multiline = items.includes('\n') || entries === '';
  const added = multiline ? `${entries}${entries ? ',' : ''}\n  '${slug}',\n` : `${entries}, '${slug}'`;
  return source.replace(whole, `${open}${added}${close}`);
}

/** Adds the import of the project's case study and its entry in the `projects` map. */
export function addToIndex(source: string, slug: string): string {
  const name = importName(slug);
  const imports = [...source.matchAll(/^import \{ caseStudy as \w+ \} from '[^']+';$/gm)];
  const lastImport = imports.at(-1);
  const map = /(const projects = \{)([^}]*)(\})/.exec(source);
  if (!lastImport || lastImport.index === undefined || !map)
    throw new ScaffoldError(`content/projects/index.ts: cannot find the case-study imports and the projects map; add ${slug} there by hand, like the others.`);
  const importLine = `import { caseStudy as ${name} } from './${slug}/case-study.ts';`;
  const key = name === slug ? name : `'${slug}': ${name}`;
  const [whole, open, items = '', close] = map;
  const entries = items.replace(/[\s,]+$/, '');
  const withEntry = source.replace(whole, `${open}${entries}${entries ? ',' : ''}\n  ${key},\n${close}`);
  const at = lastImport.index + lastImport[0].length;
  return `${withEntry.slice(0, at)}\n${importLine}${withEntry.slice(at)}`;
}
