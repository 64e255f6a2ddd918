// Browser tests against the production build in Chromium; never skipped silently.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { clientDir } from '../build/build-dir.ts';
import { runPlaywright } from './run-playwright.ts';
import { protectedSlugs, unlockedStorage } from './unlock.ts';
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

await runPlaywright(process.argv.slice(2), 'test-results/e2e.json', 'browser tests');
