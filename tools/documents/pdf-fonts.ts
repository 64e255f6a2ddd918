import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { pdfFontFamily } from '../../app/features/cv/cv-pdf-styles.ts';

const require = createRequire(import.meta.url);
/** Static cuts of Inter (the renderer embeds WOFF, not the site's variable WOFF2), subset into the PDF. */
const weights = [400, 600] as const;

let registered = false;
/** Inter for every PDF the site draws (the CV, the case studies, the deck). */
export function registerFonts() {
  if (registered) return;
  Font.register({
    family: pdfFontFamily,
    fonts: weights.map((fontWeight) => ({
      src: require.resolve(`@fontsource/inter/files/inter-latin-${fontWeight}-normal.woff`),
      fontWeight,
    })),
  });
  // Words are never broken with a hyphen: names, tools and figures stay whole.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
