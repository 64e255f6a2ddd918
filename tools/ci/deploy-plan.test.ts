import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedFiles, gitIn, parseRawDiff, planFor, planOf } from './deploy-plan.ts';

const raw = (...files: string[]) => files.map((file) => `:100644 100644 ${'a'.repeat(40)} ${'b'.repeat(40)} M\0${file}\0`).join('');

describe('what a push must pass before it is published', () => {
  it('is the build and the site check when only content/ changed, and everything when anything else did', () => {
    expect(planFor(['content/projects/huru/index.md', 'content/projects/huru/media/cover/01.png'])).toEqual({
      suite: 'content',
      reason: 'only content/ changed (2 files)',
    });
    expect(planFor(['content/site.yaml', 'tools/build/postbuild.ts'])).toEqual({
      suite: 'full',
      reason: '1 file outside content/ changed (tools/build/postbuild.ts)',
    });
    // A folder named like it elsewhere is not the content.
    expect(planFor(['tests/portfolio/content/site.yaml']).suite).toBe('full');
    expect(planFor(['a', 'b', 'c', 'd']).reason).toBe('4 files outside content/ changed (a, b, c, …)');
    // The same tree as the published commit: nothing of the code changed.
    expect(planFor([]).suite).toBe('content');
    expect(planFor(undefined).suite).toBe('full');
  });

  it('runs everything when the changes cannot be listed: no published commit, the same commit, a commit it cannot find', () => {
    const calls: string[][] = [];
    const git = (held: string[]) => (args: string[]) => {
      calls.push(args);
      if (args[0] === 'cat-file') return held.some((commit) => args[2] === `${commit}^{commit}`) ? '' : undefined;
      if (args[0] === 'diff') return raw('content/site.yaml');
      return undefined;
    };
    expect(changedFiles(undefined, 'b', git(['a', 'b']))).toBeUndefined();
    expect(changedFiles('', 'b', git(['a', 'b']))).toBeUndefined();
    expect(changedFiles('0000000000000000000000000000000000000000', 'b', git(['a', 'b']))).toBeUndefined();
    expect(changedFiles('b', 'b', git(['a', 'b']))).toBeUndefined();
    expect(calls).toEqual([]);
    // A base the clone does not hold is asked of the remote once; still missing (a force push rewrote it): unknown.
    expect(changedFiles('gone', 'b', git(['b']))).toBeUndefined();
    expect(calls).toContainEqual(['fetch', '--no-tags', '--depth=1', 'origin', 'gone']);
    expect(changedFiles('a', 'b', git(['a', 'b']))).toEqual([{ file: 'content/site.yaml' }]);
    expect(calls.at(-1)).toEqual(['diff', '--raw', '-z', '--no-renames', 'a', 'b']);
  });

  it('runs everything for a run started by hand, whatever changed', () => {
    const git = (args: string[]) => (args[0] === 'diff' ? raw('content/site.yaml') : '');
    expect(planOf({ event: 'push', base: 'a', head: 'b' }, git).suite).toBe('content');
    expect(planOf({ event: 'workflow_dispatch', base: 'a', head: 'b' }, git)).toEqual({
      suite: 'full',
      reason: 'started by workflow_dispatch, not by a push: everything runs',
    });
  });

  it('runs everything when a link or a submodule under content/ changed, or when git says what it cannot read', () => {
    expect(planFor([{ file: 'content/projects/huru/media/cover/01.svg', link: true }])).toEqual({
      suite: 'full',
      reason: '1 file outside content/ changed (content/projects/huru/media/cover/01.svg, a link)',
    });
    const entry = (from: string, to: string, file: string) => `:${from} ${to} ${'a'.repeat(40)} ${'b'.repeat(40)} T\0${file}\0`;
    expect(parseRawDiff(entry('100644', '120000', 'content/a.md') + entry('160000', '000000', 'content/b') + raw('content/c.md'))).toEqual([
      { file: 'content/a.md', link: true },
      { file: 'content/b', link: true },
      { file: 'content/c.md' },
    ]);
    // A name with a line break is one name: no second line to pass for content.
    expect(parseRawDiff(raw('tools/x\ncontent/y.md'))).toEqual([{ file: 'tools/x\ncontent/y.md' }]);
    expect(parseRawDiff('content/site.yaml\n')).toBeUndefined();
    expect(parseRawDiff('')).toEqual([]);
  });

  it('reads a real repository: a link added under content/, one turned from a file, a moved file, a merge', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'deploy-plan-'));
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
    try {
      git('init', '-q', '-b', 'main');
      git('config', 'user.email', 'owner@example.com');
      git('config', 'user.name', 'Owner');
      mkdirSync(path.join(dir, 'content'));
      mkdirSync(path.join(dir, 'tools'));
      writeFileSync(path.join(dir, 'content', 'site.yaml'), 'name: Nora\n');
      writeFileSync(path.join(dir, 'content', 'notes.md'), 'notes\n');
      writeFileSync(path.join(dir, 'tools', 'build.ts'), 'export {};\n');
      git('add', '-A');
      git('commit', '-qm', 'published');
      const published = git('rev-parse', 'HEAD');
      const plan = () => planOf({ event: 'push', base: published, head: git('rev-parse', 'HEAD') }, gitIn(dir));

      writeFileSync(path.join(dir, 'content', 'site.yaml'), 'name: Nora Castell\n');
      git('commit', '-qam', 'content');
      expect(plan().suite).toBe('content');

      symlinkSync('../tools/build.ts', path.join(dir, 'content', 'build.md'));
      git('add', '-A');
      git('commit', '-qm', 'a link to code');
      expect(plan()).toEqual({ suite: 'full', reason: '1 file outside content/ changed (content/build.md, a link)' });
      git('rm', '-q', 'content/build.md');
      git('commit', '-qm', 'gone again');
      expect(plan().suite).toBe('content');

      rmSync(path.join(dir, 'content', 'notes.md'));
      symlinkSync('../tools/build.ts', path.join(dir, 'content', 'notes.md'));
      git('commit', '-qam', 'a file turned into a link');
      expect(plan().suite).toBe('full');
      git('checkout', '-q', published, '--', 'content/notes.md');
      git('commit', '-qam', 'the file back');
      expect(plan().suite).toBe('content');

      // Moved out of tools/ into content/: the code changed (it is gone), whatever git would call a rename.
      git('mv', 'tools/build.ts', 'content/build.ts');
      git('commit', '-qm', 'moved');
      expect(plan()).toEqual({ suite: 'full', reason: '1 file outside content/ changed (tools/build.ts)' });

      // A merge brings code from a branch: the merge's tree is what is compared.
      git('checkout', '-q', '-b', 'side', published);
      writeFileSync(path.join(dir, 'tools', 'build.ts'), 'export const changed = 1;\n');
      git('commit', '-qam', 'code on a branch');
      git('checkout', '-q', 'main');
      git('reset', '-q', '--hard', published);
      writeFileSync(path.join(dir, 'content', 'site.yaml'), 'name: N. Castell\n');
      git('commit', '-qam', 'content on main');
      git('merge', '-q', '--no-edit', 'side');
      expect(plan()).toEqual({ suite: 'full', reason: '1 file outside content/ changed (tools/build.ts)' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
