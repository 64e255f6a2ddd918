import { useLocale } from './use-locale.tsx';
import { wordsFor, type Words } from './words.ts';

/** The words the code writes, in the language of the page being rendered. */
export const useWords = (): Words => wordsFor(useLocale());
