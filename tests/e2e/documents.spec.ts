import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentIn } from '../../app/features/content/content.server.ts';
import type { CaseStudy } from '../../app/features/content/types.ts';
import { formatFileSize } from '../../app/features/cv/cv-files.ts';
import { jsonResumeFileNameIn } from '../../app/lib/build-output.ts';
import { displayAddress } from '../../app/features/cv/cv-view.ts';
import { caseStudyPdfFileName } from '../../app/features/documents/document-files.ts';
import { locales, pathIn, type Locale } from '../../app/i18n/locale.ts';
import { wordsFor } from '../../app/i18n/words.ts';
import { clientDir } from '../../tools/build/build-dir.ts';
import { readPdf } from '../pdf-reader.ts';
import { pageTexts } from '../pdf-pages.ts';
import { expect, gotoReady, privateSlug, projectOrder, site, studyOf, test } from './support.ts';
import { literal } from '../../app/lib/literal.ts';

const publicProjects = projectOrder.filter((slug) => studyOf(slug).access === 'public');
const flat = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\u02BC/g, '\u2019')
    .trim();
const pdfPath = (slug: string, locale: Locale) => `/${caseStudyPdfFileName(site.name, slug, locale)}`;

/** Every heading of a case study's body: its sections', its comment blocks' and its lessons'. */
const headingsOf = (study: CaseStudy) => [
  ...study.sections.flatMap((section) => [
    section.title,
    ...section.blocks.flatMap((block) => (block.kind === 'comment' ? [block.title] : [])),
  ]),
  ...study.lessons.map((lesson) => lesson.title),
];
const bodyImages = (study: CaseStudy) =>
  study.sections.flatMap((section) => section.blocks).flatMap((block) => (block.kind === 'images' ? block.images : []));

/** A case study's Spanish PDF reads as Spanish: its own subtitle and words, its headings where they differ from the English ones. */
function expectSpanish(slug: string, text: string) {
  const english = contentIn('en').studyOf(slug);
  const spanish = contentIn('es').studyOf(slug);
  expect(text).toContain(flat(spanish.subtitle));
  expect(text).toContain(wordsFor('es').documents.outcome.toUpperCase());
  // Headings that differ, and where the English one is no part of Spanish words ("Result" in "Resultados").
  const spanishText = flat(JSON.stringify(spanish)).toLowerCase();
  const pairs = headingsOf(english)
    .map((heading, i) => [heading, headingsOf(spanish)[i]!] as const)
    .filter(([en, es]) => en !== es && !spanishText.includes(flat(en).toLowerCase()));
  expect(pairs.length).toBeGreaterThan(0);
  for (const [en, es] of pairs) {
    expect(text).toContain(flat(es));
    expect(text).not.toContain(flat(en));
  }
}

test.describe('every public case study as a PDF', () => {
  for (const slug of publicProjects) {
    for (const locale of locales) {
      test(`${slug} in ${locale}: its title page, at least 80% of its headings, every body image, the owner on every page, at most 8 MB${locale === 'es' ? ', read as Spanish' : ''}`, async ({
        request,
      }) => {
        test.setTimeout(180_000);
        const study = contentIn(locale).studyOf(slug);
        const response = await request.get(pdfPath(slug, locale));
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        const bytes = await response.body();
        expect(bytes.length).toBeLessThanOrEqual(8_000_000);
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

        const pdf = await readPdf(bytes);
        const pages = pdf.pages.map(flat);
        const text = pages.join(' ');
        // The title page: project, subtitle, role, outcome.
        for (const line of [study.name, study.subtitle, study.outcome!]) expect(pages[0], line).toContain(flat(line));
        const headings = headingsOf(study);
        const found = headings.filter((heading) => text.includes(flat(heading)));
        expect(found.length / headings.length, `missing: ${headings.filter((h) => !found.includes(h)).join(' | ')}`).toBeGreaterThanOrEqual(
          0.8,
        );
        // The owner's name and the site's address on every page.
        const home = displayAddress(new URL(pathIn('/', locale), site.url).href);
        for (const [i, page] of pages.entries()) {
          expect(page, `page ${i + 1}`).toContain(site.name);
          expect(page, `page ${i + 1}`).toContain(home);
        }
        // Live links: the site, and each prototype.
        const links = pdf.links.flat();
        expect(links.some((link) => link.startsWith(site.url))).toBe(true);
        for (const prototype of study.prototypes.filter((link) => link.href)) expect(links).toContain(prototype.href);
        // Its images: at least as many as the page shows in its body.
        const paints = pdf.imagePaints.reduce((sum, count) => sum + count, 0);
        expect(paints).toBeGreaterThanOrEqual(bodyImages(study).length);
        // Its properties.
        expect(String(pdf.info.Title)).toContain(study.name);
        expect(pdf.info.Author).toBe(site.name);
        expect(bytes.toString('latin1')).toContain(`/Lang (${locale})`);
        if (locale === 'es') expectSpanish(slug, text);
      });
    }
  }

  test('the private case study has no PDF, and no PDF the build publishes holds a sentence of it', async ({ request }) => {
    // Every PDF of the build read through: slow on a busy machine.
    test.setTimeout(240_000);
    for (const locale of locales) expect((await request.get(pdfPath(privateSlug, locale))).status()).toBe(404);
    const sentences = locales.flatMap((locale) => {
      const study = contentIn(locale).studyOf(privateSlug);
      return [
        study.subtitle,
        ...headingsOf(study),
        ...study.sections
          .flatMap((section) => section.blocks)
          .flatMap((block) => (block.kind === 'comment' ? block.text.split(/(?<=[.!?])\s+/) : [])),
      ]
        .map(flat)
        .filter((sentence) => sentence.length > 24);
    });
    expect(sentences.length).toBeGreaterThan(10);
    const pdfs = readdirSync(clientDir(), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThanOrEqual(publicProjects.length * locales.length + locales.length);
    for (const file of pdfs) {
      const text = flat((await pageTexts(readFileSync(path.join(clientDir(), file)))).join(' '));
      for (const sentence of sentences) expect(text, `${file} holds “${sentence}”`).not.toContain(sentence);
    }
  });
});

test.describe('the download links', () => {
  for (const locale of locales) {
    test(`a case study page in ${locale} offers its own language's PDF with its size; the private page offers none`, async ({
      page,
      request,
    }) => {
      const words = wordsFor(locale);
      const slug = publicProjects[0]!;
      const bytes = (await (await request.get(pdfPath(slug, locale))).body()).length;
      await gotoReady(page, pathIn(`/${slug}`, locale));
      const link = page.getByRole('main').getByRole('link', { name: new RegExp(`^${words.documents.download}`) });
      await expect(link).toHaveAttribute('href', pdfPath(slug, locale));
      await expect(link).toHaveAttribute('download', '');
      await expect(link).toContainText(formatFileSize(bytes, locale));
      await gotoReady(page, pathIn('/private', locale));
      await expect(page.getByRole('link', { name: new RegExp(`^${words.documents.download}`) })).toHaveCount(0);
    });

    test(`the CV page in ${locale} links its JSON Resume beside its PDF`, async ({ page, request }) => {
      const words = wordsFor(locale);
      await gotoReady(page, pathIn('/cv', locale));
      const resume = page.getByRole('main').getByRole('link', { name: words.cv.jsonResume, exact: true });
      await expect(resume).toHaveAttribute('href', `/${jsonResumeFileNameIn(locale)}`);
      const pdf = page.getByRole('main').getByRole('link', { name: new RegExp(`^${literal(words.cv.download)}`) });
      // Beside it: the two links share their row.
      const [resumeBox, pdfBox] = [await resume.boundingBox(), await pdf.boundingBox()];
      expect(Math.abs(resumeBox!.y + resumeBox!.height / 2 - (pdfBox!.y + pdfBox!.height / 2))).toBeLessThan(8);
      const response = await request.get(`/${jsonResumeFileNameIn(locale)}`);
      expect(response.status()).toBe(200);
      expect(((await response.json()) as { basics: { name: string } }).basics.name).toBe(site.name);
    });
  }
});

test('printing a case study gives clean pages: no header, footer or controls, black on white, every image whole on one page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const slug = publicProjects.includes('huru') ? 'huru' : publicProjects[0]!;
  const study = studyOf(slug);
  const words = wordsFor('en');
  await gotoReady(page, `/${slug}`);
  // Every image loaded, as a browser does before printing.
  await page.evaluate(async () => {
    const images = [...document.querySelectorAll('img')];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) => (image.complete ? null : new Promise((done) => image.addEventListener('load', done, { once: true })))),
    );
  });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: words.theme.dark })).toBeHidden();
  await expect(page.getByRole('navigation', { name: words.sectionIndex.label })).toBeHidden();
  await expect(page.getByRole('button', { name: words.cover.pause })).toBeHidden();
  await expect(page.getByRole('link', { name: new RegExp(`^${words.documents.download}`) })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: study.name })).toBeVisible();
  const colours = await page.evaluate(() => ({
    page: getComputedStyle(document.body).backgroundColor,
    title: getComputedStyle(document.querySelector('h1')!).color,
    text: getComputedStyle(document.querySelector('main p')!).color,
  }));
  expect(colours).toEqual({ page: 'rgb(255, 255, 255)', title: 'rgb(0, 0, 0)', text: 'rgb(0, 0, 0)' });
  // Each body image at the text's full width, and shorter than a page.
  const main = await page.getByRole('main').boundingBox();
  const figures = page
    .getByRole('main')
    .getByRole('figure')
    .filter({ has: page.locator('img') });
  const images = figures.getByRole('img');
  await expect(images).toHaveCount(bodyImages(study).length + 1);
  const a4Content = ((297 - 28) / 25.4) * 96;
  for (const image of (await images.all()).slice(1)) {
    const box = (await image.boundingBox())!;
    expect(box.height).toBeLessThan(a4Content);
    expect(box.width).toBeGreaterThan(main!.width * 0.6);
  }

  const bytes = await page.pdf({ format: 'A4' });
  const pdf = await readPdf(bytes);
  const text = flat(pdf.pages.join(' '));
  expect(text).toContain(flat(study.name));
  expect(text).not.toContain(site.footer.callToAction);
  expect(text).not.toContain(words.documents.download);
  // Each link's address after its text.
  for (const prototype of study.prototypes.filter((link) => link.href)) expect(text.replace(/\s/g, '')).toContain(prototype.href!);
  // No image cut across pages: each is painted once, on one page.
  const paints = pdf.imagePaints;
  expect(paints.reduce((sum, count) => sum + count, 0)).toBe(bodyImages(study).length + 1);
  // Each caption printed on the page of its image.
  for (const block of study.sections.flatMap((section) => section.blocks)) {
    if (block.kind !== 'images' || !block.caption) continue;
    const at = pdf.pages.findIndex((page) => flat(page).includes(flat(block.caption!)));
    expect(at, block.caption).toBeGreaterThanOrEqual(0);
    expect(paints[at], block.caption).toBeGreaterThan(0);
  }
});
