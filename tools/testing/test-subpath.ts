// Builds the site for a sub-path (as a GitHub Pages project site is served)
// into build/subpath, then checks in Chromium that every link and asset
// resolves under that path.
import { spawnSync } from 'node:child_process';
import { runPlaywright } from './run-playwright.ts';
import { testBuildEnv } from './test-password.ts';

const env = { ...testBuildEnv(), BASE_PATH: '/portfolio/', BUILD_DIR: 'build/subpath' };
console.log('Building for the sub-path /portfolio/ into build/subpath…');
const build = spawnSync('npm', ['run', 'build'], { encoding: 'utf8', env });
if (build.status !== 0) {
  console.error(`${build.stdout}\n${build.stderr}\nThe sub-path build failed.`);
  process.exit(build.status ?? 1);
}

await runPlaywright(
  ['--config', 'playwright.subpath.config.ts', ...process.argv.slice(2)],
  'test-results/subpath/e2e.json',
  'sub-path browser tests',
);
