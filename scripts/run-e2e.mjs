// Browser tests against the production build in Chromium; never skipped silently.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { requireChromium } from './find-chromium.mjs';
import { protectedSlugs, unlockedStorage } from './bench-unlock.mjs';
import { testPassword } from './test-password.mjs';

if (!existsSync('build/client/index.html')) {
  console.error('No production build: run `npm run build:test` first (`npm test` does).');
  process.exit(1);
}

// The tests unlock the protected pages with the test password: a build made with another fails them all.
const [slug] = await protectedSlugs('build/client');
if (slug) {
  try {
    await unlockedStorage('build/client', slug, testPassword);
  } catch {
    console.error('This build was not made with the test password: build it with `npm run build:test` (`npm test` does).');
    process.exit(1);
  }
}

const chrome = await requireChromium();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});

// One plain summary line that any CI reads.
try {
  const { stats } = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'));
  console.log(`${stats.expected + stats.flaky} passed, ${stats.unexpected} failed, ${stats.skipped} skipped`);
} catch {
  console.log('The browser tests did not report a result.');
}
process.exit(result.status ?? 1);
