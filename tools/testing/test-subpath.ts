// Builds the site for a sub-path (as a GitHub Pages project site is served)
// into build/subpath, then checks in Chromium that every link and asset
// resolves under that path.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { requireChromium } from './find-chromium.ts';
import { testBuildEnv } from './test-password.ts';
import type { PlaywrightStats } from './run-e2e.ts';

const env = { ...testBuildEnv(), BASE_PATH: '/portfolio/', BUILD_DIR: 'build/subpath' };
console.log('Building for the sub-path /portfolio/ into build/subpath…');
const build = spawnSync('npm', ['run', 'build'], { encoding: 'utf8', env });
if (build.status !== 0) {
  console.error(`${build.stdout}\n${build.stderr}\nThe sub-path build failed.`);
  process.exit(build.status ?? 1);
}

const chrome = await requireChromium();
const result = spawnSync(
  'npx',
  ['playwright', 'test', '--config', 'playwright.subpath.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } },
);
try {
  const { stats } = JSON.parse(readFileSync('test-results/subpath/e2e.json', 'utf8')) as { stats: PlaywrightStats };
  console.log(`${stats.expected + stats.flaky} passed, ${stats.unexpected} failed, ${stats.skipped} skipped`);
} catch {
  console.log('The sub-path browser tests did not report a result.');
}
process.exit(result.status ?? 1);
