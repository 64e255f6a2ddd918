// `npm run bench -- --builds`: what a build costs the owner, cold and after a one-line change, at
// today's content and at more projects (copies of today's under new names), each in a copy of the
// project with a build cache of its own, then what `npm run test:site` adds to the warm build.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addToOrder } from '../content/new-project/project-list.ts';
import { copySite } from '../testing/copy-site.ts';

/** The size the bench and the site check scale today's content to: thirty projects. */
export const manyProjects = 30;

/** A copy of a project under a new name: the folder, and the name its file now says. */
export type Duplicate = { from: string; slug: string; name: string };

/**
 * The copies that bring `projects` (the home page's order, public and private) to `count`: the
 * public ones in turn, each copy named after its original with a number (`Huru2`, `Huru3`), as a
 * folder name is its project's name in small letters.
 */
export function duplicatesFor(projects: readonly { slug: string; name: string; access: string }[], count: number): Duplicate[] {
  const originals = projects.filter((project) => project.access === 'public');
  if (originals.length === 0) throw new Error('No public project to copy.');
  const taken = new Set(projects.map((project) => project.slug));
  const copies: Duplicate[] = [];
  for (let n = 2; projects.length + copies.length < count; n++) {
    for (const original of originals) {
      if (projects.length + copies.length >= count) break;
      const slug = `${original.slug}${n}`;
      if (taken.has(slug)) continue;
      taken.add(slug);
      copies.push({ from: original.slug, slug, name: `${original.name}${n}` });
    }
  }
  return copies;
}

/** A project's file renamed: its `name:` line says the copy's name. */
export function renamed(markdown: string, name: string): string {
  if (!/^name: .*$/m.test(markdown)) throw new Error('A project file with no name: line.');
  return markdown.replace(/^name: .*$/m, `name: ${name}`);
}

/**
 * A one-line change to a case study's text, as the owner makes one: the first paragraph of its
 * body gets a few words more.
 */
export function oneLineChange(markdown: string, words = ' (edited)'): string {
  const end = markdown.indexOf('\n---', 4);
  const body = markdown.slice(end + 4);
  const line = body.split('\n').find((candidate) => /^[A-Za-z0-9"“(]/.test(candidate) && candidate.length > 40);
  if (!line) throw new Error('A case study with no paragraph to change.');
  return markdown.slice(0, end + 4) + body.replace(line, `${line.replace(/\s+$/, '')}${words}`);
}

/**
 * A copy of `content` (as `<root>/content`), with projects duplicated until there are `count`: the
 * CV names the first eight whatever the count (app/features/cv/cv-view.ts), so nothing else changes.
 */
export function scaledContent(content: string, count: number): { root: string; dir: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'portfolio-content-'));
  const dir = path.join(root, 'content');
  cpSync(content, dir, { recursive: true });
  const siteFile = path.join(dir, 'site.yaml');
  const order = [...readFileSync(siteFile, 'utf8').matchAll(/^projects:\n((?: {2}- .*\n?)+)/gm)]
    .flatMap(([, list]) => list!.split('\n'))
    .map((line) => line.replace(/^ {2}- /, '').trim())
    .filter(Boolean);
  const projects = order.map((slug) => {
    const file = readFileSync(path.join(dir, 'projects', slug, 'index.md'), 'utf8');
    return { slug, name: /^name: (.*)$/m.exec(file)?.[1] ?? slug, access: /^access: (\w+)$/m.exec(file)?.[1] ?? 'public' };
  });
  let siteYaml = readFileSync(siteFile, 'utf8');
  for (const { from, slug, name } of duplicatesFor(projects, count)) {
    const folder = path.join(dir, 'projects', slug);
    cpSync(path.join(dir, 'projects', from), folder, { recursive: true });
    writeFileSync(path.join(folder, 'index.md'), renamed(readFileSync(path.join(folder, 'index.md'), 'utf8'), name));
    siteYaml = addToOrder(siteYaml, slug);
  }
  writeFileSync(siteFile, siteYaml);
  return { root, dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export type BuildTimes = {
  label: string;
  projects: number;
  /** `npm run build` with an empty build cache. */
  coldSeconds: number;
  /** `npm run build` again after a one-line change to one case study. */
  warmSeconds: number;
  /** `npm run test:site` on that build. */
  siteSeconds: number;
};

const seconds = (start: number) => (performance.now() - start) / 1000;

/** Builds a copy of the project with `content`, cold then warm, and checks it; `port` is test:site's. */
export async function measureBuilds(label: string, content: string, port: number): Promise<BuildTimes> {
  const site = copySite('portfolio-build-times-', content);
  const cache = mkdtempSync(path.join(tmpdir(), 'portfolio-build-cache-'));
  try {
    const env = { PORTFOLIO_BUILD_CACHE: cache };
    const projects = readdirSync(path.join(site.dir, 'content', 'projects')).length;
    let start = performance.now();
    await site.run('npm', ['run', 'build'], env);
    const coldSeconds = seconds(start);
    const first = readdirSync(path.join(site.dir, 'content', 'projects')).sort()[0]!;
    const file = path.join(site.dir, 'content', 'projects', first, 'index.md');
    writeFileSync(file, oneLineChange(readFileSync(file, 'utf8')));
    start = performance.now();
    await site.run('npm', ['run', 'build'], env);
    const warmSeconds = seconds(start);
    start = performance.now();
    await site.run('npm', ['run', 'test:site'], { ...env, E2E_PORT: String(port) });
    const siteSeconds = seconds(start);
    return { label, projects, coldSeconds, warmSeconds, siteSeconds };
  } finally {
    site.remove();
    rmSync(cache, { recursive: true, force: true });
  }
}

/** The most a warm build (after a one-line change) may take, at every size measured. */
export const warmBudgetSeconds = 60;

/** The table, and what misses its goal: a warm build over 60 s, or a cold build per project longer than at the smallest size (by 15 %). */
export function buildTimesReport(rows: readonly BuildTimes[]): { table: string; misses: string[] } {
  const perProject = (row: BuildTimes, value: number) => `${value.toFixed(0)} s (${(value / row.projects).toFixed(1)} s each)`;
  const table = [
    '| content | projects | cold build | warm build after a one-line change | test:site | warm build + test:site |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows
      .map((row) =>
        [
          row.label,
          row.projects,
          perProject(row, row.coldSeconds),
          perProject(row, row.warmSeconds),
          `${row.siteSeconds.toFixed(0)} s`,
          `${(row.warmSeconds + row.siteSeconds).toFixed(0)} s`,
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
  ].join('\n');
  const [smallest] = [...rows].sort((a, b) => a.projects - b.projects);
  const misses = rows.flatMap((row) => [
    ...(row.warmSeconds > warmBudgetSeconds
      ? [`${row.label}: the warm build took ${row.warmSeconds.toFixed(0)} s, over ${warmBudgetSeconds} s`]
      : []),
    ...(smallest && row !== smallest && row.coldSeconds / row.projects > (1.15 * smallest.coldSeconds) / smallest.projects
      ? [
          `${row.label}: the cold build took ${(row.coldSeconds / row.projects).toFixed(1)} s a project, more than at ${smallest.projects} projects (${(smallest.coldSeconds / smallest.projects).toFixed(1)} s): it grows faster than the content`,
        ]
      : []),
  ]);
  return { table, misses };
}
