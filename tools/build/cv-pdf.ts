import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { wordsFor } from '../../app/i18n/words.ts';
import { defaultLocale, type Locale } from '../../app/i18n/locale.ts';
import { CvPdfDocument } from '../../app/features/cv/cv-pdf-document.tsx';
import { a4 } from '../../app/features/cv/cv-pdf-parts.ts';
import type { CvView } from '../../app/features/cv/cv-view.ts';
import { registerFonts } from '../documents/pdf-fonts.ts';
import { contentHeight, cvPdfProblems, cvPdfReport, isUnplaceableWarning, layoutPages, maxPages, partHeights } from './cv-pdf-fit.ts';

/** What the PDF's document properties say. */
export function cvPdfMetadata(view: CvView, locale: Locale = defaultLocale) {
  return {
    title: `${view.name}: ${wordsFor(locale).cv.title}`,
    subject: `${view.role}, ${view.location}`,
    keywords: view.skills.flatMap((group) => group.items).join(', '),
  };
}

/**
 * The renderer's warnings while one render runs, kept apart from any other
 * render in the same process. The renderer reports a part it cannot place
 * only through `console.warn`; those warnings are taken, the rest printed.
 */
const capture = new AsyncLocalStorage<string[]>();
let capturing = 0;
let consoleWarn: typeof console.warn = console.warn;

async function withWarnings<T>(run: () => Promise<T>): Promise<{ result: T; warnings: string[] }> {
  const warnings: string[] = [];
  if (capturing++ === 0) {
    consoleWarn = console.warn;
    console.warn = (...args: unknown[]) => {
      const taken = capture.getStore();
      if (taken && isUnplaceableWarning(args.map(String).join(' '))) taken.push(args.map(String).join(' '));
      else consoleWarn.apply(console, args);
    };
  }
  try {
    return { result: await capture.run(warnings, run), warnings };
  } finally {
    if (--capturing === 0) console.warn = consoleWarn;
  }
}

/** One render: the file, its pages as the renderer laid them out, and its warnings about parts it could not place. */
export async function renderCvPdfLayout(view: CvView, locale: Locale = defaultLocale, measuringHeight?: number) {
  registerFonts();
  let layout: unknown;
  // The renderer hands its layout to `onRender` (under an internal name), once the pages are laid out.
  const onRender = (rendered: object) => {
    layout = (rendered as { _INTERNAL__LAYOUT__DATA_?: unknown })._INTERNAL__LAYOUT__DATA_;
  };
  const document = createElement(CvPdfDocument, { view, locale, ...cvPdfMetadata(view, locale), onRender, ...(measuringHeight ? { measuringHeight } : {}) });
  const { result: pdf, warnings } = await withWarnings(() => renderToBuffer(document));
  return { pdf, pages: layoutPages(layout), warnings };
}

/** A page tall enough to measure every part at its full height. */
const measuringHeight = a4.height * 100;

/**
 * The CV as a PDF: selectable text in Inter, clickable links, title, author
 * and subject set. Stops the build, naming the field to shorten, when a part
 * would be cut off or the PDF runs past two pages.
 */
export async function renderCvPdf(view: CvView, locale: Locale = defaultLocale): Promise<Buffer> {
  const { pdf, pages, warnings } = await renderCvPdfLayout(view, locale);
  if (pages.length <= maxPages && !warnings.some(isUnplaceableWarning)) return pdf;

  // Measured on one tall page, each part shows its own height, not what a page left of it.
  const measured = await renderCvPdfLayout(view, locale, measuringHeight);
  const problems = cvPdfProblems({ pages: pages.length, warnings, parts: partHeights(measured.pages), pageHeight: contentHeight(pages[0]!) });
  // Only the report: a stack trace into the bundler would bury the lines that matter.
  const error = new Error(cvPdfReport(problems));
  error.name = 'Build stopped';
  error.stack = `${error.name}: ${error.message}`;
  throw error;
}
