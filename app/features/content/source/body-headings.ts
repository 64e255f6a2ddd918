import { locales, type Locale } from '../../../i18n/locale.ts';
import { wordsFor } from '../../../i18n/words.ts';

/**
 * The `## ` headings the Markdown bodies are read by, in each language: a
 * case study's last part holds its lessons, and the about page has its
 * story, principles and lessons. They are the headings the pages show, from
 * the catalogue, so the owner writes in the file what the page says.
 */
export const bodyHeadings = Object.fromEntries(
  locales.map((locale) => {
    const words = wordsFor(locale);
    return [locale, { story: words.about.story, principles: words.about.principles, lessons: words.caseStudy.lessons }];
  }),
) as Record<Locale, { story: string; principles: string; lessons: string }>;
