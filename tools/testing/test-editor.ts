// The visual editor's browser tests: `npm run edit` in Chromium, on a copy of the project in a
// repository of its own with a bare repository as its remote (editor-sandbox.ts), removed afterwards.
import { randomBytes } from 'node:crypto';
import { ownerKeyVariable } from '../editor/dev-server-guard.ts';
import { makeEditorSandbox, removeEditorSandbox } from './editor-sandbox.ts';
import { runPlaywright } from './run-playwright.ts';

const sandbox = makeEditorSandbox();
process.env.EDITOR_TEST_ROOT = sandbox.root;
process.env.EDITOR_TEST_REMOTE = sandbox.remote;
// The owner's key of the dev server the tests start: its browser holds it, as the owner's does once she opened the address.
process.env[ownerKeyVariable] = randomBytes(32).toString('base64url');
process.on('exit', () => removeEditorSandbox(sandbox));

await runPlaywright(
  ['--config', 'playwright.editor.config.ts', ...process.argv.slice(2)],
  'test-results/editor/e2e.json',
  'editor browser tests',
);
