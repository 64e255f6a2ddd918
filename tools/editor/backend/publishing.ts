import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { checkContent } from '../../../app/features/content/validation/check-content.ts';
import { splitFrontmatter } from '../../../app/features/content/source/frontmatter.ts';
import { caseStudyFile, projectsFolder } from '../../../app/features/content/source/files.ts';
import {
  conflictReport,
  heldReport,
  incomingList,
  parseRawChanges,
  type BringInResult,
  type IncomingCommit,
  type IncomingReport,
} from './bring-in.ts';
import { git } from './git.ts';
import { bringInLabel, pushFailure, type FailureReport } from './push-failure.ts';
import { saveMessage, type SavedFile } from './save-message.ts';
import { withoutHiddenCharacters } from '../../../app/features/content/hidden-characters.ts';

/** Where publishing sends the saved changes: a remote and a branch on it. */
type Target = { branch: string; remote: string; remoteBranch: string };

export type PublishStatus = {
  /** The branch the saves are recorded on, or null when none is checked out. */
  branch: string | null;
  /** The remote publishing pushes to, or null when the repository has none. */
  remote: string | null;
  /** The saved changes not yet published, oldest first, each in the owner's words. */
  pending: string[];
  /** What the content check says about the saved content: one line per problem, naming file, line and fix. */
  problems: string[];
  /**
   * What the content check warns about in the saved content (a codename project's public text that
   * names its client): one line each, naming file, line and fix. Warnings do not hold publishing back.
   */
  warnings: string[];
  /** The last save that could not be recorded, and why; null once one is. */
  unrecorded: string | null;
};

export type PublishResult = { published: string[]; remote: string } | FailureReport;

/**
 * The editor's history: each save recorded as a commit of just the files it
 * changed, on the branch that is checked out, and Publish, which pushes those
 * commits to the remote once the content check passes on what is pushed,
 * and bringing in the online changes (when the remote moved on), which puts
 * the saved commits after them when that applies cleanly and otherwise
 * leaves everything as it was. Every step runs in one queue, in the order asked: two quick saves are two
 * commits in order, and a save during a push waits for it.
 */
export function editorHistory(root: string) {
  let tail: Promise<unknown> = Promise.resolve();
  let unrecorded: string | null = null;
  const queued = <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
  const run = async (args: string[]) => {
    const result = await git(root, args);
    if (result.code !== 0) throw new Error(result.stderr.trim() || `git ${args[0]} failed`);
    return result.stdout.trim();
  };
  const attempt = async (args: string[]) => {
    const result = await git(root, args);
    return result.code === 0 ? result.stdout.trim() : null;
  };

  /** A case study's name, from its file as it is on disk. */
  async function projectNames(saved: readonly SavedFile[]) {
    const names = new Map<string, string>();
    for (const { file } of saved) {
      const slug = new RegExp(`^${projectsFolder}/([^/]+)/`).exec(file)?.[1];
      if (!slug || names.has(slug)) continue;
      try {
        const text = await readFile(path.join(root, caseStudyFile(slug)), 'utf8');
        const name = (parse(splitFrontmatter(text, caseStudyFile(slug)).yaml) as { name?: unknown } | null)?.name;
        if (typeof name === 'string') names.set(slug, name);
      } catch {
        // A case study being removed, or unreadable: named by its folder.
      }
    }
    return (slug: string) => names.get(slug);
  }

  async function commit(saved: readonly SavedFile[]) {
    const paths = [...new Set(saved.map((entry) => entry.file))];
    if (paths.length === 0) return;
    try {
      await run(['add', '--all', '--', ...paths]);
      if ((await git(root, ['diff', '--cached', '--quiet', 'HEAD', '--', ...paths])).code === 0) return;
      // One line: nothing in a name (a file's, a case study's) can add lines, such as a trailer, of its own.
      const message = withoutHiddenCharacters(saveMessage(saved, await projectNames(saved)));
      // --only: just these files, whatever else the owner has staged.
      await run(['commit', '--quiet', '--no-verify', '--only', '-m', message, '--', ...paths]);
      unrecorded = null;
    } catch (error) {
      unrecorded = `Saved on this computer, but not recorded for publishing: ${(error as Error).message}`;
    }
  }

  async function target(): Promise<Target | FailureReport> {
    const branch = await attempt(['symbolic-ref', '--short', '-q', 'HEAD']);
    if (!branch) {
      return {
        failure: 'detached',
        message:
          'No branch is checked out in the project folder, so there is nothing to publish to. Check out the site’s branch, then try again.',
      };
    }
    const configured = await attempt(['config', `branch.${branch}.remote`]);
    const merge = await attempt(['config', `branch.${branch}.merge`]);
    const remotes = ((await attempt(['remote'])) ?? '').split('\n').filter(Boolean);
    const remote =
      configured && remotes.includes(configured)
        ? configured
        : remotes.includes('origin')
          ? 'origin'
          : remotes.length === 1
            ? remotes[0]
            : undefined;
    if (!remote) {
      return {
        failure: 'no-remote',
        message:
          'This project has no online copy to publish to yet. docs/editor.md says how to connect it to one (once), then press Publish again.',
      };
    }
    const remoteBranch = configured === remote && merge ? merge.replace(/^refs\/heads\//, '') : branch;
    return { branch, remote, remoteBranch };
  }

  const trackingRef = ({ remote, remoteBranch }: Target) => `refs/remotes/${remote}/${remoteBranch}`;

  /** The commits on the branch that the remote has not seen, oldest first. */
  async function pending(where: Target) {
    const tracking = trackingRef(where);
    const range = (await attempt(['rev-parse', '--verify', '-q', tracking]))
      ? [`${tracking}..HEAD`]
      : ['HEAD', '--not', `--remotes=${where.remote}`];
    return ((await attempt(['log', '--reverse', '--format=%s', ...range])) ?? '').split('\n').filter(Boolean);
  }

  /** The commits up to `tip` that this branch has not, oldest first, each with the files it changes (a merge: against each parent). */
  async function incomingCommits(tip: string): Promise<IncomingCommit[]> {
    const hashes = ((await attempt(['rev-list', '--reverse', `HEAD..${tip}`])) ?? '').split('\n').filter(Boolean);
    const commits: IncomingCommit[] = [];
    for (const hash of hashes) {
      const subject = await run(['log', '-1', '--format=%s', hash]);
      // Not trimmed: a name may end in a space or a line break.
      const changes = await git(root, ['diff-tree', '-r', '-z', '-m', '--root', '--no-renames', '--no-commit-id', hash]);
      if (changes.code !== 0) throw new Error(changes.stderr.trim() || `git diff-tree ${hash} failed`);
      commits.push({ subject, changes: parseRawChanges(changes.stdout) });
    }
    return commits;
  }

  /**
   * The content check on the content as committed: what the push would send and the deploy would
   * build. Its problems would stop the build; its warnings are said and let it go on.
   */
  async function committedCheck(): Promise<Pick<PublishStatus, 'problems' | 'warnings'>> {
    const folder = await mkdtemp(path.join(tmpdir(), 'publish-check-'));
    try {
      const index = { GIT_INDEX_FILE: path.join(folder, 'index') };
      // What cannot be checked is not sent: a commit without content/, or one git cannot write out, is a problem.
      const unread = (step: string, stderr: string) => ({
        problems: [
          `content/: ${step} (${stderr.trim() || 'git said nothing'}), so it cannot be checked and the site would not build; put content/ back, save, then press Publish again`,
        ],
        warnings: [],
      });
      const read = await git(root, ['read-tree', 'HEAD:content'], { env: index });
      if (read.code !== 0) return unread('the last saved change holds no content folder', read.stderr);
      const written = await git(root, ['checkout-index', '--all', `--prefix=${path.join(folder, 'tree', 'content')}/`], { env: index });
      if (written.code !== 0) return unread('the saved content could not be written out to be checked', written.stderr);
      const { problems, warnings } = checkContent(path.join(folder, 'tree'));
      return { problems, warnings };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  return {
    /** Records one save: a commit of just these files, named after what changed. */
    record: (saved: readonly SavedFile[]) => queued(() => commit(saved)),

    /** Runs `write` (the save itself) and records it, in the queue: nothing else happens in between. */
    save: <T>(write: () => Promise<{ result: T; saved: readonly SavedFile[] }>) =>
      queued(async () => {
        const { result, saved } = await write();
        await commit(saved);
        return result;
      }),

    status: () =>
      queued(async (): Promise<PublishStatus> => {
        const where = await target();
        const branch = (await attempt(['symbolic-ref', '--short', '-q', 'HEAD'])) ?? null;
        return {
          branch,
          remote: 'remote' in where ? where.remote : null,
          pending: 'remote' in where ? await pending(where) : [],
          ...(await committedCheck()),
          unrecorded,
        };
      }),

    publish: () =>
      queued(async (): Promise<PublishResult> => {
        const where = await target();
        if ('failure' in where) return where;
        const { problems } = await committedCheck();
        if (problems.length > 0) {
          return {
            failure: 'content',
            message: `Not published: the site would not build. Fix ${problems.length === 1 ? 'this' : 'these'} first, save, then press Publish again:\n${problems.join('\n')}`,
          };
        }
        const published = await pending(where);
        // Never forced: a remote that moved on refuses, and the owner's commits stay as they are.
        const push = await git(root, ['push', '--porcelain', where.remote, `HEAD:refs/heads/${where.remoteBranch}`]);
        if (push.code !== 0) return pushFailure(`${push.stderr}\n${push.stdout}`, where.remote);
        return { published, remote: where.remote };
      }),

    /**
     * Fetches the online copy's branch and lists what it has that this branch has not, file by file,
     * before anything comes in; and whether the editor may bring it in (heldReport, bring-in.ts).
     * Only the remote-tracking branch moves: the branch and the files stay as they are.
     */
    incoming: () =>
      queued(async (): Promise<IncomingReport | FailureReport> => {
        const where = await target();
        if ('failure' in where) return where;
        const tracking = trackingRef(where);
        const fetch = await git(root, ['fetch', '--quiet', '--no-tags', where.remote, `+refs/heads/${where.remoteBranch}:${tracking}`]);
        if (fetch.code !== 0) return pushFailure(fetch.stderr, where.remote, `“${bringInLabel}”`);
        const tip = await run(['rev-parse', '--verify', tracking]);
        const commits = await incomingCommits(tip);
        return { tip, commits: incomingList(commits), held: heldReport(commits, where.remote)?.message ?? null };
      }),

    /**
     * Brings in the commits listed by `incoming`, up to `tip` and no further, and puts the saved,
     * unpublished commits after them (a rebase, never a merge and never a force), once each of them
     * has been checked again. When both change the same lines, the rebase is aborted: the branch,
     * the files and the remote are as they were.
     */
    bringIn: (tip: unknown) =>
      queued(async (): Promise<BringInResult> => {
        const where = await target();
        if ('failure' in where) return where;
        const listed = typeof tip === 'string' && /^[0-9a-f]{40}$/.test(tip) ? tip : null;
        if (!listed || (await attempt(['rev-parse', '--verify', '-q', trackingRef(where)])) !== listed) {
          return {
            failure: 'unknown',
            message: `The online changes are not the ones listed any more. Nothing was brought in: press “${bringInLabel}” again to see them.`,
          };
        }
        const commits = await incomingCommits(listed);
        const held = heldReport(commits, where.remote);
        if (held) return held;
        const broughtIn = commits.length;
        if (broughtIn > 0) {
          const before = await run(['rev-parse', 'HEAD']);
          // --autostash: a file changed and not yet recorded is put aside and back, also when aborting.
          const rebase = await git(root, ['rebase', '--autostash', '--no-verify', listed], { env: { GIT_EDITOR: 'true' } });
          if (rebase.code !== 0) {
            const conflicted = ((await attempt(['diff', '--name-only', '--diff-filter=U'])) ?? '').split('\n').filter(Boolean);
            const stopped = (await attempt(['rev-parse', '--git-path', 'rebase-merge'])) ?? '';
            if (conflicted.length > 0 || existsSync(path.resolve(root, stopped))) await git(root, ['rebase', '--abort']);
            if ((await attempt(['rev-parse', 'HEAD'])) !== before)
              return { failure: 'unknown', message: `Bringing in the online changes stopped half-way: ${rebase.stderr.trim()}` };
            return conflicted.length > 0
              ? conflictReport(conflicted, where.remote)
              : {
                  failure: 'unknown',
                  message: `The online changes were not brought in: ${rebase.stderr.trim().split('\n').at(-1) ?? ''}. Your changes are kept here.`,
                };
          }
        }
        return { broughtIn, pending: (await pending(where)).length };
      }),
  };
}
