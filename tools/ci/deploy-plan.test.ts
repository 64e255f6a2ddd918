import { describe, expect, it } from 'vitest';
import { changedFiles, planFor, planOf } from './deploy-plan.ts';

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
      if (args[0] === 'diff') return 'content/site.yaml\n';
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
    expect(changedFiles('a', 'b', git(['a', 'b']))).toEqual(['content/site.yaml']);
    expect(calls.at(-1)).toEqual(['diff', '--name-only', '--no-renames', 'a', 'b']);
  });

  it('runs everything for a run started by hand, whatever changed', () => {
    const git = (args: string[]) => (args[0] === 'diff' ? 'content/site.yaml\n' : '');
    expect(planOf({ event: 'push', base: 'a', head: 'b' }, git).suite).toBe('content');
    expect(planOf({ event: 'workflow_dispatch', base: 'a', head: 'b' }, git)).toEqual({
      suite: 'full',
      reason: 'started by workflow_dispatch, not by a push: everything runs',
    });
  });
});
