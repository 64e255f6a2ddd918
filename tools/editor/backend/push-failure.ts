/** Why a publish did not reach the site: each kind has its own advice. */
export type PublishFailure =
  'no-remote' | 'detached' | 'content' | 'network' | 'credentials' | 'moved-on' | 'refused' | 'conflict' | 'not-content' | 'unknown';

export type FailureReport = { failure: PublishFailure; message: string };

/** The last line git wrote that says something, for a failure this file does not know. */
const lastLine = (stderr: string) =>
  stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1) ?? '';

/** The button that bringing in the online changes is, in the Publish panel. */
export const bringInLabel = 'Bring in the online changes';

/**
 * What a failed `git push` (or the fetch before bringing in the online
 * changes) means for the owner, from what git wrote, in plain words and with
 * what to do next: `retry` names the button to press again. Nothing is lost
 * in any of these: the saved changes stay on this computer.
 */
export function pushFailure(stderr: string, remote: string, retry = 'Publish'): FailureReport {
  if (/\[remote rejected\]|pre-receive hook declined|protected branch/i.test(stderr)) {
    return {
      failure: 'refused',
      message: `The online copy (${remote}) refused the changes: ${lastLine(stderr)}. Your changes are kept on this computer.`,
    };
  }
  if (/\[rejected\]|non-fast-forward|fetch first|updates were rejected/i.test(stderr)) {
    return {
      failure: 'moved-on',
      message:
        `The online copy (${remote}) has changes this computer does not have yet, made from somewhere else. ` +
        `Your saved changes are kept here, and nothing online was overwritten. Press “${bringInLabel}” to add ` +
        'them to yours here, then publish again.',
    };
  }
  if (
    /authentication failed|could not read (username|password)|terminal prompts disabled|permission denied|invalid username or password|returned error: 40[13]|access denied|403/i.test(
      stderr,
    )
  ) {
    return {
      failure: 'credentials',
      message:
        `The online copy (${remote}) did not accept this computer’s sign-in. Your changes are kept here. ` +
        `Sign in again the way you usually do (for GitHub: GitHub Desktop, or gh auth login), then press ${retry} again.`,
    };
  }
  if (
    /could not resolve host|unable to access|failed to connect|connection (refused|timed out|reset)|network is unreachable|timed out|could not read from remote repository|does not appear to be a git repository|no such file or directory/i.test(
      stderr,
    )
  ) {
    return {
      failure: 'network',
      message: `The online copy (${remote}) could not be reached: ${lastLine(stderr)}. Check the connection to the internet, then press ${retry} again. Your changes are kept here.`,
    };
  }
  return { failure: 'unknown', message: `Publishing stopped: ${lastLine(stderr) || 'git gave no reason'}. Your changes are kept here.` };
}
