import {
  editorRemote,
  editorRoot,
  git,
  openEditor,
  openPublish,
  openStudy,
  previewPage,
  readCopy,
  readStudy,
  formField,
  save,
  showPreview,
  startFromRemote,
  subtitleLabel,
  watchErrors,
  publicStudy,
  expect,
  test,
} from './editor-support.ts';

const studyFile = publicStudy.file;

test.beforeEach(startFromRemote);

test('a changed subtitle shows in the preview as the site shows it, is saved as one commit of one line, and Publish puts it online', async ({
  page,
  context,
}) => {
  const problems: string[] = [];
  watchErrors(page, problems);
  const before = readStudy(await readCopy(studyFile));
  const subtitle = `${before.front.subtitle} (edited)`;
  const card = (name: string) => new RegExp(`^${name}\\b`);

  await openEditor(page);
  await openStudy(page, before.front);

  // The preview is the site's own page; its Card view is the home page, where a subtitle shows.
  await showPreview(page);
  const preview = previewPage(page);
  await expect(preview.getByRole('heading', { level: 1, name: before.front.name })).toBeVisible();
  await page.frameLocator('#preview-pane').getByRole('button', { name: 'Card' }).click();
  const previewCard = preview.getByRole('link', { name: card(before.front.name) });
  await expect(previewCard).toContainText(before.front.subtitle);

  const field = formField(page, subtitleLabel);
  await expect(field).toHaveValue(before.front.subtitle);
  await field.fill(subtitle);
  await save(page);

  // 1. The preview shows the new subtitle, in the site's own style: as a visitor's browser draws the same card.
  await expect(previewCard).toContainText(subtitle);
  const site = await context.newPage();
  await site.goto('/');
  const siteCard = site.getByRole('link', { name: card(before.front.name) });
  await expect(siteCard).toContainText(subtitle);
  const look = (element: HTMLElement | SVGElement) => {
    const style = getComputedStyle(element);
    return { font: style.fontFamily, size: style.fontSize, colour: style.color, weight: style.fontWeight };
  };
  expect(await previewCard.evaluate(look)).toEqual(await siteCard.evaluate(look));

  // 2. One commit, named after what changed, touching that one line and nothing else.
  await expect.poll(() => git(editorRoot, 'log', '-1', '--format=%s')).toBe(`${before.front.name}: subtitle`);
  expect(git(editorRoot, 'show', '--format=', '--numstat', 'HEAD')).toBe(`1\t1\t${studyFile}`);
  const after = readStudy(await readCopy(studyFile));
  expect({ ...after.front, subtitle: before.front.subtitle }).toEqual(before.front);
  expect(after.body).toBe(before.body);

  // 3. Publish lists it in plain words, pushes, and the remote's branch advances to it.
  const panel = await openPublish(page);
  await expect(panel.getByRole('list', { name: 'Saved changes to publish' })).toHaveText(`${before.front.name}: subtitle`);
  const published = git(editorRoot, 'rev-parse', 'HEAD');
  expect(git(editorRemote, 'rev-parse', 'main')).not.toBe(published);
  await panel.getByRole('button', { name: 'Publish now' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^Published 1 change\./);
  expect(git(editorRemote, 'rev-parse', 'main')).toBe(published);
  await expect(page.getByRole('button', { name: /^Publish ·/ })).toHaveText(/all saved changes are online/);
  expect(problems, 'errors in the editor').toEqual([]);
});
