import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No module of app/ or tools/ imports itself through others: every import
// (type-only and dynamic ones included, a query such as `?inline-script` set
// aside) resolved as the type check resolves it, `~/` included, and the
// modules that import each other in a circle named. A circle is broken by
// moving what both sides need into a module of its own that neither imports
// back (tools/bench/figures.ts, app/features/design-system/built-tokens.ts).

const root = fileURLToPath(new URL('../..', import.meta.url));
const { config } = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);

/** The tracked TypeScript modules under app/ and tools/, as paths from the repository's root. */
function modules(): string[] {
  return execFileSync('git', ['ls-files', '-z', 'app', 'tools'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => existsSync(path.join(root, file)));
}

/** The repository's modules a module imports, by path from the root; packages and virtual modules aside. */
function importsOf(file: string, known: Set<string>): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
  const found = new Set<string>();
  for (const { fileName } of importedFiles) {
    const specifier = fileName.replace(/\?.*$/, '');
    const resolved = ts.resolveModuleName(specifier, path.join(root, file), options, ts.sys).resolvedModule?.resolvedFileName;
    const relative = resolved && path.relative(root, resolved).split(path.sep).join('/');
    if (relative && known.has(relative)) found.add(relative);
  }
  return [...found].sort();
}

/**
 * Every circle in a graph of imports: each group of modules that reach one
 * another (Tarjan's strongly connected components), a module importing itself
 * included, each group sorted, the groups in order.
 */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

describe('import circles', () => {
  it('finds none among the modules of app/ and tools/', () => {
    const files = modules();
    const known = new Set(files);
    const graph = new Map(files.map((file) => [file, importsOf(file, known)]));
    // Guards against a resolver that finds nothing: relative, `~/` and dynamic imports are there to find.
    expect(graph.get('app/routes.ts')).toEqual(expect.arrayContaining(['app/lib/pages.ts', 'app/pages.server.ts']));
    expect(graph.get('app/routes/home.tsx')).toEqual(expect.arrayContaining(['app/features/content/load.server.ts']));
    expect(graph.get('tools/build/link-previews.ts')).toEqual(expect.arrayContaining(['tools/build/preview-content.ts']));
    expect(graph.get('tools/bench/report.ts')).toEqual(expect.arrayContaining(['tools/bench/figures.ts']));
    expect(circles(graph)).toEqual([]);
  }, 30_000);
});

describe('how circles are found', () => {
  it('names each group of modules that import one another, a module that imports itself included', () => {
    const graph = new Map([
      ['budgets.ts', ['report.ts', 'figures.ts']],
      ['report.ts', ['interaction/report.ts']],
      ['interaction/report.ts', ['budgets.ts']],
      ['figures.ts', []],
      ['a.ts', ['a.ts']],
      ['b.ts', ['figures.ts']],
    ]);
    expect(circles(graph)).toEqual([['a.ts'], ['budgets.ts', 'interaction/report.ts', 'report.ts']]);
  });

  it('finds none where imports only go one way', () => {
    const graph = new Map([
      ['budgets.ts', ['figures.ts', 'interaction/report.ts']],
      ['report.ts', ['budgets.ts', 'figures.ts']],
      ['interaction/report.ts', ['figures.ts']],
      ['figures.ts', []],
    ]);
    expect(circles(graph)).toEqual([]);
  });
});
