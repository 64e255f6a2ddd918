import { spawn } from 'node:child_process';

export type GitResult = { code: number; stdout: string; stderr: string };

/**
 * Runs git in the repository at `root` and collects what it says. Git never
 * asks a question in the terminal: a credential helper answers, or the push
 * fails and says so. Paths are literal: a file named `content/*` names that
 * file alone, never every file the pattern matches. `timeoutMs` ends a run
 * that hangs (a network that never answers).
 */
export function git(
  root: string,
  args: string[],
  { timeoutMs = 120_000, env = {} }: { timeoutMs?: number; env?: Record<string, string> } = {},
) {
  return new Promise<GitResult>((resolve) => {
    const child = spawn('git', args, {
      cwd: root,
      env: {
        ...process.env,
        GIT_TERMINAL_PROMPT: '0',
        GIT_LITERAL_PATHSPECS: '1',
        LC_ALL: 'C',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      stderr += '\nfatal: timed out: the remote did not answer';
      child.kill('SIGTERM');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: 127, stdout, stderr: `${stderr}\n${error.message}` });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, stdout, stderr });
    });
  });
}
