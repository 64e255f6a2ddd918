// Which tests a push must pass before it is published (.github/workflows/deploy-pages.yml): a push
// that changed only content/ since the last published commit needs the build and the check of the
// site (`npm run test:site`); any other runs the whole of `npm test` first. Whenever the files that
// changed cannot be known, everything runs.
//
//   node tools/ci/deploy-plan.ts --base <last published commit> --head <commit> [--event push]
//
// It prints the plan and, on GitHub Actions, writes `suite=content` or `suite=full` to
// $GITHUB_OUTPUT. Node alone runs it (no install): it imports nothing but Node's own modules.
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** `content`: install, build, check the site; `full`: `npm test` as well. */
export type Suite = 'content' | 'full';
export type Plan = { suite: Suite; reason: string };

/** The owner's content: the only folder whose changes the product's tests cannot be affected by. */
export const contentFolder = 'content/';

/**
 * A changed path, and whether it is, or was, a link (to any file, code included) or another
 * repository (a submodule) rather than a file of its own: such a thing under content/ is no content.
 */
export type Change = { file: string; link?: boolean };

/** A commit id git writes for "no commit" (a branch's first push): nothing to compare with. */
const noCommit = /^0+$/;

/**
 * The plan for the files that changed between the last published commit and this one, in the
 * repository's terms (`content/projects/huru/index.md`), or undefined when they could not be listed.
 */
export function planFor(changed: readonly (string | Change)[] | undefined): Plan {
  if (changed === undefined) return { suite: 'full', reason: 'the files this push changed could not be listed, so everything runs' };
  const code = changed
    .map((change) => (typeof change === 'string' ? { file: change } : change))
    .filter(({ file, link }) => link || !file.startsWith(contentFolder))
    .map(({ file, link }) => (link ? `${file}, a link` : file));
  if (code.length === 0)
    return { suite: 'content', reason: `only content/ changed (${changed.length} file${changed.length === 1 ? '' : 's'})` };
  const named = code.slice(0, 3).join(', ');
  return {
    suite: 'full',
    reason: `${code.length} file${code.length === 1 ? '' : 's'} outside content/ changed (${named}${code.length > 3 ? ', …' : ''})`,
  };
}

/**
 * The files that changed from `base` (the last commit published) to `head`, or undefined when they
 * cannot be known: no published commit yet, the same commit (nothing to compare with), or a base
 * this repository does not hold (rewritten by a force push, or never fetched) even after asking
 * the remote for it.
 */
export function changedFiles(base: string | undefined, head: string, git = gitIn(process.cwd())): Change[] | undefined {
  if (!base || noCommit.test(base) || base === head) return undefined;
  const has = (commit: string) => git(['cat-file', '-e', `${commit}^{commit}`]) !== undefined;
  if (!has(base)) git(['fetch', '--no-tags', '--depth=1', 'origin', base]);
  if (!has(base) || !has(head)) return undefined;
  // --no-renames: a file moved into content/ from elsewhere counts as a change there too. --raw: each
  // side's mode, which tells a link (120000) or a submodule (160000) from a file. -z: names as they are.
  const listed = git(['diff', '--raw', '-z', '--no-renames', base, head]);
  return listed === undefined ? undefined : parseRawDiff(listed);
}

/**
 * `git diff --raw -z --no-renames` read: `:<mode> <mode> <id> <id> <status>\0<path>\0` per path. A
 * line it cannot read makes the whole list unknown (everything runs).
 */
export function parseRawDiff(listed: string): Change[] | undefined {
  const fields = listed.split('\0');
  if (fields.at(-1) === '') fields.pop();
  const changes: Change[] = [];
  for (let i = 0; i < fields.length; i += 2) {
    const modes = /^:(\d{6}) (\d{6}) /.exec(fields[i] ?? '');
    const file = fields[i + 1];
    if (!modes || !file) return undefined;
    const link = modes.slice(1).some((mode) => mode === '120000' || mode === '160000');
    changes.push(link ? { file, link } : { file });
  }
  return changes;
}

/** Runs git in `dir`: its output, or undefined when it fails. */
export function gitIn(dir: string) {
  return (args: string[]): string | undefined => {
    try {
      return execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return undefined;
    }
  };
}

/** The plan for an event: a run started by hand runs everything; a push, by what it changed. */
export function planOf({ event, base, head }: { event: string; base?: string; head: string }, git = gitIn(process.cwd())): Plan {
  if (event !== 'push') return { suite: 'full', reason: `started by ${event}, not by a push: everything runs` };
  return planFor(changedFiles(base, head, git));
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { base: { type: 'string' }, head: { type: 'string' }, event: { type: 'string', default: 'push' } },
  });
  if (!values.head) {
    console.error('Usage: node tools/ci/deploy-plan.ts --base <last published commit> --head <commit> [--event push]');
    process.exit(2);
  }
  const plan = planOf({ event: values.event, base: values.base, head: values.head });
  console.log(`${plan.suite === 'content' ? 'Content only' : 'Everything'}: ${plan.reason}.`);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `suite=${plan.suite}\n`);
}
