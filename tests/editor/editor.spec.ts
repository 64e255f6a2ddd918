import { expect, test, type Page } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { editorCollections } from '../../tools/editor/editor-config.ts';
import { pageReady } from '../e2e/support.ts';

const slug = 'huru';
const studyFile = `content/projects/${slug}/index.md`;

/** A Markdown file's frontmatter, parsed, and its body exactly as written. */
function readStudy(text: string) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${studyFile} does not start with a frontmatter block`);
  return { front: parse(match[1]!) as Record<string, unknown> & { name: string; subtitle: string }, body: match[2]! };
}

/** The editor's own words for the case studies and the subtitle field, from its configuration. */
const studies = editorCollections().projects;
const subtitleLabel = studies.fields.find((field) => field.name === 'subtitle')!.label;

/**
 * The dev server's answer while it re-bundles a dependency it has just discovered (on a first start
 * after an install): the page reloads itself once it is done. Not an error of the site or the editor.
 */
const reoptimizing = /status of 504 \(Outdated Optimize Dep\)/;

/** Fails the test on any error the page reports, as the site's own browser tests do. */
function watchErrors(page: Page, problems: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error' && !reoptimizing.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
}

let original: Buffer;

test.beforeAll(async () => {
  original = await readFile(studyFile);
});

// Byte for byte as it was, whatever happened in the test.
test.afterAll(async () => {
  if (original) await writeFile(studyFile, original);
});

test('changing a case study’s subtitle in the editor rewrites its file, and the open site shows it', async ({ page, context }) => {
  const problems: string[] = [];
  const before = readStudy(original.toString('utf8'));
  const subtitle = `${before.front.subtitle} (edited)`;

  // The owner keeps the site open beside the editor. On the dev server's first start after an
  // install it may re-bundle a dependency it finds only then and reload the page, failing the
  // module imports in flight: not an error of the site or the editor. Errors count from a load
  // in which the app has started.
  const site = await context.newPage();
  await expect(async () => {
    await site.goto('/');
    await pageReady(site, { timeout: 30_000 });
  }).toPass({ timeout: 180_000 });
  watchErrors(site, problems);
  const card = site.getByRole('link', { name: new RegExp(`^${before.front.name}\\b`) });
  await expect(card).toContainText(before.front.subtitle);

  watchErrors(page, problems);
  await page.goto('/admin/');
  // decap-server's local backend asks for no password: one click.
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: studies.label, exact: true }).click();
  await page.getByRole('link', { name: `${before.front.name} · ${before.front.subtitle}` }).click();

  const field = page.getByLabel(subtitleLabel, { exact: true });
  await expect(field).toHaveValue(before.front.subtitle);
  await field.fill(subtitle);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Entry saved')).toBeVisible();

  // The file on disk has the new subtitle, and nothing else changed: every other field reads the same, the story is untouched.
  await expect.poll(async () => readStudy(await readFile(studyFile, 'utf8')).front.subtitle).toBe(subtitle);
  const after = readStudy(await readFile(studyFile, 'utf8'));
  expect({ ...after.front, subtitle: before.front.subtitle }).toEqual(before.front);
  expect(after.body).toBe(before.body);
  expect(problems, 'errors in the editor or the site').toEqual([]);

  // The open site shows the new subtitle: it reloads by itself on the save; on a dev server's
  // first start (still optimising its dependencies) that reload can be missed, so the test reloads too.
  await expect(async () => {
    if (!(await card.textContent())?.includes(subtitle)) await site.reload();
    await expect(card).toContainText(subtitle, { timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
  expect(problems, 'errors in the editor or the site').toEqual([]);
});
