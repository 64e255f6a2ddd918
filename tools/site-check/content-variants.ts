// The owner's content as she may change it over the years: projects retired (every private one
// too), one of her own added, herself renamed, as many projects as the CV's two pages take (25). `npm run test:site` must pass on
// each (tools/site-check/site-variants.ts builds and checks them).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { manyProjects, scaledContent } from '../bench/build-times.ts';

/** The `projects:` list of content/site.yaml, in order. */
export function projectOrderOf(siteYaml: string): string[] {
  const block = /^projects:[ \t]*\n((?:[ \t]+-.*\n?|[ \t]*#.*\n?)*)/m.exec(siteYaml);
  return [...(block?.[1] ?? '').matchAll(/^[ \t]*-[ \t]*([^#\n]*)/gm)].map((match) => match[1]!.trim()).filter(Boolean);
}

/** content/site.yaml without `slugs` in its `projects:` list, the rest as it was. */
export function withoutProjects(siteYaml: string, slugs: readonly string[]): string {
  return siteYaml.replace(/^([ \t]+-[ \t]*)([^#\n]*?)[ \t]*(#.*)?\n/gm, (line, _dash: string, slug: string) =>
    slugs.includes(slug.trim()) ? '' : line,
  );
}

/** content/site.yaml with the owner's `name:` changed. */
export function renamedOwner(siteYaml: string, name: string): string {
  if (!/^name: .*$/m.test(siteYaml)) throw new Error('content/site.yaml has no name: line.');
  return siteYaml.replace(/^name: .*$/m, `name: ${name}`);
}

/** Whether a project's file makes it private. */
const isPrivate = (content: string, slug: string) =>
  /^access: private$/m.test(readFileSync(path.join(content, 'projects', slug, 'index.md'), 'utf8'));

export type Variant = {
  label: string;
  /** A folder holding the variant's content/. */
  root: string;
  /** Run in the copy before its build: e.g. `npm run new-project -- Atlas`. */
  before?: string[];
  remove: () => void;
};

/** A copy of `content` as `<root>/content`, changed by `change` (given the copy's content folder). */
function variantOf(label: string, content: string, change: (copy: string) => void, before?: string[]): Variant {
  const root = mkdtempSync(path.join(tmpdir(), 'portfolio-variant-'));
  const copy = path.join(root, 'content');
  cpSync(content, copy, { recursive: true });
  change(copy);
  return { label, root, ...(before ? { before } : {}), remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Retires `slugs`: their folders deleted, their lines taken off the home page's order. */
function retire(copy: string, slugs: readonly string[]) {
  for (const slug of slugs) rmSync(path.join(copy, 'projects', slug), { recursive: true, force: true });
  const site = path.join(copy, 'site.yaml');
  writeFileSync(site, withoutProjects(readFileSync(site, 'utf8'), slugs));
}

/** The variants of `content` the site check must pass on. */
export function contentVariants(content: string): Variant[] {
  const order = projectOrderOf(readFileSync(path.join(content, 'site.yaml'), 'utf8'));
  const privates = order.filter((slug) => isPrivate(content, slug));
  const [firstPublic] = order.filter((slug) => !privates.includes(slug));
  const many = scaledContent(content, manyProjects);
  return [
    variantOf('one project only', content, (copy) =>
      retire(
        copy,
        order.filter((slug) => slug !== firstPublic),
      ),
    ),
    variantOf('no private project', content, (copy) => retire(copy, privates)),
    variantOf(
      'renamed owner, a new project of her own',
      content,
      (copy) => writeFileSync(path.join(copy, 'site.yaml'), renamedOwner(readFileSync(path.join(copy, 'site.yaml'), 'utf8'), 'Ada Mendel')),
      ['npm', 'run', 'new-project', '--', 'Atlas'],
    ),
    { label: `${manyProjects} projects`, root: many.root, remove: many.remove },
  ];
}
