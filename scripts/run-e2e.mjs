// Browser tests against the production build in Chromium; never skipped silently.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { requireChromium } from './find-chromium.mjs';

if (!existsSync('build/client/index.html')) {
  console.error('No production build: run `npm run build` first (`npm test` does).');
  process.exit(1);
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
