import type { Locale } from '../../i18n/locale.ts';

/**
 * The `## ` headings the Markdown bodies are read by, in each language: a
 * case study's last part holds its lessons, and the about page has its
 * story, principles and lessons. The pages show the same words as headings.
 */
export const bodyHeadings: Record<Locale, { story: string; principles: string; lessons: string }> = {
  en: { story: 'Story', principles: 'Design principles', lessons: 'Lessons' },
  es: { story: 'Mi historia', principles: 'Principios de diseño', lessons: 'Aprendizajes' },
};
