import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { buildDir } from './tools/build/build-dir.ts';
import { chromiumArgs } from './tools/testing/find-chromium.ts';

// `npm run test:site`: the owner's own site, as her build made it (build/client, or BUILD_DIR's),
// served as hosts serve it, checked whatever it holds (tests/site). tools/site-check/test-own-site.ts runs it.
const port = Number(process.env.E2E_PORT ?? 4397);
const baseURL = `http://localhost:${port}`;
// The path the build was made for (a GitHub Pages project site's `/<repo>/`): the server answers there.
const siteFile = path.join(buildDir(), 'site.json');
const { basePath } = existsSync(siteFile) ? (JSON.parse(readFileSync(siteFile, 'utf8')) as { basePath: string }) : { basePath: '/' };

export default defineConfig({
  testDir: 'tests/site',
  outputDir: 'test-results/site',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // As the product's browser tests: a page's controls and its axe scan, on a loaded 2-core machine.
  timeout: 90_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/site/site.json' }]],
  use: {
    baseURL,
    launchOptions: { executablePath: process.env.CHROME_PATH, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'npx tsx tools/server/serve.ts',
    env: { PORT: String(port) },
    url: `${baseURL}${basePath}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
