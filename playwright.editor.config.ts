import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from './tools/testing/find-chromium.ts';
import { codeEditorOf } from './tools/testing/editor-sandbox.ts';
import { ownerKeyCookie, ownerKeyVariable } from './tools/editor/dev-server-guard.ts';

// The visual editor as the owner uses it: `npm run edit` (the dev server with /admin, whose
// backend writes into content/ and commits), on a port of its own, in a copy of the project with
// a bare repository as its remote. tools/testing/test-editor.ts makes that copy and runs this.
export const editorPort = Number(process.env.EDITOR_TEST_PORT ?? 5199);

/** The copy of the project the editor runs in, and its remote. */
export const editorRoot = process.env.EDITOR_TEST_ROOT ?? '';
export const editorRemote = process.env.EDITOR_TEST_REMOTE ?? '';
/** The dev server's owner's key (tools/editor/dev-server-guard.ts), which the tests' browser holds as a cookie. */
export const editorKey = process.env[ownerKeyVariable] ?? '';
if (!editorRoot || !editorRemote || !editorKey)
  throw new Error('Run the editor tests with npm run test:editor: they need a copy of the project to commit in.');
/** The cookie the address printed in the terminal gives the owner's browser. */
export const editorKeyCookie = `${ownerKeyCookie(editorPort)}=${editorKey}`;

export default defineConfig({
  testDir: 'tests/editor',
  outputDir: 'test-results/editor',
  // The tests write into content/ and commit: one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // The dev server compiles each page on first request; on a loaded 2-core machine that takes a while.
  timeout: 240_000,
  expect: { timeout: 60_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/editor/e2e.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    baseURL: `http://localhost:${editorPort}`,
    // The owner's browser, once it opened the address the terminal printed.
    storageState: {
      cookies: [
        {
          name: ownerKeyCookie(editorPort),
          value: editorKey,
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: 'Strict',
        },
      ],
      origins: [],
    },
    launchOptions: { executablePath: process.env.CHROME_PATH, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx tools/editor/edit.ts',
    cwd: editorRoot,
    // A code editor that leaves a mark when started: no request to the dev server may start it.
    env: {
      EDIT_PORT: String(editorPort),
      LAUNCH_EDITOR: codeEditorOf(editorRoot),
      EDITOR: codeEditorOf(editorRoot),
      VISUAL: codeEditorOf(editorRoot),
    },
    // Printed once the editor's configuration answers.
    wait: { stdout: /The editor is ready/ },
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
  },
});
