import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfContent = {
  pageCount: number;
  /** Each page's text, lines joined by newlines. */
  pages: string[];
  /** Each page's size in points. */
  sizes: { width: number; height: number }[];
  /** Every link annotation's address, page by page. */
  links: string[][];
  info: Record<string, unknown>;
  /** The fonts the text is set in (PostScript names, e.g. `ABCDEF+Inter-Regular`). */
  textFonts: string[];
  /**
   * How many times each page paints an image. An image cut across two pages is painted on both
   * (each page clips its part), so a document whose images are all whole paints each once.
   */
  imagePaints: number[];
};

/** What a PDF reader sees in a file: text, links, document properties, images. */
export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  const sizes: PdfContent['sizes'] = [];
  const links: string[][] = [];
  const textFonts = new Set<string>();
  const imagePaints: number[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    sizes.push({ width, height });
    const text = await page.getTextContent();
    // The operator list loads the page's fonts, so their names can be read.
    const { fnArray } = await page.getOperatorList();
    imagePaints.push(fnArray.filter((op) => op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject).length);
    for (const item of text.items) {
      if ('str' in item && item.str.trim()) textFonts.add((page.commonObjs.get(item.fontName) as { name: string }).name);
    }
    pages.push(text.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    const annotations = (await page.getAnnotations()) as { subtype: string; url?: string }[];
    links.push(annotations.filter((a) => a.subtype === 'Link' && a.url).map((a) => a.url!));
  }
  const info = (await pdf.getMetadata()).info as Record<string, unknown>;
  await pdf.destroy();
  return { pageCount: pages.length, pages, sizes, links, info, textFonts: [...textFonts], imagePaints };
}
