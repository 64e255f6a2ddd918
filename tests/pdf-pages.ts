import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * How many times a PDF paints an image, page by page. An image cut across
 * two pages is painted on both (each page clips its part), so a document
 * whose images are all whole paints each once.
 */
export async function imagePaints(bytes: Uint8Array): Promise<number[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const paints: number[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const { fnArray } = await (await pdf.getPage(number)).getOperatorList();
    paints.push(fnArray.filter((op) => op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject).length);
  }
  await pdf.destroy();
  return paints;
}

/** Each page's text alone: quicker than `readPdf`, which also loads every page's fonts and images. */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const { items } = await (await pdf.getPage(number)).getTextContent();
    pages.push(items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await pdf.destroy();
  return pages;
}
