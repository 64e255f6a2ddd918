import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from './tools/testing/find-chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4399);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Several tests walk every route; on a loaded 2-core machine that takes a while.
  timeout: 90_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    launchOptions: { executablePath: process.env.CHROME_PATH, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'npx tsx tools/server/serve.ts',
    env: { PORT: String(port) },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
