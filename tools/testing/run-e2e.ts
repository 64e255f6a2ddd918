// Browser tests against the production build in Chromium; never skipped silently.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clientDir } from '../build/build-dir.ts';
import { requireChromium } from './find-chromium.ts';
import { protectedSlugs, unlockedStorage } from '../bench/unlock.ts';
import { testPassword } from './test-password.ts';

const client = clientDir();
if (!existsSync(path.join(client, 'index.html'))) {
  console.error('No production build: run `npm run build:test` first (`npm test` does).');
  process.exit(1);
}

// The tests unlock the protected pages with the test password: a build made with another fails them all.
const [slug] = await protectedSlugs(client);
if (slug) {
  try {
    await unlockedStorage(client, slug, testPassword);
  } catch {
    console.error('This build was not made with the test password: build it with `npm run build:test` (`npm test` does).');
    process.exit(1);
  }
}

/** The totals of Playwright's JSON report. */
export type PlaywrightStats = { expected: number; flaky: number; unexpected: number; skipped: number };

const chrome = await requireChromium();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});

// One plain summary line that any CI reads.
try {
  const { stats } = JSON.parse(readFileSync('test-results/e2e.json', 'utf8')) as { stats: PlaywrightStats };
  console.log(`${stats.expected + stats.flaky} passed, ${stats.unexpected} failed, ${stats.skipped} skipped`);
} catch {
  console.log('The browser tests did not report a result.');
}
process.exit(result.status ?? 1);
