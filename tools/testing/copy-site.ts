import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Tests and the bench run from the repository root.
const root = process.cwd();
const notCopied = new Set([
  'node_modules',
  'build',
  '.git',
  '.react-router',
  'test-results',
  'playwright-report',
  'bench-results',
  'screenshots',
]);

/**
 * The environment a copy builds in: as `npm run build` from a terminal (not
 * in test mode, at the root path, no password and no CI unless a test sets them).
 */
export const plainEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(VITEST|NODE_ENV$|TEST$|BASE_PATH$|BUILD_DIR$|PORTFOLIO_PASSWORD$|CI$)/.test(key)),
);

export type Copy = {
  dir: string;
  run: (command: string, args: string[], env?: Record<string, string>) => Promise<{ stdout: string; stderr: string }>;
  remove: () => void;
};

/** A copy of the repository in a temporary folder, sharing node_modules (and so any build cache inside it). */
export function copySite(prefix: string): Copy {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(root, dir, { recursive: true, filter: (source) => !notCopied.has(path.relative(root, source)) });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return {
    dir,
    run: (command, args, env = {}) =>
      promisify(execFile)(command, args, { cwd: dir, env: { ...plainEnv, ...env }, maxBuffer: 64 * 1024 * 1024 }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
