import { describe, expect, it } from 'vitest';
import type { CvPdfPart } from '../../app/features/cv/cv-pdf-parts.ts';
import { contentHeight, cvPdfProblems, cvPdfReport, isUnplaceableWarning, layoutPages, partHeights, type LayoutNode } from './cv-pdf-fit.ts';

const pageHeight = 700;
const unplaceable = "Node of type VIEW can't wrap between pages and it's bigger than available page height";
const parts = (entries: [CvPdfPart, number][]) => new Map(entries);

describe('cvPdfProblems', () => {
  it('finds nothing wrong with two pages and no warnings', () => {
    expect(cvPdfProblems({ pages: 2, warnings: [], parts: parts([['summary', 300]]), pageHeight })).toEqual([]);
  });

  it('names the experience text whose entry is taller than a page, with its file and the fix', () => {
    const problems = cvPdfProblems({
      pages: 2,
      warnings: [unplaceable],
      parts: parts([['summary', 80], ['experience[0]', 120], ['experience[1]', 2380], ['details', 200]]),
      pageHeight,
    });
    expect(problems).toEqual([
      'content/about/index.md: experience[1].text is too long for the CV PDF: an entry never splits across pages, and this one would take 3.4 pages, so the PDF would cut it off. Shorten it to a few sentences.',
    ]);
  });

  it('names the case studies and the skills when they outgrow a page, each in its own file', () => {
    const problems = cvPdfProblems({ pages: 2, warnings: [unplaceable, unplaceable], parts: parts([['work', 900], ['details', 750]]), pageHeight });
    expect(problems[0]).toMatch(/^content\/site\.yaml: projects is too long for the CV PDF: the list of case studies .* 1\.3 pages.*List fewer projects/);
    expect(problems[1]).toMatch(/^content\/cv\.yaml: skills, tools, education and languages are too long for the CV PDF: .* 1\.1 pages.*Shorten these lists\.$/);
  });

  it('still stops, quoting the renderer, when a warning names no measured part', () => {
    const [problem] = cvPdfProblems({ pages: 1, warnings: [unplaceable], parts: parts([['summary', 80]]), pageHeight });
    expect(problem).toContain(unplaceable);
    expect(problem).toMatch(/^content\/about\/index\.md: .*Shorten the longest experience texts\.$/);
  });

  it('names the longest sections, longest first and at most three, when the PDF runs past two pages', () => {
    const problems = cvPdfProblems({
      pages: 4,
      warnings: [],
      parts: parts([['summary', 1260], ['experience[0]', 100], ['experience[1]', 280], ['experience[2]', 90], ['work', 150], ['details', 200]]),
      pageHeight,
    });
    expect(problems).toEqual([
      'content/cv.yaml: summary takes 1.8 pages of the CV PDF, which runs to 4 and must fit on 2; shorten it to two or three sentences.',
      'content/about/index.md: experience takes 0.7 page of the CV PDF, which runs to 4 and must fit on 2; shorten the longest texts first: experience[1].text (0.4 page), experience[0].text (0.1 page).',
      'content/cv.yaml: skills, tools, education and languages take 0.3 page of the CV PDF, which runs to 4 and must fit on 2; shorten these lists.',
    ]);
  });

  it('does not name a part twice when it is both cut off and the reason for a third page', () => {
    const problems = cvPdfProblems({ pages: 3, warnings: [unplaceable], parts: parts([['experience[0]', 1400], ['summary', 100]]), pageHeight });
    expect(problems.filter((problem) => problem.includes('experience[0].text'))).toHaveLength(1);
    expect(problems[1]).toBe('content/cv.yaml: summary takes 0.1 page of the CV PDF, which runs to 3 and must fit on 2; shorten it to two or three sentences.');
  });
});

describe('cvPdfReport', () => {
  it('puts a header over one indented line per field', () => {
    expect(cvPdfReport(['content/cv.yaml: summary takes 3 pages.'])).toBe(
      'The CV PDF cannot hold all of the content; shorten these before the site can be built:\n  content/cv.yaml: summary takes 3 pages.',
    );
  });
});

describe('reading the layout', () => {
  const page = (children: LayoutNode[]): LayoutNode => ({ type: 'PAGE', style: { height: 841.89 }, box: { paddingTop: 48, paddingBottom: 56 }, children });
  const part = (name: string, height: number, children: LayoutNode[] = []): LayoutNode => ({
    type: 'VIEW',
    props: { 'data-cv-part': name },
    box: { height },
    children,
  });

  it('adds up each part over the pages it runs across, however deep it sits', () => {
    const pages = layoutPages({
      children: [
        page([part('summary', 300), { type: 'VIEW', props: {}, box: { height: 500 }, children: [part('experience[0]', 120)] }]),
        page([part('summary', 200)]),
      ],
    });
    expect(partHeights(pages)).toEqual(new Map([['summary', 500], ['experience[0]', 120]]));
    expect(contentHeight(pages[0]!)).toBeCloseTo(737.89);
  });

  it('refuses a layout without pages rather than passing an unchecked PDF', () => {
    for (const layout of [undefined, {}, { children: [] }, { children: [{ type: 'PAGE' }] }]) expect(() => layoutPages(layout)).toThrow(/did not report its pages/);
  });

  it("recognises the renderer's warning for a part taller than a page", () => {
    expect(isUnplaceableWarning(unplaceable)).toBe(true);
    expect(isUnplaceableWarning('Image should receive either a "src" or "source" prop')).toBe(false);
  });
});
