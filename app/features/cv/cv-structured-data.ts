import type { CvView } from './cv-view.ts';
import { isCurrent } from '../../i18n/date-range.ts';

/**
 * The CV page's Person (schema.org), built on the site's own Person: where
 * they work now, the occupation and its skills, where they studied, the
 * languages they speak.
 */
export function cvPersonData(person: Record<string, unknown>, view: CvView): Record<string, unknown> {
  const current = view.experience.find((entry) => isCurrent(entry.range));
  const skills = view.skills.flatMap((group) => group.items);
  return {
    ...person,
    address: { '@type': 'PostalAddress', addressLocality: view.city, addressCountry: view.countryCode },
    hasOccupation: {
      '@type': 'Occupation',
      name: current?.position ?? view.role,
      occupationLocation: { '@type': 'City', name: view.city },
      skills: skills.join(', '),
    },
    ...(current
      ? { worksFor: { '@type': 'Organization', name: current.company, ...(current.companyUrl ? { url: current.companyUrl } : {}) } }
      : {}),
    alumniOf: view.education.map((entry) => ({ '@type': 'EducationalOrganization', name: entry.school })),
    knowsLanguage: view.languages.map((entry) => entry.language),
    knowsAbout: skills,
  };
}
