// The visual editor's browser tests: `npm run edit` in Chromium, saving into content/ and restoring it.
import { runPlaywright } from './run-playwright.ts';

await runPlaywright(
  ['--config', 'playwright.editor.config.ts', ...process.argv.slice(2)],
  'test-results/editor/e2e.json',
  'editor browser tests',
);
