// @vitest-environment node
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// Tests run from the repository root.
const root = process.cwd();
const notCopied = new Set(['node_modules', 'build', '.git', '.react-router', 'test-results', 'playwright-report', 'bench-results', 'screenshots']);

// The copy builds as `npm run build` would from a terminal: not in test mode, at the root path.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(VITEST|NODE_ENV$|TEST$|BASE_PATH$|BUILD_DIR$|PORTFOLIO_PASSWORD$)/.test(key)),
);

const run = (command: string, args: string[], cwd: string) =>
  promisify(execFile)(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 });

describe('npm run new-project', () => {
  // A copy of the repository, sharing node_modules (and so any build cache inside it).
  const copy = mkdtempSync(path.join(tmpdir(), 'portfolio-new-project-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('scaffolds a case study that type-checks and builds, with its page and its card on the home page', async () => {
    cpSync(root, copy, { recursive: true, filter: (source) => !notCopied.has(path.relative(root, source)) });
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

    const scaffold = await run(process.execPath, ['--import', 'tsx', 'scripts/new-project.ts', 'Solenne'], copy);
    expect(scaffold.stdout).toContain('Created Solenne, a new case study at /solenne');
    expect(readFileSync(path.join(copy, 'content/projects/order.ts'), 'utf8')).toMatch(/'hypo',\n {2}'solenne',\n\];/);

    await run('npm', ['run', 'typecheck'], copy);
    await run('npx', ['eslint', 'content/projects'], copy);
    const build = await run('npm', ['run', 'build'], copy);
    expect(build.stdout + build.stderr).toMatch(/content\/projects\/solenne\/case-study.ts: \d+ texts still end in "\(placeholder\)"/);

    const page = readFileSync(path.join(copy, 'build/client/solenne/index.html'), 'utf8');
    expect(page).toMatch(/<h1[^>]*>Solenne<\/h1>/);
    const home = readFileSync(path.join(copy, 'build/client/index.html'), 'utf8');
    const card = /<a [^>]*href="\/solenne"[^>]*>[\s\S]*?<\/a>/.exec(home)?.[0] ?? '';
    expect(card).toContain('Solenne');
    expect(existsSync(path.join(copy, 'build/client/og/solenne.png'))).toBe(true);

    // A second project of the same name is refused with one line, and nothing changes.
    const again = await run(process.execPath, ['--import', 'tsx', 'scripts/new-project.ts', 'SOLENNE'], copy).catch((error: { code: number; stderr: string }) => error);
    expect(again).toMatchObject({
      code: 1,
      stderr: 'content/projects/solenne already exists: a project already has the address /solenne. Choose another name, or edit content/projects/solenne/case-study.ts\n',
    });
  }, 300_000);
});
