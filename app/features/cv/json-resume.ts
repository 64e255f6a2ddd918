import type { CvView } from './cv-view.ts';
import { defaultLocale, type Locale } from '../../i18n/locale.ts';
import { wordsFor } from '../../i18n/words.ts';

/**
 * The CV as a JSON Resume (https://jsonresume.org/schema), for recruiting
 * tools and any JSON Resume theme. Only facts the CV itself states.
 */
export function jsonResume(view: CvView, canonical: string, locale: Locale = defaultLocale): Record<string, unknown> {
  const dates = (range: { start: string; end?: string }) => ({ startDate: range.start, ...(range.end ? { endDate: range.end } : {}) });
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: view.name,
      label: view.role,
      email: view.email,
      url: view.site.url,
      summary: view.summary.join('\n\n'),
      location: { city: view.city, countryCode: view.countryCode },
      profiles: [{ network: view.profile.label, url: view.profile.url }],
    },
    work: view.experience.map((entry) => ({
      name: entry.company,
      position: entry.position,
      ...(entry.companyUrl ? { url: entry.companyUrl } : {}),
      ...dates(entry.range),
      summary: entry.text.join('\n\n'),
    })),
    education: view.education.map((entry) => ({ institution: entry.school, studyType: entry.degree, ...dates(entry.range) })),
    skills: [
      ...view.skills.map((group) => ({ name: group.area, keywords: group.items })),
      ...(view.tools.length ? [{ name: wordsFor(locale).cv.tools, keywords: view.tools }] : []),
    ],
    languages: view.languages.map((entry) => ({ language: entry.language, fluency: entry.level })),
    projects: view.work.map((work) => ({ name: work.name, description: `${work.subtitle}. ${work.note}.`, url: work.url })),
    meta: { canonical, version: 'v1.0.0' },
  };
}
