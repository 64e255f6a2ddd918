import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The same browser, against a build made for a sub-path (a GitHub Pages
// project site), served under that path. tools/testing/test-subpath.ts builds it.
export const subpathBase = '/portfolio/';
export const subpathBuild = 'build/subpath';
const port = Number(process.env.E2E_PORT ?? 4398);

export default defineConfig({
  ...base,
  testDir: 'tests/subpath',
  outputDir: 'test-results/subpath',
  reporter: [['list'], ['json', { outputFile: 'test-results/subpath/e2e.json' }]],
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: {
    command: 'npx tsx tools/server/serve.ts',
    env: { PORT: String(port), BUILD_DIR: subpathBuild },
    url: `http://localhost:${port}${subpathBase}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
