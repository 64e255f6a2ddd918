import { parse } from 'yaml';
import { designSystemPath, gatePath } from '../../app/lib/pages.ts';
import {
  formField,
  openEditor,
  previewPage,
  readCopy,
  save,
  showPreview,
  sitePages,
  startFromRemote,
  watchErrors,
  expect,
  test,
} from './editor-support.ts';

const site = sitePages.files.find((file) => file.file === 'content/site.yaml')!;
const callToActionLabel = site.fields
  .find((field) => field.name === 'footer')!
  .fields!.find((field) => field.name === 'callToAction')!.label;

test.beforeEach(startFromRemote);

test('a changed site setting reaches every page through the root route, the 404 and the gate included, in its language only', async ({
  page,
  context,
}) => {
  const problems: string[] = [];
  watchErrors(page, problems);
  const english = parse(await readCopy('content/site.yaml')) as { footer: { callToAction: string } };
  const spanish = parse(await readCopy('content/site.es.yaml')) as { footer: { callToAction: string } };
  const callToAction = `${english.footer.callToAction} (edited)`;

  await openEditor(page);
  await page.getByRole('link', { name: sitePages.label, exact: true }).click();
  await page.getByRole('link', { name: site.label }).click();
  await formField(page, callToActionLabel, 'English').fill(callToAction);
  // Saved, and taken in by the dev server: every page it serves from now on reads the new file.
  await save(page);
  expect((parse(await readCopy('content/site.yaml')) as typeof english).footer.callToAction).toBe(callToAction);

  // The footer of every kind of page shows it: the home page, the gate, the design system, an unknown address.
  const visitor = await context.newPage();
  for (const address of ['/', gatePath, designSystemPath, '/no-such-page']) {
    await visitor.goto(address);
    await expect(visitor.getByRole('contentinfo'), address).toContainText(callToAction);
  }
  // The Spanish pages keep their own.
  await visitor.goto('/es/');
  await expect(visitor.getByRole('contentinfo')).toContainText(spanish.footer.callToAction);
  await expect(visitor.getByRole('contentinfo')).not.toContainText(callToAction);

  // The preview beside the form, the home page, shows it too.
  await showPreview(page);
  await expect(previewPage(page).getByRole('contentinfo')).toContainText(callToAction);
  expect(problems, 'errors in the editor').toEqual([]);
});
