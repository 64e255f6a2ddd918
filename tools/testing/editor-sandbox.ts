// The editor's browser tests commit and push: they run on a copy of the project in a repository of
// its own, whose remote is a bare repository beside it, with the test portfolio as its content/. The
// project's own history, and the owner's content, are never touched.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testPortfolioFolder } from './copy-site.ts';

export type EditorSandbox = { folder: string; root: string; remote: string };

/**
 * A stand-in for the owner's code editor, beside the copy: the dev server runs with it as
 * LAUNCH_EDITOR, EDITOR and VISUAL, and it writes the file it was asked to open into
 * `codeEditorMarkOf(root)`. No request may start it (tools/editor/dev-server-guard.ts).
 */
export const codeEditorOf = (root: string) => path.join(path.dirname(root), 'code-editor.sh');
export const codeEditorMarkOf = (root: string) => path.join(path.dirname(root), 'code-editor-opened.txt');

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/**
 * Copies the project's files as they are now (tracked and new, not ignored; content/ is the test
 * portfolio) into a new repository, with the project's installed packages linked in, one commit, and
 * a bare repository as `origin` that has that commit on `main`.
 */
export function makeEditorSandbox(project = process.cwd()): EditorSandbox {
  const folder = mkdtempSync(path.join(tmpdir(), 'editor-test-'));
  const root = path.join(folder, 'site');
  const remote = path.join(folder, 'remote.git');
  mkdirSync(root);
  writeFileSync(codeEditorOf(root), `#!/bin/sh\necho "$@" >> '${codeEditorMarkOf(root)}'\n`);
  chmodSync(codeEditorOf(root), 0o755);
  const files = git(project, 'ls-files', '--cached', '--others', '--exclude-standard', '-z')
    .split('\0')
    .filter((file) => file && !/^(node_modules|content)(\/|$)/.test(file));
  for (const file of files) {
    try {
      cpSync(path.join(project, file), path.join(root, file), { recursive: true });
    } catch {
      // A file deleted in the working tree but not yet in the index.
    }
  }
  cpSync(path.join(project, testPortfolioFolder), path.join(root, 'content'), { recursive: true });
  symlinkSync(realpathSync(path.join(project, 'node_modules')), path.join(root, 'node_modules'), 'dir');
  git(folder, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  git(root, 'init', '--quiet', '--initial-branch=main');
  git(root, 'config', 'user.name', 'Editor test');
  git(root, 'config', 'user.email', 'editor-test@example.com');
  git(root, 'config', 'commit.gpgsign', 'false');
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '--no-verify', '-m', 'The site as the tests start it');
  git(root, 'remote', 'add', 'origin', remote);
  git(root, 'push', '--quiet', '--set-upstream', 'origin', 'main');
  return { folder, root, remote };
}

export const removeEditorSandbox = ({ folder }: EditorSandbox) => rmSync(folder, { recursive: true, force: true });
