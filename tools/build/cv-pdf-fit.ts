import { line } from '../../app/features/content/issue-line.ts';
import { cvPdfPartAttribute, type CvPdfPart } from '../../app/features/cv/cv-pdf-parts.ts';

/**
 * Whether the CV PDF holds all of the content: no part left out, at most
 * two pages. The renderer draws what fits and only warns about the rest, so
 * the build reads its layout, and its warnings, and stops with the field to
 * shorten (tools/build/cv-pdf.ts).
 */

export const maxPages = 2;

/** What the renderer laid out: the document, its pages, and their nodes, each with its box. */
export type LayoutNode = {
  type?: string;
  props?: Record<string, unknown>;
  style?: { height?: unknown };
  box?: { height?: number; paddingTop?: number; paddingBottom?: number };
  children?: LayoutNode[];
};

/**
 * The renderer's words for a part that never splits across pages (an
 * experience entry, the case studies, the skills) and is taller than a page:
 * it is drawn past the page's end, where no reader sees it.
 */
export const isUnplaceableWarning = (message: string) => /can't wrap between pages/i.test(message);

/** The laid-out document's pages; an error if the renderer no longer hands its layout over. */
export function layoutPages(layout: unknown): LayoutNode[] {
  const pages = (layout as LayoutNode | undefined)?.children;
  if (!Array.isArray(pages) || pages.length === 0 || pages.some((page) => typeof page?.style?.height !== 'number')) {
    throw new Error('The CV PDF: the renderer did not report its pages, so the build cannot check that the content fits. Check the @react-pdf/renderer version.');
  }
  return pages;
}

/** The height a page gives its content: the page less its top and bottom padding. */
export function contentHeight(page: LayoutNode): number {
  return (page.style?.height as number) - (page.box?.paddingTop ?? 0) - (page.box?.paddingBottom ?? 0);
}

/** Each marked part's height in points (summed where a part runs over several pages). */
export function partHeights(pages: readonly LayoutNode[]): Map<CvPdfPart, number> {
  const heights = new Map<CvPdfPart, number>();
  const visit = (node: LayoutNode) => {
    const part = node.props?.[cvPdfPartAttribute];
    if (typeof part === 'string') heights.set(part as CvPdfPart, (heights.get(part as CvPdfPart) ?? 0) + (node.box?.height ?? 0));
    for (const child of node.children ?? []) visit(child);
  };
  for (const page of pages) visit(page);
  return heights;
}

type Source = {
  file: string;
  field: string;
  fix: string;
  /** The field names several lists. */
  plural?: boolean;
  /** Why a part this tall is cut off, for parts that never split across pages. */
  staysWhole?: (size: string) => string;
};

function sourceOf(part: CvPdfPart): Source {
  const entry = /^experience\[(\d+)\]$/.exec(part);
  if (entry) {
    return {
      file: 'content/about/index.md',
      field: `experience[${entry[1]}].text`,
      fix: 'shorten it to a few sentences',
      staysWhole: (size) => `an entry never splits across pages, and this one would take ${size}`,
    };
  }
  if (part === 'work') {
    return {
      file: 'content/site.yaml',
      field: 'projects',
      fix: 'list fewer projects, or shorten their outcome lines (in content/projects/<name>/index.md)',
      staysWhole: (size) => `the list of case studies never splits across pages, and it would take ${size}`,
    };
  }
  if (part === 'details') {
    return {
      file: 'content/cv.yaml',
      field: 'skills, tools, education and languages',
      fix: 'shorten these lists',
      plural: true,
      staysWhole: (size) => `these lists stay together on one page, and would take ${size}`,
    };
  }
  return { file: 'content/cv.yaml', field: 'summary', fix: 'shorten it to two or three sentences' };
}

/** `0.4 page`, `1.8 pages`. */
function pagesOf(height: number, page: number): string {
  const pages = Math.max(0.1, Math.round((height / page) * 10) / 10);
  return `${pages} ${pages > 1 ? 'pages' : 'page'}`;
}

export type CvPdfFit = {
  /** Pages of the A4 PDF. */
  pages: number;
  /** Every warning the renderer gave while laying it out. */
  warnings: readonly string[];
  /** The parts at their full height, measured on one tall page. */
  parts: ReadonlyMap<CvPdfPart, number>;
  /** The height an A4 page gives its content, in points. */
  pageHeight: number;
};

/**
 * One error line per field to shorten: the file, the field, what happens
 * to the PDF and the fix. Empty when the PDF holds all of the content.
 */
export function cvPdfProblems({ pages, warnings, parts, pageHeight }: CvPdfFit): string[] {
  const unplaceable = warnings.filter(isUnplaceableWarning);
  const problems: string[] = [];
  const named = new Set<CvPdfPart>();

  if (unplaceable.length > 0) {
    for (const [part, height] of parts) {
      const source = sourceOf(part);
      if (height <= pageHeight || !source.staysWhole) continue;
      named.add(part);
      problems.push(line(source.file, source.field, `${source.plural ? 'are' : 'is'} too long for the CV PDF: ${source.staysWhole(pagesOf(height, pageHeight))}, so the PDF would cut it off. ${capitalise(source.fix)}`));
    }
    if (named.size === 0) {
      problems.push(
        line(
          'content/about/index.md',
          '',
          `A part of the CV PDF that never splits across pages is taller than a page, so the PDF would cut it off (the renderer said: "${unplaceable[0]}"). Shorten the longest experience texts`,
        ),
      );
    }
  }

  if (pages > maxPages) {
    const size = (height: number) => pagesOf(height, pageHeight);
    const over = `of the CV PDF, which runs to ${pages} and must fit on ${maxPages}`;
    const left = [...parts].filter(([part]) => !named.has(part)).sort(([, a], [, b]) => b - a);
    const isEntry = (part: CvPdfPart) => part.startsWith('experience[');
    const sections = left
      .filter(([part]) => !isEntry(part))
      .map(([part, height]) => {
        const source = sourceOf(part);
        return { height, problem: line(source.file, source.field, `${source.plural ? 'take' : 'takes'} ${size(height)} ${over}; ${source.fix}`) };
      });
    // The entries count as one section: a few long texts add up, and the longest are named.
    const entries = left.filter(([part]) => isEntry(part));
    if (entries.length > 0) {
      const height = entries.reduce((sum, [, entry]) => sum + entry, 0);
      const longest = entries.slice(0, 2).map(([part, entry]) => `${sourceOf(part).field} (${size(entry)})`);
      sections.push({ height, problem: line('content/about/index.md', 'experience', `takes ${size(height)} ${over}; shorten the longest texts first: ${longest.join(', ')}`) });
    }
    const longest = sections.sort((a, b) => b.height - a.height).slice(0, 3);
    problems.push(...longest.map((section) => section.problem));
    if (longest.length === 0) problems.push(line('content/cv.yaml', '', `The CV PDF runs to ${pages} pages and must fit on ${maxPages}; shorten the summary or the experience texts`));
  }
  return problems;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The report a build stops with: a header, then one line per field. */
export function cvPdfReport(problems: readonly string[]): string {
  return ['The CV PDF cannot hold all of the content; shorten these before the site can be built:', ...problems.map((problem) => `  ${problem}`)].join('\n');
}
