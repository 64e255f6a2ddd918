import { en } from '../i18n/words/en.ts';

/**
 * The CV's words in English, for the build's CV files and link previews
 * (tools/build/cv-pdf.ts, link-previews.ts) until they are made per language.
 * The site reads them from the catalogue (`useWords().cv`, `wordsFor(locale).cv`).
 */
export const cvLabels = en.cv;
