import { createRequire } from 'node:module';
import { Font, renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { cvLabels } from '../../app/features/cv/cv-labels.ts';
import { CvPdfDocument } from '../../app/features/cv/cv-pdf-document.tsx';
import { pdfFontFamily } from '../../app/features/cv/cv-pdf-styles.ts';
import type { CvView } from '../../app/features/cv/cv-view.ts';

const require = createRequire(import.meta.url);
/** Static cuts of Inter (the renderer embeds WOFF, not the site's variable WOFF2), subset into the PDF. */
const weights = [400, 600] as const;

let registered = false;
function registerFonts() {
  if (registered) return;
  Font.register({
    family: pdfFontFamily,
    fonts: weights.map((fontWeight) => ({ src: require.resolve(`@fontsource/inter/files/inter-latin-${fontWeight}-normal.woff`), fontWeight })),
  });
  // Words are never broken with a hyphen: names, tools and figures stay whole.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

/** What the PDF's document properties say. */
export function cvPdfMetadata(view: CvView) {
  return {
    title: `${view.name}: ${cvLabels.title}`,
    subject: `${view.role}, ${view.location}`,
    keywords: view.skills.flatMap((group) => group.items).join(', '),
  };
}

/** The CV as a PDF: selectable text in Inter, clickable links, title, author and subject set. */
export async function renderCvPdf(view: CvView): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(createElement(CvPdfDocument, { view, ...cvPdfMetadata(view) }));
}
