// Runs Playwright in Chromium (found by find-chromium.ts) and prints one plain
// summary line any CI reads, from the run's JSON report; exits with its status.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { requireChromium } from './find-chromium.ts';

/** The totals of Playwright's JSON report. */
export type PlaywrightStats = { expected: number; flaky: number; unexpected: number; skipped: number };

/**
 * `args`: what `playwright test` is given (a config, then the caller's own
 * arguments); `report`: where that config writes its JSON report; `what`:
 * the tests' name in the line printed when there is no report; `failedBefore`:
 * the caller's own checks failed, so the run fails whatever Playwright says.
 */
export async function runPlaywright(args: string[], report: string, what: string, failedBefore = false): Promise<never> {
  const chrome = await requireChromium();
  const result = spawnSync('npx', ['playwright', 'test', ...args], {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chrome },
  });
  try {
    const { stats } = JSON.parse(readFileSync(report, 'utf8')) as { stats: PlaywrightStats };
    console.log(`${stats.expected + stats.flaky} passed, ${stats.unexpected} failed, ${stats.skipped} skipped`);
  } catch {
    console.log(`The ${what} did not report a result.`);
  }
  const status = result.status ?? 1;
  process.exit(status || (failedBefore ? 1 : 0));
}
