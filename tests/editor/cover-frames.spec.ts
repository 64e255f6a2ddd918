import { expect, test } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  editorRoot,
  git,
  openEditor,
  openStudy,
  previewPage,
  readCopy,
  readStudy,
  save,
  startFromRemote,
  watchErrors,
} from './editor-support.ts';

const coverFolder = 'content/projects/huru/media/cover';

test.beforeEach(startFromRemote);

test('a cover frame replaced and two swapped are saved as one commit of just those files, and the preview plays the new order', async ({
  page,
}) => {
  const problems: string[] = [];
  watchErrors(page, problems);
  const before = readStudy(await readCopy('content/projects/huru/index.md'));
  const bytes = (name: string) => git(editorRoot, 'rev-parse', `HEAD:${coverFolder}/${name}`);
  const [second, third] = [bytes('02.svg'), bytes('03.svg')];
  const upload = path.join(tmpdir(), 'new-frame.png');
  // A 1 × 1 PNG.
  writeFileSync(
    upload,
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64'),
  );

  await openEditor(page);
  await expect(async () => openStudy(page, before.front)).toPass({ timeout: 120_000 });
  const frames = page.getByLabel('list field').filter({ hasText: 'Cover frames' }).getByLabel('image field');
  await expect(frames).toHaveCount(8);

  // Frame 5 replaced by an upload.
  await frames.nth(4).getByRole('button', { name: 'Choose different image' }).click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await expect(page.getByRole('button', { name: 'Choose selected' })).toBeHidden();

  // Frames 2 and 3 swapped: each place given the other's picture from the cover folder.
  const choose = async (place: number, name: string) => {
    await frames.nth(place).getByRole('button', { name: 'Choose different image' }).click();
    await page.getByText(name, { exact: true }).click();
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await expect(page.getByRole('button', { name: 'Choose selected' })).toBeHidden();
  };
  await choose(1, '03.svg');
  await choose(2, '02.svg');

  const cover = previewPage(page).locator('[data-frames]').first();
  const frameSources = async () =>
    (JSON.parse((await cover.getAttribute('data-frames')) ?? '[]') as { src: string }[]).map(({ src }) => src);
  const shownBefore = await frameSources();
  await save(page);
  await expect.poll(() => git(editorRoot, 'log', '-1', '--format=%s')).toBe(`${before.front.name}: cover frames`);
  expect(git(editorRoot, 'show', '--format=', '--name-status', 'HEAD').split('\n').sort()).toEqual(
    [`M\t${coverFolder}/02.svg`, `M\t${coverFolder}/03.svg`, `D\t${coverFolder}/05.svg`, `A\t${coverFolder}/05.png`].sort(),
  );
  expect(bytes('02.svg')).toBe(third);
  expect(bytes('03.svg')).toBe(second);
  expect(git(editorRoot, 'status', '--porcelain', '--untracked-files=all', 'content')).toBe('');

  // The preview's cover plays the frames in their new order: the fifth is now the uploaded PNG.
  await expect.poll(async () => (await frameSources())[4]).not.toBe(shownBefore[4]);
  const shownAfter = await frameSources();
  expect(shownAfter).toHaveLength(8);
  // Frames 2 and 3 (each other's pictures now) and 5 (the new one) changed; the other five are as they were.
  expect(shownAfter.flatMap((src, i) => (src === shownBefore[i] ? [] : [i + 1]))).toEqual([2, 3, 5]);
  expect(problems, 'errors in the editor').toEqual([]);
});
