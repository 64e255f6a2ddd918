// @vitest-environment node
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CvPage } from '../../app/features/cv/cv-page.tsx';
import { cvTestContent } from '../../tests/cv-test-content.ts';
import { cvView, type CvContent } from '../../app/features/cv/cv-view.ts';
import { pageUrl } from '../../app/lib/public-url.ts';
import { pagePaths } from '../../app/lib/pages.ts';
import { siteProjects } from '../../app/pages.server.ts';
import { jsonResumeErrors } from '../../tests/json-resume-schema.ts';
import { readPdf } from '../../tests/pdf-reader.ts';
import { buildCvFiles } from './cv-files.ts';

const a4 = { width: 595.28, height: 841.89 };
/** Text as a reader copies it: line breaks and runs of spaces are one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function outputs(content: CvContent) {
  const files = await buildCvFiles(content, '/');
  const page = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(CvPage, { view: cvView(content, '/') })));
  const pdf = await readPdf(files.pdf);
  return { files, page, pdf, pdfText: flat(pdf.pages.join('\n')), resume: JSON.parse(files.resumeJson) as { work: { name: string; position: string }[] } };
}

// Rendering a PDF takes a second or more on a busy machine.
describe('the CV PDF, built from the content', { timeout: 60_000 }, async () => {
  // The owner's name is the test's own: whoever she is, the file is named after her.
  const content = cvTestContent();
  content.site.name = 'Ada Lindqvist';
  const { files, pdf, pdfText } = await outputs(content);

  it('is named after its owner and holds the name, each company and each date range as selectable text', () => {
    expect(files.pdfFileName).toBe('ada-lindqvist-cv.pdf');
    expect(pdfText).toContain(content.site.name);
    for (const entry of content.about.experience) {
      expect(pdfText, entry.company).toContain(entry.company);
      expect(pdfText, entry.dates).toContain(entry.dates);
    }
    for (const entry of content.cv.education) expect(pdfText).toContain(entry.dates);
  });

  it('fits on one or two A4 pages and at most 150 KB, set in Inter embedded in the file', () => {
    expect(pdf.pageCount).toBeGreaterThanOrEqual(1);
    expect(pdf.pageCount).toBeLessThanOrEqual(2);
    for (const size of pdf.sizes) {
      expect(size.width).toBeCloseTo(a4.width, 0);
      expect(size.height).toBeCloseTo(a4.height, 0);
    }
    expect(files.pdf.length).toBeLessThanOrEqual(150 * 1024);
    // A six-letter prefix marks a subset embedded in the PDF.
    expect(pdf.textFonts.length).toBeGreaterThan(0);
    for (const font of pdf.textFonts) expect(font).toMatch(/^[A-Z]{6}\+Inter-/);
  });

  it('has a title, an author and a subject', () => {
    expect(pdf.info).toMatchObject({ Author: content.site.name, Title: expect.stringContaining(content.site.name) });
    expect(pdf.info.Subject).toContain(content.site.role);
  });

  it('links the email, the profile, the site, each company and each case study to addresses that exist', () => {
    const links = pdf.links.flat();
    const site = new URL(content.site.url).origin;
    expect(links).toContain(`mailto:${content.site.email}`);
    expect(links).toContain(content.site.profileUrl);
    expect(links).toContain(pageUrl(content.site.url, '/', '/'));
    for (const entry of content.about.experience.filter((e) => e.companyUrl)) expect(links).toContain(new URL(entry.companyUrl!).href);
    const ownPages = links.filter((link) => link.startsWith(site)).map((link) => new URL(link).pathname.replace(/(.)\/$/, '$1'));
    expect(ownPages.length).toBe(content.projects.length + 1);
    for (const path of ownPages) expect(pagePaths(siteProjects), path).toContain(path);
  });

  it('comes with a JSON Resume that the JSON Resume schema accepts', () => {
    expect(jsonResumeErrors(JSON.parse(files.resumeJson))).toEqual([]);
  });
});

describe('one content change', { timeout: 60_000 }, () => {
  it('changes the page, the PDF and the JSON Resume alike', async () => {
    const content = cvTestContent();
    const entry = content.about.experience[2]!;
    const before = { company: entry.company };
    entry.company = 'Atelier Nordlys';
    entry.dates = 'Mar 2020 – Jan 2022';
    const changed = await outputs(content);

    expect(changed.page).toContain(`${entry.position}, Atelier Nordlys`);
    expect(changed.page).toContain('Mar 2020 – Jan 2022');
    expect(changed.pdfText).toContain(`${entry.position}, Atelier Nordlys`);
    expect(changed.pdfText).toContain('Mar 2020 – Jan 2022');
    expect(changed.resume.work[2]).toMatchObject({ name: 'Atelier Nordlys', startDate: '2020-03', endDate: '2022-01' });
    for (const output of [changed.page, changed.pdfText]) expect(output).not.toContain(`${entry.position}, ${before.company}`);
    expect(changed.resume.work.map((work) => work.name)).not.toContain(before.company);
  });
});
