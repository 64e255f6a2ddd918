import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  editorRemote,
  editorRoot,
  git,
  openEditor,
  openPublish,
  openStudy,
  readCopy,
  readStudy,
  save,
  sitePages,
  startFromRemote,
  subtitleLabel,
} from './editor-support.ts';

test.beforeEach(startFromRemote);

test('when the site changed online since the last publish, nothing is forced and the saved change stays', async ({ page }) => {
  // Someone publishes from another computer.
  const elsewhere = mkdtempSync(path.join(tmpdir(), 'editor-elsewhere-'));
  try {
    git(elsewhere, 'clone', '--quiet', editorRemote, 'site');
    writeFileSync(path.join(elsewhere, 'site', 'notes.txt'), 'changed from another computer\n');
    git(path.join(elsewhere, 'site'), 'add', '.');
    git(
      path.join(elsewhere, 'site'),
      '-c',
      'user.name=Other',
      '-c',
      'user.email=other@example.com',
      'commit',
      '--quiet',
      '-m',
      'From elsewhere',
    );
    git(path.join(elsewhere, 'site'), 'push', '--quiet');
  } finally {
    rmSync(elsewhere, { recursive: true, force: true });
  }
  const online = git(editorRemote, 'rev-parse', 'main');

  const before = readStudy(await readCopy('content/projects/huru/index.md'));
  await openEditor(page);
  await expect(async () => openStudy(page, before.front)).toPass({ timeout: 120_000 });
  await page.getByLabel(subtitleLabel, { exact: true }).fill(`${before.front.subtitle} (again)`);
  await save(page);
  await expect.poll(() => git(editorRoot, 'log', '-1', '--format=%s')).toBe(`${before.front.name}: subtitle`);
  const saved = git(editorRoot, 'rev-parse', 'HEAD');

  const panel = await openPublish(page);
  await panel.getByRole('button', { name: 'Publish now' }).click();
  await expect(panel.getByRole('status')).toHaveText(/changes this computer does not have yet.*kept here/);
  expect(git(editorRemote, 'rev-parse', 'main')).toBe(online);
  expect(git(editorRoot, 'rev-parse', 'HEAD')).toBe(saved);
  await expect(panel.getByRole('list', { name: 'Saved changes to publish' })).toContainText(`${before.front.name}: subtitle`);
});

test('content that would stop the build is saved but not published, and the panel names file, line and fix', async ({ page }) => {
  const site = sitePages.files.find((file) => file.file === 'content/site.yaml')!;
  const online = git(editorRemote, 'rev-parse', 'main');
  const first = /^projects:\n {2}- (.+)$/m.exec(await readCopy('content/site.yaml'))![1]!;
  const misspelt = `${first}x`;

  await openEditor(page);
  await page.getByRole('link', { name: sitePages.label, exact: true }).click();
  await page.getByRole('link', { name: site.label }).click();
  // The first project of the home page's list, misspelt: a folder name the form accepts, and no project has.
  const projectsLabel = site.fields.find((field) => field.name === 'projects')!.label;
  const list = page.getByLabel('list field').filter({ hasText: projectsLabel });
  await list.getByRole('button', { name: 'Expand' }).first().click();
  const item = list.locator(`input[value="${first}"]`);
  await item.fill(misspelt);
  await save(page);

  // Kept in the file, as saved.
  await expect.poll(async () => (await readCopy('content/site.yaml')).includes(`  - ${misspelt}\n`)).toBe(true);
  await expect(page.getByRole('button', { name: /^Publish ·/ })).toHaveText(/1 problem to fix/);
  const panel = await openPublish(page);
  await expect(panel.getByRole('list', { name: 'Problems to fix' })).toContainText(/content\/site\.yaml:\d+: projects/);
  await expect(panel.getByRole('button', { name: 'Publish now' })).toBeDisabled();
  expect(git(editorRemote, 'rev-parse', 'main')).toBe(online);
});
