import type { Site } from '../content/types.ts';

/**
 * schema.org descriptions of the pages, as JSON-LD: who the site is about
 * (home, about) and what each case study is. Only facts the content states.
 */

type Urls = { home: string; page: string; image?: string };

/** The owner's facts a description needs. */
type Person = Pick<Site, 'name' | 'role' | 'email' | 'profileUrl' | 'description'>;

export function personData(site: Person, urls: Urls, description = site.description): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${urls.home}#person`,
    name: site.name,
    url: urls.home,
    description,
    jobTitle: site.role,
    email: `mailto:${site.email}`,
    sameAs: [site.profileUrl],
    ...(urls.page !== urls.home ? { mainEntityOfPage: urls.page } : {}),
    ...(urls.image ? { image: urls.image } : {}),
  };
}

/** `inLanguage`: the language the case study is written in (`en`, `es`). */
type Work = { name: string; subtitle: string; description: string; inLanguage: string };

export function caseStudyData(site: Pick<Site, 'name'>, work: Work, urls: Urls): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: work.name,
    headline: `${work.name}: ${work.subtitle}`,
    description: work.description,
    url: urls.page,
    ...(urls.image ? { image: urls.image } : {}),
    inLanguage: work.inLanguage,
    creator: { '@type': 'Person', '@id': `${urls.home}#person`, name: site.name, url: urls.home },
  };
}
