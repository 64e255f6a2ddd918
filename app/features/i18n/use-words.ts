import { useLocale } from './use-locale';
import { wordsFor, type Words } from './words';

/** The words the code writes, in the language of the page being rendered. */
export const useWords = (): Words => wordsFor(useLocale());
