// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { cvTestContent, withProjects } from '../../tests/cv-test-content.ts';
import { cvView, type CvContent } from '../../app/features/cv/cv-view.ts';
import { readPdf } from '../../tests/pdf-reader.ts';
import { renderCvPdf, renderCvPdfLayout } from './cv-pdf.ts';

const view = (change: (content: CvContent) => void = () => {}) => {
  const content = cvTestContent();
  change(content);
  return cvView(content, '/');
};
const sentence = 'I led research, design and delivery with the product and engineering teams, and measured every release against its goal. ';
/** `count` paragraphs of a few sentences each, each its own. */
const paragraphs = (count: number) => Array.from({ length: count }, (_, i) => `${i + 1}. ${sentence.repeat(4)}`).join('\n\n');

// Rendering a PDF takes a second or more on a busy machine.
describe('the CV PDF holds all of the content, or the build stops', { timeout: 60_000 }, () => {
  it('counts the pages it lays out as a PDF reader counts them', async () => {
    const long = view((content) => {
      content.cv.summary = paragraphs(12);
    });
    const { pdf, pages, warnings } = await renderCvPdfLayout(long);
    expect(warnings).toEqual([]);
    expect(pages.length).toBeGreaterThan(2);
    expect((await readPdf(pdf)).pageCount).toBe(pages.length);
  });

  it('stops when an experience entry is taller than a page, naming its text and keeping the warning off the console', async () => {
    const warn = vi.spyOn(console, 'warn');
    const tall = view((content) => {
      content.about.experience[1]!.text = paragraphs(30);
    });
    await expect(renderCvPdf(tall)).rejects.toThrow(
      /^The CV PDF cannot hold all of the content[^\n]*\n {2}content\/about\/index\.md: experience\[1\]\.text is too long for the CV PDF: an entry never splits across pages, and this one would take [\d.]+ pages, so the PDF would cut it off\. Shorten it/,
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('stops when the PDF runs past two pages, naming the summary first', async () => {
    const long = view((content) => {
      content.cv.summary = paragraphs(12);
    });
    const error = await renderCvPdf(long).then(
      () => null,
      (thrown: Error) => thrown,
    );
    expect(error?.name).toBe('Build stopped');
    const [first] = error!.message.split('\n').slice(1);
    expect(first).toMatch(/^ {2}content\/cv\.yaml: summary takes [\d.]+ pages? of the CV PDF, which runs to \d and must fit on 2; shorten it/);
  });

  it('holds a portfolio of thirty projects on its two pages: the first eight named, a line for the rest', async () => {
    const long = cvView(withProjects(cvTestContent(), 30), '/');
    const { pdf, pages, warnings } = await renderCvPdfLayout(long);
    expect(warnings).toEqual([]);
    expect(pages.length).toBeLessThanOrEqual(2);
    const text = (await readPdf(pdf)).pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(long.work[7]!.name);
    expect(text).not.toContain(long.work[7]!.name.replace(/ 7$/, ' 8'));
    expect(text).toContain('22 more case studies on the portfolio');
  });

  it('keeps one render’s warnings apart from another running at the same time', async () => {
    const tall = view((content) => {
      content.about.experience[0]!.text = paragraphs(30);
    });
    const warn = console.warn;
    const [bad, good] = await Promise.allSettled([renderCvPdf(tall), renderCvPdf(view())]);
    expect(bad.status).toBe('rejected');
    expect(good.status).toBe('fulfilled');
    // And the console is as it was.
    expect(console.warn).toBe(warn);
  });
});
