import type { Page } from '@playwright/test';
import { about, contentIn } from '../../app/features/content/content.server.ts';
import { en } from '../../app/i18n/words/en.ts';
import { es } from '../../app/i18n/words/es.ts';
import { cvPdfFileName, formatFileSize } from '../../app/features/cv/cv-files.ts';
import { jsonResumeFileNameIn } from '../../app/lib/build-output.ts';
import { displayAddress } from '../../app/features/cv/cv-view.ts';
import { isCurrent, parseDateRange } from '../../app/i18n/date-range.ts';
import { jsonResumeErrors } from '../json-resume-schema.ts';
import { readPdf } from '../pdf-reader.ts';
import { expect, gotoReady, site, test, storageKeys, addressOf } from './support.ts';
import { literal } from '../../app/lib/literal.ts';

const cvLabels = en.cv;
const pdfPath = `/${cvPdfFileName(site.name)}`;
const downloadName = new RegExp(`^${literal(cvLabels.download)}`);
// Chromium's printed PDF gives the typographic apostrophe (’) the code point of a modifier letter
// apostrophe (ʼ) in its text layer: the same glyph on paper, read back as the character the content holds.
const flat = (text: string) => text.replace(/\s+/g, ' ').replace(/\u02BC/g, '\u2019');

test('the CV page lists every experience entry of the about content', async ({ page }) => {
  await page.goto('/cv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.name);
  const entries = page.getByRole('region', { name: cvLabels.experience }).getByRole('listitem');
  await expect(entries).toHaveCount(about.experience.length);
  for (const [i, entry] of about.experience.entries()) {
    const item = entries.nth(i);
    await expect(item.getByRole('heading', { level: 3 })).toContainText(`${entry.position}, ${entry.company}`);
    await expect(item.getByText(entry.dates, { exact: true })).toBeVisible();
  }
});

test('the PDF is offered with its real size on the CV page, the about page and in the footer', async ({ page, request }) => {
  const response = await request.get(pdfPath);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const bytes = (await response.body()).length;
  for (const path of ['/cv', '/about', '/']) {
    await page.goto(path);
    const links = page.getByRole('link', { name: downloadName });
    // The footer everywhere, and the page's own link on the CV and about pages.
    await expect(links, path).toHaveCount(path === '/' ? 1 : 2);
    for (const link of await links.all()) {
      await expect(link, path).toHaveAttribute('href', pdfPath);
      await expect(link, path).toHaveAttribute('download', '');
      await expect(link, path).toContainText(formatFileSize(bytes));
    }
  }
});

test('the footer and the about page lead to the CV page', async ({ page }) => {
  await gotoReady(page, '/about');
  await page.getByRole('main').getByRole('link', { name: cvLabels.fullCv }).click();
  await expect(page).toHaveURL(addressOf('/cv'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.name);
  await gotoReady(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: cvLabels.page, exact: true }).click();
  await expect(page).toHaveURL(addressOf('/cv'));
});

test('resume.json is a valid JSON Resume of the same experience', async ({ request }) => {
  const response = await request.get('/resume.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  const resume = (await response.json()) as { basics: { name: string }; work: { name: string; position: string }[] };
  expect(jsonResumeErrors(resume)).toEqual([]);
  expect(resume.basics.name).toBe(site.name);
  expect(resume.work.map((work) => `${work.position} @ ${work.name}`)).toEqual(about.experience.map((e) => `${e.position} @ ${e.company}`));
});

async function printed(page: Page, format: 'A4' | 'Letter') {
  const pdf = await readPdf(await page.pdf({ format, printBackground: true }));
  return { ...pdf, text: flat(pdf.pages.join('\n')) };
}

/** On which printed page a text starts (-1 if nowhere). */
const pageOf = (pages: string[], text: string) => pages.map(flat).findIndex((page) => page.includes(flat(text)));

for (const theme of ['light', 'dark'] as const) {
  test(`printing the CV (${theme} theme) gives at most two A4 or Letter pages, black on white, without the site's header and footer`, async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(([key, t]) => localStorage.setItem(key, t), [storageKeys.theme, theme] as const);
    await gotoReady(page, '/cv');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: /theme/i })).toBeHidden();
    const colours = await page.evaluate(() => {
      const colour = (selector: string, property: 'color' | 'backgroundColor') =>
        getComputedStyle(document.querySelector(selector)!)[property];
      return {
        page: colour('body', 'backgroundColor'),
        name: colour('h1', 'color'),
        entry: colour('.cv-entry__text', 'color'),
        label: colour('.cv-section__title', 'color'),
      };
    });
    expect(colours).toEqual({ page: 'rgb(255, 255, 255)', name: 'rgb(0, 0, 0)', entry: 'rgb(0, 0, 0)', label: 'rgb(0, 0, 0)' });

    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await printed(page, format);
      const label = `${format}, ${theme}`;
      expect(pdf.pageCount, label).toBeGreaterThanOrEqual(1);
      expect(pdf.pageCount, label).toBeLessThanOrEqual(2);
      expect(pdf.text, label).toContain(site.name);
      expect(pdf.text, label).not.toContain(site.footer.callToAction);
      expect(pdf.text, label).not.toContain('Skip to content');
      expect(pdf.text, label).not.toContain(cvLabels.download);
      // A printed link shows where it goes.
      expect(pdf.text, label).toContain(displayAddress(site.profileUrl));
      for (const entry of about.experience) {
        if (entry.companyUrl) expect(pdf.text, label).toContain(`${entry.company} (${displayAddress(entry.companyUrl)})`);
        // No entry is split across pages: its title and its last words print on the same page.
        const start = pageOf(pdf.pages, `${entry.position}, ${entry.company}`);
        expect(start, `${label}: ${entry.company}`).toBeGreaterThanOrEqual(0);
        expect(pageOf(pdf.pages, entry.text.trim().split(/\s+/).slice(-4).join(' ')), `${label}: ${entry.company}`).toBe(start);
      }
    }
  });
}

test('the CV page says who it is about in JSON-LD: a Person with their occupation and employer', async ({ page }) => {
  await page.goto('/cv');
  const [person, ...others] = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>));
  expect(others).toEqual([]);
  const current = about.experience.find((entry) => isCurrent(parseDateRange(entry.dates)))!;
  expect(person).toMatchObject({
    '@type': 'Person',
    name: site.name,
    hasOccupation: { '@type': 'Occupation', name: current.position },
    worksFor: { '@type': 'Organization', name: current.company },
  });
});

test.describe('the CV in Spanish', () => {
  const spanish = contentIn('es');
  const spanishPdf = `/${cvPdfFileName(site.name, 'es')}`;

  test('/es/cv is in Spanish, and its download links point to the Spanish PDF', async ({ page, request }) => {
    await gotoReady(page, '/es/cv');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('region', { name: es.cv.experience }).getByRole('listitem')).toHaveCount(spanish.about.experience.length);
    const links = page.getByRole('link', { name: new RegExp(`^${literal(es.cv.download)}`) });
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', spanishPdf);
    expect(spanishPdf).not.toBe(pdfPath);

    const pdf = await readPdf(await (await request.get(spanishPdf)).body());
    expect(pdf.pageCount).toBeLessThanOrEqual(2);
    const text = flat(pdf.pages.join('\n'));
    expect(text).toContain(flat(spanish.about.experience[0]!.position));
    // Its own words, as the PDF sets them (some in capitals), and its own title.
    expect(text.toLowerCase()).toContain(es.cv.experience.toLowerCase());
    expect(String(pdf.info.Title)).toContain(es.cv.title);
  });

  test('resume.es.json is a valid JSON Resume in Spanish', async ({ request }) => {
    const response = await request.get(`/${jsonResumeFileNameIn('es')}`);
    expect(response.status()).toBe(200);
    const resume = (await response.json()) as { basics: { name: string }; work: { position: string }[]; meta?: { language?: string } };
    expect(jsonResumeErrors(resume)).toEqual([]);
    expect(resume.work.map((work) => work.position)).toEqual(spanish.about.experience.map((entry) => entry.position));
  });
});
