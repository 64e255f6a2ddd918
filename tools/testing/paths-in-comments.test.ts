import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { withoutFences } from './markdown-fences.ts';
import { testPortfolioRoot } from './copy-site.ts';

// Every repository path a comment or a document names (`app/…`, `tools/…`,
// `tests/…`, `docs/…`, `content/…`, `tokens/…`, `public/…`, `.github/…`,
// ending in a file extension or a slash) must exist, so that a file moved or
// removed takes its mentions with it. A path under content/ names the
// content's layout by an example: it must exist in the test portfolio
// (tests/portfolio/content), whatever the owner keeps in her content/.
//
// Read: every tracked .ts, .tsx, .js, .css, .md, .yml and .json file, lock
// files aside. In code, the whole text (comments, messages, import
// specifiers); in unit and browser tests, only the comments, since their
// strings are made-up fixtures. In Markdown, all but fenced code blocks,
// which show commands and their output.
//
// Decision records (docs/decisions/0*.md, and docs/decisions/history/0*.md) are read like any document, with
// one exception: a record whose status line says `superseded by NNN` is
// history, and may name files that no longer exist. An accepted record must
// name only paths that exist (docs/decisions/README.md, "Paths in records").
//
// Not checked: a path with a placeholder in it (`<slug>`, `*`, `{a,b}`,
// `NNN`, `…`); a path after another word character, a dot or a slash (a URL,
// a relative import such as `../../app/x.ts`, which the type check resolves);
// a path git ignores (generated: `app/styles/tokens.css`); and the few
// examples of files a reader creates, listed below.

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Paths a document names as examples of what the reader will create, by file. */
const toBeCreated: Record<string, string[]> = {
  // What `npm run new-project -- Solenne` writes.
  'CONTENT.md': ['content/projects/solenne/', 'content/projects/solenne/index.md'],
  // The files an owner adds to publish the visual editor with the site.
  'docs/deploying.md': ['public/admin/', 'public/admin/index.html', 'public/admin/config.yml'],
};

const readable = /\.(ts|tsx|js|css|md|yml|json)$/;
const lockFile = /(^|\/)(package-lock|npm-shrinkwrap)\.json$/;
const decisionRecord = /^docs\/decisions\/(history\/)?0[^/]*\.md$/;
const testFile = /\.(test|spec)\.tsx?$/;

/** The tracked files whose words are checked, as paths from the repository's root. */
function filesToRead(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => readable.test(file) && !lockFile.test(file))
    .filter((file) => existsSync(path.join(root, file)));
}

/** The text with everything but its comments blanked out, line for line. */
function commentsOnly(code: string, fileName = 'file.ts'): string {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const kept = code.replace(/[^\n]/g, ' ').split('');
  const seen = new Set<number>();
  const keep = (ranges: ts.CommentRange[] | undefined) => {
    for (const { pos, end } of ranges ?? []) {
      if (seen.has(pos)) continue;
      seen.add(pos);
      for (let i = pos; i < end; i++) kept[i] = code[i] ?? ' ';
    }
  };
  const visit = (node: ts.Node) => {
    keep(ts.getLeadingCommentRanges(code, node.getFullStart()));
    keep(ts.getTrailingCommentRanges(code, node.getEnd()));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return kept.join('');
}

/** Whether a document is a decision record that a later one superseded, as its status line (its third) says. */
function isSupersededRecord(file: string, text: string): boolean {
  return decisionRecord.test(file) && /^Date: [\d-]+ · Status: superseded by \d{3}\b/.test(text.split('\n')[2] ?? '');
}

/** What of a file is read for paths: nothing of a superseded record, which is history. */
function wordsOf(file: string, text: string): string {
  if (isSupersededRecord(file, text)) return '';
  if (file.endsWith('.md')) return withoutFences(text);
  if (testFile.test(file)) return commentsOnly(text, file);
  return text;
}

const pathPattern = /(?<=^|[^\w.@~$/\\-]|:\/)(?:app|tools|tests|docs|content|tokens|public|\.github)\/[^\s'"`()[\],;:|]*/g;
const placeholder = /[<>*{}…]|NNN/;

/** Every repository path the text names, with its line, placeholders and bare folder names aside. */
function pathsIn(text: string): { path: string; line: number }[] {
  const found: { path: string; line: number }[] = [];
  for (const match of text.matchAll(pathPattern)) {
    const named = match[0].replace(/[#?].*$/, '').replace(/[.!?]+$/, '');
    if (placeholder.test(named)) continue;
    if (!named.endsWith('/') && !/\.[a-z0-9]+$/i.test(named)) continue;
    found.push({ path: named, line: text.slice(0, match.index).split('\n').length });
  }
  return found;
}

/**
 * Where a named path is looked for. A path under content/ is an example of the content's layout
 * (`content/site.yaml`, a case study of the sample): it is looked for in the test portfolio, the
 * sample the product's tests keep, never in the owner's content/, which she may change as she likes.
 */
const contentRoot = (named: string) => (named.startsWith('content/') ? testPortfolioRoot : root);

/** Which of these paths git ignores: generated files, which a fresh clone does not have yet. */
function ignoredByGit(paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  const result = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: root, input: paths.join('\n'), encoding: 'utf8' });
  return new Set(result.stdout.split('\n').filter(Boolean));
}

/** Each named path that does not exist, as `file:line: path`. */
function missingPaths(files: string[]): string[] {
  const named = files.flatMap((file) =>
    pathsIn(wordsOf(file, readFileSync(path.join(root, file), 'utf8')))
      .filter(({ path: named }) => !toBeCreated[file]?.includes(named))
      .map((found) => ({ file, ...found })),
  );
  const absent = named.filter(({ path: named }) => !existsSync(path.join(contentRoot(named), named)));
  const ignored = ignoredByGit([...new Set(absent.map(({ path: named }) => named))]);
  return absent.filter(({ path: named }) => !ignored.has(named)).map(({ file, line, path: named }) => `${file}:${line}: ${named}`);
}

// Reads every file of the repository: seconds on a busy machine.
describe('repository paths in comments and documents', { timeout: 30_000 }, () => {
  const files = filesToRead();

  it('reads the code, the tests and the documents, the decision records included', () => {
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'docs/structure.md', 'docs/decisions/README.md', 'vite.config.ts', 'package.json']),
    );
    const records = files.filter((file) => decisionRecord.test(file));
    expect(records.length).toBeGreaterThan(10);
    const accepted = records.filter((file) => !isSupersededRecord(file, readFileSync(path.join(root, file), 'utf8')));
    expect(accepted.length).toBeGreaterThan(5);
    expect(files.filter((file) => testFile.test(file)).length).toBeGreaterThan(10);
  });

  it('every path named exists', () => {
    expect(missingPaths(files)).toEqual([]);
  });

  it('every example of a file to create is still in its document, and still does not exist', () => {
    for (const [file, examples] of Object.entries(toBeCreated)) {
      const named = pathsIn(wordsOf(file, readFileSync(path.join(root, file), 'utf8'))).map((found) => found.path);
      for (const example of examples) {
        expect(named, `${file} no longer names ${example}: take it off the list`).toContain(example);
        expect(existsSync(path.join(contentRoot(example), example)), `${example} exists now: take it off the list`).toBe(false);
      }
    }
  });
});

describe('how paths are found', () => {
  it('finds files and folders, with their line, and trims what follows them', () => {
    const text = [
      'See app/features/gate/unlock.ts, and `tools/build/`.',
      'content/projects/huru/index.md:52: an error; docs/deploying.md#sub-paths (the section)',
      "import pageScript from './page-script.ts?script-file'; (.github/workflows/deploy-pages.yml)",
      "import islandUrl from 'lazy-chunk:/app/features/lightbox/lightbox-island.tsx';",
    ].join('\n');
    expect(pathsIn(text)).toEqual([
      { path: 'app/features/gate/unlock.ts', line: 1 },
      { path: 'tools/build/', line: 1 },
      { path: 'content/projects/huru/index.md', line: 2 },
      { path: 'docs/deploying.md', line: 2 },
      { path: '.github/workflows/deploy-pages.yml', line: 3 },
      { path: 'app/features/lightbox/lightbox-island.tsx', line: 4 },
    ]);
  });

  it('leaves out placeholders, bare words, URLs and relative paths', () => {
    const text = [
      'content/projects/<slug>/index.md, tokens/*.tokens.json, docs/decisions/NNN-what-was-decided.md, app/features/…',
      'the app folder, tools and tests, content/projects/mango/protected-media/cover',
      'https://example.com/docs/guide.md, ../../app/routes.ts, ./tools/build/encrypt.ts, node_modules/x/app/y.ts',
      'myapp/x.ts, ~/features/gate/unlock.ts, @scope/tools/x.ts',
    ].join('\n');
    expect(pathsIn(text)).toEqual([]);
  });

  it('reads only the comments of a test, whatever its strings and regular expressions hold', () => {
    const code = [
      '// See app/features/gate/unlock.ts.',
      "const fixture = 'content/projects/vela/index.md'; // and tools/build/encrypt.ts",
      'const pattern = /\\/\\/ app\\/not-a-comment.ts/;',
      '/* docs/deploying.md */ const tag = `// app/in-a-template.ts ${fixture}`;',
      'const jsx = <div>{/* app/in-jsx.tsx */}</div>;',
    ].join('\n');
    expect(pathsIn(commentsOnly(code, 'file.test.tsx')).map((found) => `${found.line}: ${found.path}`)).toEqual([
      '1: app/features/gate/unlock.ts',
      '2: tools/build/encrypt.ts',
      '4: docs/deploying.md',
      '5: app/in-jsx.tsx',
    ]);
  });

  it('reads an accepted decision record, and leaves out a superseded one only by its status line', () => {
    const record = (status: string) => `# 050 · A decision\n\nDate: 2026-11-28 · Status: ${status}\n\nIt lives in app/gone.ts.\n`;
    const file = 'docs/decisions/050-a-decision.md';
    for (const status of ['accepted', 'accepted (supersedes 001)', 'accepted, amended by 051']) {
      expect(pathsIn(wordsOf(file, record(status))), status).toEqual([{ path: 'app/gone.ts', line: 5 }]);
    }
    expect(pathsIn(wordsOf(file, record('superseded by 051')))).toEqual([]);
    // Saying so anywhere else does not exempt a record, nor does the status of a document that is not one.
    expect(pathsIn(wordsOf(file, `${record('accepted')}\nStatus: superseded by 051\n`))).toEqual([{ path: 'app/gone.ts', line: 5 }]);
    expect(pathsIn(wordsOf('docs/guide.md', record('superseded by 051')))).toEqual([{ path: 'app/gone.ts', line: 5 }]);
  });

  it('skips fenced code in Markdown, line numbers kept', () => {
    const markdown = ['Run it:', '```', 'content/projects/huru/index.md:52: an error', '```', 'Then edit `content/site.yaml`.'].join('\n');
    expect(pathsIn(withoutFences(markdown))).toEqual([{ path: 'content/site.yaml', line: 5 }]);
  });
});
