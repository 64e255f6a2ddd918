// Copies of the project that tests, the bench and the test site build in. Each copy holds the project's
// code and a content/ folder of the caller's choice: the test portfolio for the product's tests, the
// owner's content/ for the bench. node_modules is linked, so the build's caches are shared.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { leadsInto } from '../../app/lib/real-path.server.ts';

// Tests, the bench and the test runners run from the project's root.
const root = process.cwd();

/** The test portfolio, from the project's root: the content the product's tests build, serve and edit, never the owner's. */
export const testPortfolioFolder = 'tests/portfolio/content';
export const testPortfolio = path.join(root, testPortfolioFolder);
/** The folder that holds the test portfolio's content/, as the project's folder holds the owner's: the root the units check and read. */
export const testPortfolioRoot = path.dirname(testPortfolio);
/** The owner's content. Only `npm run test:site`, `npm run check` and the bench read it. */
export const ownContent = path.join(root, 'content');

/** What a copy leaves out: installed, built, measured or versioned; content/ is chosen by the caller. */
const notCopied = new Set([
  'node_modules',
  'build',
  '.git',
  '.react-router',
  '.cache',
  'test-results',
  'playwright-report',
  'bench-results',
  'screenshots',
  'content',
]);

/**
 * The environment a copy builds in: as `npm run build` from a terminal (not
 * in test mode, at the root path, no password and no CI unless a test sets them).
 */
export const plainEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(VITEST|NODE_ENV$|TEST$|BASE_PATH$|BUILD_DIR$|PORTFOLIO_PASSWORD$|CI$)/.test(key)),
);

/**
 * Writes the project's code into `dir` (which may hold an older copy: only its build/ is kept), with
 * `content` as its content/ folder and the project's node_modules linked in.
 */
export function copyProject(dir: string, content: string): void {
  if (leadsInto(root, dir)) throw new Error(`${dir} holds the project itself; a copy goes elsewhere.`);
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dir)) if (entry !== 'build') rmSync(path.join(dir, entry), { recursive: true, force: true });
  for (const entry of readdirSync(root))
    if (!notCopied.has(entry)) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  cpSync(content, path.join(dir, 'content'), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}

/**
 * For units that read a whole site from disk (its content/ and its tokens/, as the build does): a new
 * temporary folder laid out as the project's, whose content/ is the test portfolio and whose other
 * entries link to the project's own. Nothing is copied, so it is quick; nothing may be written into it.
 */
export function linkedTestSite(prefix = 'portfolio-linked-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const entry of readdirSync(root)) if (entry !== 'content') symlinkSync(path.join(root, entry), path.join(dir, entry));
  symlinkSync(testPortfolio, path.join(dir, 'content'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export type Copy = {
  dir: string;
  run: (command: string, args: string[], env?: Record<string, string>) => Promise<{ stdout: string; stderr: string }>;
  remove: () => void;
};

/** A copy of the project in a new temporary folder, with `content` (the test portfolio unless said) as its content/. */
export function copySite(prefix: string, content: string = testPortfolio): Copy {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  copyProject(dir, content);
  return {
    dir,
    run: (command, args, env = {}) =>
      promisify(execFile)(command, args, { cwd: dir, env: { ...plainEnv, ...env }, maxBuffer: 64 * 1024 * 1024 }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
