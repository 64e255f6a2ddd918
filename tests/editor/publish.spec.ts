import { type Page } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  editorRemote,
  editorRoot,
  formField,
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
  privateStudy,
  publicStudy,
  expect,
  test,
} from './editor-support.ts';
import { literal } from '../../app/lib/literal.ts';
import { bringInLabel, bringInListedLabel, checkWords } from '../../tools/editor/admin/publish-state.ts';

test.beforeEach(startFromRemote);

/** Someone publishes from another computer: a commit on the remote's main that this copy does not have. */
function publishFromElsewhere(change: (site: string) => void) {
  const elsewhere = mkdtempSync(path.join(tmpdir(), 'editor-elsewhere-'));
  try {
    const site = path.join(elsewhere, 'site');
    git(elsewhere, 'clone', '--quiet', editorRemote, 'site');
    change(site);
    git(site, 'add', '.');
    git(site, '-c', 'user.name=Other', '-c', 'user.email=other@example.com', 'commit', '--quiet', '-m', 'From elsewhere');
    git(site, 'push', '--quiet');
  } finally {
    rmSync(elsewhere, { recursive: true, force: true });
  }
  return git(editorRemote, 'rev-parse', 'main');
}

/** Opens the public case study's form, sets its subtitle and saves: one saved change, not yet online. */
async function saveSubtitle(page: Page, subtitle: (before: string) => string) {
  const before = readStudy(await readCopy(studyFile));
  await openEditor(page);
  await openStudy(page, before.front);
  await formField(page, subtitleLabel).fill(subtitle(before.front.subtitle));
  await save(page);
  await expect.poll(() => git(editorRoot, 'log', '-1', '--format=%s')).toBe(`${before.front.name}: subtitle`);
  return before.front;
}

const studyFile = publicStudy.file;

test('when the site changed online since the last publish, nothing is forced; the online changes are listed, brought in, then the saved change is published', async ({
  page,
}) => {
  const notes = 'content/notes.md';
  const online = publishFromElsewhere((site) => writeFileSync(path.join(site, notes), 'changed from another computer\n'));
  const front = await saveSubtitle(page, (subtitle) => `${subtitle} (again)`);
  const saved = git(editorRoot, 'rev-parse', 'HEAD');

  const panel = await openPublish(page);
  await panel.getByRole('button', { name: 'Publish now' }).click();
  await expect(panel.getByRole('status')).toHaveText(/changes this computer does not have yet.*kept here/);
  expect(git(editorRemote, 'rev-parse', 'main')).toBe(online);
  expect(git(editorRoot, 'rev-parse', 'HEAD')).toBe(saved);
  await expect(panel.getByRole('list', { name: 'Saved changes to publish' })).toContainText(`${front.name}: subtitle`);
  await expect(panel.getByRole('button', { name: 'Publish now' })).toBeDisabled();

  // First the list of what is coming, commit by commit with its files; nothing has come in yet.
  await panel.getByRole('button', { name: bringInLabel }).click();
  const coming = panel.getByRole('list', { name: 'Online changes to bring in' });
  await expect(coming).toContainText('From elsewhere');
  await expect(coming.getByRole('list', { name: 'Files changed by From elsewhere' })).toHaveText(notes);
  expect(git(editorRoot, 'rev-parse', 'HEAD')).toBe(saved);

  await panel.getByRole('button', { name: bringInListedLabel }).click();
  await expect(panel.getByRole('status')).toHaveText(/^Brought in 1 change made elsewhere\. Your saved change now comes after it/);
  // The saved change now follows the online one, with the same content.
  expect(git(editorRoot, 'rev-parse', 'HEAD~1')).toBe(online);
  expect(git(editorRoot, 'log', '-1', '--format=%s')).toBe(`${front.name}: subtitle`);
  expect(git(editorRoot, 'diff', saved, 'HEAD', '--name-only')).toBe(notes);

  await panel.getByRole('button', { name: 'Publish now' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^Published 1 change\./);
  expect(git(editorRemote, 'rev-parse', 'main')).toBe(git(editorRoot, 'rev-parse', 'HEAD'));
  expect(git(editorRemote, 'show', `main:${notes}`)).toBe('changed from another computer');
});

test('bringing in refuses an online change to vite.config.ts and a new link, names each, and changes nothing here', async ({ page }) => {
  const start = git(editorRemote, 'rev-parse', 'main');
  const viteConfig = 'vite.config.ts';
  const link = `${publicStudy.media}/settings.png`;
  const ownConfig = await readCopy(viteConfig);
  try {
    publishFromElsewhere((site) => {
      writeFileSync(path.join(site, viteConfig), `${readFileSync(path.join(site, viteConfig), 'utf8')}// changed elsewhere\n`);
      symlinkSync('../../../../.git/config', path.join(site, link));
    });
    await saveSubtitle(page, (subtitle) => `${subtitle} (kept here)`);
    const saved = git(editorRoot, 'rev-parse', 'HEAD');

    const panel = await openPublish(page);
    await panel.getByRole('button', { name: 'Publish now' }).click();
    await panel.getByRole('button', { name: bringInLabel }).click();
    // Listed, each file named, and held back with the reason for each.
    await expect(panel.getByRole('list', { name: 'Files changed by From elsewhere' })).toContainText(viteConfig);
    const status = panel.getByRole('status');
    await expect(status).toHaveText(/^Nothing was brought in/);
    await expect(status).toContainText(`${viteConfig} (in “From elsewhere”): outside content/`);
    await expect(status).toContainText(`${link} (in “From elsewhere”): a link`);
    await expect(panel.getByRole('button', { name: bringInListedLabel })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Publish now' })).toBeDisabled();

    // As before: the saved commit, the configuration as it was, no link, nothing changed in the files.
    expect(git(editorRoot, 'rev-parse', 'HEAD')).toBe(saved);
    expect(await readCopy(viteConfig)).toBe(ownConfig);
    expect(existsSync(path.join(editorRoot, link))).toBe(false);
    expect(git(editorRoot, 'status', '--porcelain', '--untracked-files=no')).toBe('');
  } finally {
    // The online copy as the other tests start from it.
    git(editorRemote, 'update-ref', 'refs/heads/main', start);
  }
});

test('when the online change and the saved one change the same line, bringing in stops and nothing is lost', async ({ page }) => {
  const online = publishFromElsewhere((site) => {
    const file = path.join(site, studyFile);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^subtitle: (.*)$/m, 'subtitle: $1 (from elsewhere)'));
  });
  await saveSubtitle(page, (subtitle) => `${subtitle} (from here)`);
  const saved = git(editorRoot, 'rev-parse', 'HEAD');
  const savedText = await readCopy(studyFile);

  const panel = await openPublish(page);
  await panel.getByRole('button', { name: 'Publish now' }).click();
  await panel.getByRole('button', { name: bringInLabel }).click();
  await panel.getByRole('button', { name: bringInListedLabel }).click();
  await expect(panel.getByRole('status')).toHaveText(
    new RegExp(
      `both change the same lines of the case study ${literal(publicStudy.slug)} \\(${literal(studyFile)}\\).*Nothing was changed`,
    ),
  );
  // As before: the saved commit, the file as saved, no half-done step, the online copy untouched.
  expect(git(editorRoot, 'rev-parse', 'HEAD')).toBe(saved);
  expect(await readCopy(studyFile)).toBe(savedText);
  expect(git(editorRoot, 'status', '--porcelain', '--untracked-files=no')).toBe('');
  expect(existsSync(path.join(editorRoot, '.git', 'rebase-merge'))).toBe(false);
  expect(git(editorRemote, 'rev-parse', 'main')).toBe(online);
  await expect(panel.getByRole('list', { name: 'Saved changes to publish' })).toContainText('subtitle');
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
  // The English side's list: the Spanish side keeps the home page's order hidden, as it is the same in every language.
  const list = page.getByLabel('list field').filter({ hasText: projectsLabel, visible: true });
  await list.getByRole('button', { name: 'Expand' }).first().click();
  const item = list.locator(`input[value="${first}"]`);
  await item.fill(misspelt);
  await save(page);

  // Kept in the file, as saved.
  await expect.poll(async () => (await readCopy('content/site.yaml')).includes(`  - ${misspelt}\n`)).toBe(true);
  await expect(page.getByRole('button', { name: /^Publish ·/ })).toHaveText(/1 problem to fix/);
  const panel = await openPublish(page);
  await expect(panel.getByRole('list', { name: checkWords.problemsList })).toContainText(/content\/site\.yaml:\d+: projects/);
  await expect(panel.getByRole('button', { name: 'Publish now' })).toBeDisabled();
  expect(git(editorRemote, 'rev-parse', 'main')).toBe(online);
});

test('content the check only warns about is listed as warnings, apart from problems, and publishes', async ({ page }) => {
  const start = git(editorRemote, 'rev-parse', 'main');
  const privateFile = privateStudy.file;
  const privateName = readStudy(await readCopy(privateFile)).front.name;
  try {
    // A saved change (a commit, as every save is) that gives the private project a codename while
    // its public teaser still names the client: the site builds, and the check warns.
    const text = await readCopy(privateFile);
    writeFileSync(
      path.join(editorRoot, privateFile),
      text
        .replace(/^access: private$/m, 'access: private\ncodename:\n  name: Lighthouse')
        .replace(/^( {2}outcome: )/m, `$1At ${privateName}, `),
    );
    git(editorRoot, 'commit', '--quiet', '--all', '-m', `${privateName}: codename, teaser`);

    await openEditor(page);
    await expect(page.getByRole('button', { name: /^Publish ·/ })).toHaveText(/1 saved change · 1 warning$/);
    const panel = await openPublish(page);
    await expect(panel.getByRole('list', { name: checkWords.warningsList })).toContainText(
      new RegExp(`${literal(privateFile)}:\\d+: teaser\\.outcome names "${literal(privateName)}"`),
    );
    await expect(panel.getByRole('list', { name: checkWords.problemsList })).toHaveCount(0);

    await panel.getByRole('button', { name: 'Publish now' }).click();
    await expect(panel.getByRole('status')).toHaveText(/^Published 1 change\./);
    expect(git(editorRemote, 'rev-parse', 'main')).toBe(git(editorRoot, 'rev-parse', 'HEAD'));
  } finally {
    // The online copy as the other tests start from it.
    git(editorRemote, 'update-ref', 'refs/heads/main', start);
  }
});
