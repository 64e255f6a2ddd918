import {
  editorRoot,
  formField,
  git,
  openEditor,
  openStudy,
  previewPage,
  readCopy,
  readStudy,
  save,
  showPreview,
  startFromRemote,
  studies,
  watchErrors,
  publicStudy,
  expect,
  test,
} from './editor-support.ts';
import { sideBySideWords } from '../../tools/editor/admin/labels.ts';

const { slug, file: englishFile, spanishFile } = publicStudy;
const labelOf = (name: string) => studies.fields.find((field) => field.name === name)!.label;

test.beforeEach(startFromRemote);

test('a Spanish text changed beside the English one is saved into the translation alone, and the Spanish page shows it', async ({
  page,
  context,
}) => {
  const problems: string[] = [];
  watchErrors(page, problems);
  const englishText = await readCopy(englishFile);
  const english = readStudy(englishText);
  const spanish = readStudy(await readCopy(spanishFile));
  // The role line: the text under the case study's title, on its page in each language.
  const roleLabel = labelOf('role');
  const [englishRole, spanishRole] = [String(english.front.role), String(spanish.front.role)];
  const role = `${spanishRole} (revisado)`;

  await openEditor(page);
  await openStudy(page, english.front);

  // Both languages side by side: English on the left, Spanish on the right, each with its own text.
  await expect(page.getByRole('button', { name: 'Writing in EN' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Writing in ES' })).toBeVisible();
  await expect(page.getByRole('button', { name: sideBySideWords.toggleI18n })).toBeVisible();
  await expect(formField(page, roleLabel, 'English')).toHaveValue(englishRole);
  const field = formField(page, roleLabel, 'Spanish');
  await expect(field).toHaveValue(spanishRole);
  // A field that is the same in every language (the name) is written once, in English: the Spanish side does not show it.
  await expect(page.getByLabel(labelOf('name'), { exact: true }).filter({ visible: true })).toHaveCount(1);

  await field.fill(role);
  await save(page);

  // One commit, named after the field and its language, changing that one line of the translation.
  await expect.poll(() => git(editorRoot, 'log', '-1', '--format=%s')).toBe(`${english.front.name}: ${roleLabel.toLowerCase()} (Spanish)`);
  expect(git(editorRoot, 'show', '--format=', '--numstat', 'HEAD')).toBe(`1\t1\t${spanishFile}`);
  const after = readStudy(await readCopy(spanishFile));
  expect(after.front).toEqual({ ...spanish.front, role });
  expect(after.body).toBe(spanish.body);
  // The English file is as it was, to the byte.
  expect(await readCopy(englishFile)).toBe(englishText);

  // The Spanish page shows the new text; the English page keeps its own.
  const site = await context.newPage();
  await site.goto(`/es/${slug}`);
  await expect(site.getByText(role, { exact: true })).toBeVisible();
  await site.goto(`/${slug}`);
  await expect(site.getByText(englishRole, { exact: true })).toBeVisible();

  // With Spanish on the left, the preview beside the form is the Spanish page.
  await page.getByRole('button', { name: 'Writing in EN' }).click();
  await page.getByRole('menuitem', { name: 'es', exact: true }).click();
  await showPreview(page);
  await expect(previewPage(page).getByText(role, { exact: true })).toBeVisible();
  expect(problems, 'errors in the editor').toEqual([]);
});
