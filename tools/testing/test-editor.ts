// The visual editor's browser tests: `npm run edit` in Chromium, saving into content/ and restoring it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { requireChromium } from './find-chromium.ts';
import type { PlaywrightStats } from './run-e2e.ts';

const chrome = await requireChromium();
const result = spawnSync('npx', ['playwright', 'test', '--config', 'playwright.editor.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
try {
  const { stats } = JSON.parse(readFileSync('test-results/editor/e2e.json', 'utf8')) as { stats: PlaywrightStats };
  console.log(`${stats.expected + stats.flaky} passed, ${stats.unexpected} failed, ${stats.skipped} skipped`);
} catch {
  console.log('The editor browser tests did not report a result.');
}
process.exit(result.status ?? 1);
