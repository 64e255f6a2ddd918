// The deploy workflow's plan step (.github/workflows/deploy-pages.yml), run as the runner runs it,
// on pushes to a git repository of its own: a push that changed only content/ since the last
// published commit is built and checked; one that changed code runs everything.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Step = { run?: string };
const { jobs } = parse(readFileSync('.github/workflows/deploy-pages.yml', 'utf8')) as { jobs: Record<string, { steps: Step[] }> };
const planStep = jobs.plan!.steps.find((step) => step.run?.includes('tools/ci/deploy-plan.ts'))!;

describe('the deploy workflow’s plan, on two pushes', () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'deploy-plan-'));
  const output = `${repo}-output`;
  afterAll(() => {
    rmSync(repo, { recursive: true, force: true });
    rmSync(output, { force: true });
  });
  const shell = (script: string) => execFileSync('bash', ['-c', script], { cwd: repo, encoding: 'utf8' }).trim();
  const commit = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
    return shell(`git add -A && git commit -q -m 'change ${file}' && git rev-parse HEAD`);
  };
  /** The workflow's own step: its expressions filled in as on a push, its output file read. */
  const suiteOf = (base: string, head: string) => {
    writeFileSync(output, '');
    const command = planStep
      .run!.replace('${{ github.event_name }}', 'push')
      .replace('${{ steps.published.outputs.sha }}', base)
      .replace('${{ github.sha }}', head);
    execFileSync('bash', ['-c', command], { cwd: repo, env: { ...process.env, GITHUB_OUTPUT: output }, stdio: 'ignore' });
    return readFileSync(output, 'utf8').trim();
  };

  it('builds and checks a content-only push, and runs everything for a code change, compared with the last published commit', () => {
    mkdirSync(path.join(repo, 'tools/ci'), { recursive: true });
    copyFileSync('tools/ci/deploy-plan.ts', path.join(repo, 'tools/ci/deploy-plan.ts'));
    shell('git init -q -b main && git config user.email owner@example.com && git config user.name Owner');
    const published = commit('content/projects/huru/index.md', 'name: Huru\n');

    const text = commit('content/projects/huru/index.md', 'name: Huru\nsubtitle: Rent the legendary sword\n');
    expect(suiteOf(published, text)).toBe('suite=content');
    const code = commit('tools/build/postbuild.ts', 'export {};\n');
    expect(suiteOf(text, code)).toBe('suite=full');
    // A content push after a code push that was never published: compared with what was, everything runs.
    const moreText = commit('content/site.yaml', 'name: Nora\n');
    expect(suiteOf(published, moreText)).toBe('suite=full');
    expect(suiteOf(code, moreText)).toBe('suite=content');
    // The first push of a branch: nothing to compare with.
    expect(suiteOf('0000000000000000000000000000000000000000', text)).toBe('suite=full');
  });
});
