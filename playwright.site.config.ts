import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';
import { buildDir } from './tools/build/build-dir.ts';

// `npm run test:site`: the owner's own site, as her build made it (build/client, or BUILD_DIR's),
// served as hosts serve it, checked whatever it holds (tests/site). tools/site-check/test-own-site.ts runs it.
const port = Number(process.env.E2E_PORT ?? 4397);
const baseURL = `http://localhost:${port}`;
// The path the build was made for (a GitHub Pages project site's `/<repo>/`): the server answers there.
const siteFile = path.join(buildDir(), 'site.json');
const { basePath } = existsSync(siteFile) ? (JSON.parse(readFileSync(siteFile, 'utf8')) as { basePath: string }) : { basePath: '/' };

// The product's browser settings (playwright.config.ts): the same Chromium, workers and time for a
// page's controls and its axe scan; its own tests, port and server.
export default defineConfig({
  ...base,
  testDir: 'tests/site',
  outputDir: 'test-results/site',
  reporter: [['list'], ['json', { outputFile: 'test-results/site/site.json' }]],
  use: { ...base.use, baseURL },
  webServer: {
    command: 'npx tsx tools/server/serve.ts',
    env: { PORT: String(port) },
    url: `${baseURL}${basePath}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
