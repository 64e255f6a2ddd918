import { type Locator, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  editorRoot,
  git,
  openEditor,
  openStudy,
  previewPage,
  privateStudies,
  readCopy,
  readStudy,
  save,
  showPreview,
  startFromRemote,
  subtitleLabel,
  watchErrors,
  formField,
  privateStudy,
  publicStudy,
  expect,
  test,
} from './editor-support.ts';
import { literal } from '../../app/lib/literal.ts';

const coverFolder = `${publicStudy.media}/cover`;

test.beforeEach(startFromRemote);

/** The cover frames field of the open case study's form: the English side's (the Spanish side has it hidden). */
const coverField = (page: Page) => page.getByLabel('list field').filter({ hasText: 'Cover frames', visible: true });

/** The frames of the open case study's form, in order. */
const coverFrames = (page: Page) => coverField(page).getByLabel('image field');

/** The picture an image field shows, as text (the content's pictures are SVG). */
const shownPicture = (field: Locator) => field.locator('img').evaluate(async (image: HTMLImageElement) => (await fetch(image.src)).text());

/** Which of a folder's pictures (as they are now in the copy) each image field shows, by file name. */
async function shownFiles(fields: Locator, folder: string, names: readonly string[]) {
  const files = await Promise.all(names.map(async (name) => ({ name, text: await readCopy(`${folder}/${name}`) })));
  const shown = await Promise.all((await fields.all()).map(shownPicture));
  return shown.map((text) => files.find((file) => file.text === text)?.name ?? 'another picture');
}

const frameNames = Array.from({ length: 8 }, (_, i) => `0${i + 1}.svg`);

/** The site's cover in the preview pane, and the frames it plays, in order. */
const previewFrames = (page: Page) => async () => {
  const cover = previewPage(page).locator('[data-frames]').first();
  return (JSON.parse((await cover.getAttribute('data-frames')) ?? '[]') as { src: string }[]).map(({ src }) => src);
};

test('each cover frame and the card picture show their own picture in the form, for public and private case studies', async ({ page }) => {
  const problems: string[] = [];
  watchErrors(page, problems);
  const shown = readStudy(await readCopy(publicStudy.file));
  const hidden = readStudy(await readCopy(privateStudy.file));
  await openEditor(page);
  await openStudy(page, shown.front);
  const frames = coverFrames(page);
  await expect(frames).toHaveCount(8);
  await expect.poll(() => shownFiles(frames, coverFolder, frameNames)).toEqual(frameNames);

  await page.goto('/admin/');
  await page.getByRole('link', { name: privateStudies.label, exact: true }).click();
  await page.getByRole('link', { name: new RegExp(`^${literal(hidden.front.name)} · `) }).click();
  await expect(frames).toHaveCount(8);
  await expect.poll(() => shownFiles(frames, `${privateStudy.folder}/protected-media/cover`, frameNames)).toEqual(frameNames);
  const card = page.getByLabel('image field').filter({ hasText: 'Card picture', visible: true });
  await expect.poll(() => shownFiles(card, `${privateStudy.media}/card`, ['01.svg'])).toEqual(['01.svg']);
  expect(problems, 'errors in the editor').toEqual([]);
});

test('a cover frame replaced and two swapped are saved as one commit of just those files, and the preview plays the new order', async ({
  page,
}) => {
  const problems: string[] = [];
  watchErrors(page, problems);
  const before = readStudy(await readCopy(publicStudy.file));
  const bytes = (name: string) => git(editorRoot, 'rev-parse', `HEAD:${coverFolder}/${name}`);
  const [second, third] = [bytes('02.svg'), bytes('03.svg')];
  const upload = path.join(tmpdir(), 'new-frame.png');
  // A 1 × 1 PNG.
  writeFileSync(
    upload,
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64'),
  );

  await openEditor(page);
  await openStudy(page, before.front);
  await showPreview(page);
  const frames = coverFrames(page);
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

  const frameSources = previewFrames(page);
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

test('two frames reordered by dragging one by its handle are saved as a commit renaming just those files', async ({ page }) => {
  const problems: string[] = [];
  watchErrors(page, problems);
  const before = readStudy(await readCopy(publicStudy.file));
  const bytes = (name: string) => git(editorRoot, 'rev-parse', `HEAD:${coverFolder}/${name}`);
  const [second, third] = [bytes('02.svg'), bytes('03.svg')];

  await openEditor(page);
  await openStudy(page, before.front);
  const frames = coverFrames(page);
  await expect(frames).toHaveCount(8);
  await expect.poll(() => shownFiles(frames, coverFolder, frameNames)).toEqual(frameNames);

  // Frame 2 dragged by its handle (the two lines at the top of its box) down onto frame 3, as a person
  // drags: press, move in small steps, let go.
  const handles = coverField(page).locator('[aria-roledescription="sortable"]');
  await expect(handles).toHaveCount(8);
  await frames.nth(1).scrollIntoViewIfNeeded();
  const from = (await handles.nth(1).boundingBox())!;
  const to = (await handles.nth(2).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const distance = to.y - from.y;
  for (let step = 1; step <= 20; step++) await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + (distance * step) / 20);
  await page.mouse.up();

  // The form shows the new order: frame 2 is the old third picture, frame 3 the old second.
  const swapped = ['01.svg', '03.svg', '02.svg', ...frameNames.slice(3)];
  await expect.poll(() => shownFiles(frames, coverFolder, frameNames)).toEqual(swapped);

  await save(page);
  await expect.poll(() => git(editorRoot, 'log', '-1', '--format=%s')).toBe(`${before.front.name}: cover frames`);
  expect(git(editorRoot, 'show', '--format=', '--name-status', 'HEAD').split('\n').sort()).toEqual(
    [`M\t${coverFolder}/02.svg`, `M\t${coverFolder}/03.svg`].sort(),
  );
  expect(bytes('02.svg')).toBe(third);
  expect(bytes('03.svg')).toBe(second);
  expect(git(editorRoot, 'status', '--porcelain', '--untracked-files=all', 'content')).toBe('');

  // The form has read the renamed frames again (save waited for it to reload): a later save of another field keeps the new order.
  await expect.poll(() => shownFiles(coverFrames(page), coverFolder, frameNames)).toEqual(frameNames);
  const subtitle = formField(page, subtitleLabel);
  await expect(subtitle).toHaveValue(before.front.subtitle);
  await subtitle.fill(`${before.front.subtitle}, reordered`);
  await save(page);
  await expect.poll(() => git(editorRoot, 'log', '-1', '--format=%s')).toBe(`${before.front.name}: subtitle`);
  expect(git(editorRoot, 'show', '--format=', '--name-only', 'HEAD')).toBe(publicStudy.file);
  expect(bytes('02.svg')).toBe(third);
  expect(bytes('03.svg')).toBe(second);

  expect(problems, 'errors in the editor').toEqual([]);
});
