import type { Locale } from './locale.ts';
import { en, type Words } from './words/en.ts';
import { es } from './words/es.ts';

export type { Words };

/** Each language's catalogue of the words the code writes (words/en.ts, words/es.ts). */
export const catalogues: Record<Locale, Words> = { en, es };

/** The words of a page in `locale`, where there is no React context: a layout, the build. */
export const wordsFor = (locale: Locale): Words => catalogues[locale];
