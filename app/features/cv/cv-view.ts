import type { About, CaseStudy, Cv, EducationEntry, ExperienceEntry, Site } from '../content/types.ts';
import { pageUrl } from '../../lib/public-url.ts';
import { plainText, splitLines } from '../../lib/rich-text.ts';
import { publicIdentity } from '../content/public-identity.ts';
import { gatePath } from '../../lib/pages.ts';
import { countryName } from '../../i18n/country.ts';
import { defaultLocale, pathIn, type Locale } from '../../i18n/locale.ts';
import { wordsFor } from '../../i18n/words.ts';
import { formatDateRange, parseDateRange, type DateRange } from '../../i18n/date-range.ts';

/** Everything the CV is made from: the site's identity, the about page's experience, the CV's own fields, the projects in home-page order. */
export type CvContent = {
  site: Site;
  about: Pick<About, 'experience'>;
  cv: Cv;
  projects: { slug: string; study: CaseStudy }[];
};

export type CvLink = { label: string; url: string };

/**
 * The most case studies a CV names: the first of the home page's order, which the owner sets. A CV
 * is two pages, read in a minute; a portfolio of thirty projects names eight and links to the rest.
 */
export const cvCaseStudies = 8;

/**
 * One CV, ready for the page, the PDF and the JSON Resume alike: the site's
 * name, role and email and the CV's city and country code as the content has
 * them, and what is made from the rest.
 */
export type CvView = Pick<Site, 'name' | 'role' | 'email'> &
  Cv['location'] & {
    /** `Barcelona, Spain`. */
    location: string;
    profile: CvLink;
    /** The site's home page; `label` is its address without the scheme. */
    site: CvLink;
    /** Paragraphs. */
    summary: string[];
    /** The about page's experience, its text in paragraphs. */
    experience: (Omit<ExperienceEntry, 'text'> & { range: DateRange; text: string[] })[];
    skills: Cv['skills'];
    tools: Cv['tools'];
    education: (EducationEntry & { range: DateRange })[];
    languages: Cv['languages'];
    /** The case studies, public ones with their outcome, private ones on request. */
    /** The first `cvCaseStudies` projects of the home page. */
    work: { name: string; subtitle: string; path: string; url: string; note: string; isPrivate: boolean }[];
    /** When the home page has more: one line, linking to it. */
    moreWork?: CvLink;
  };

const paragraphs = (text: string) =>
  splitLines(plainText(text))
    .map((line) => line.trim())
    .filter(Boolean);
/** `https://www.example.com/` → `example.com`: an address as people write it. */
export const displayAddress = (url: string) =>
  url
    .replace(/^[a-z]+:(\/\/)?/i, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');

/** Content checked by the schema always has readable dates; this keeps the types honest. */
function range(dates: string): DateRange {
  const parsed = parseDateRange(dates);
  if (!parsed) throw new Error(`The CV cannot read the dates "${dates}"; run the content check.`);
  return parsed;
}

/**
 * The CV from the content, in `locale`: its fixed words, its country's name
 * and its links to the site's pages. `basePath` is the path the site is
 * published under (`/` or `/portfolio/`).
 */
export function cvView({ site, about, cv, projects }: CvContent, basePath: string, locale: Locale = defaultLocale): CvView {
  const home = pageUrl(site.url, basePath, pathIn('/', locale));
  return {
    name: site.name,
    role: site.role,
    location: [cv.location.city, countryName(cv.location.countryCode, locale)].filter(Boolean).join(', '),
    city: cv.location.city,
    countryCode: cv.location.countryCode,
    email: site.email,
    profile: { label: site.profileLabel, url: site.profileUrl },
    site: { label: displayAddress(home), url: home },
    summary: paragraphs(cv.summary),
    experience: about.experience.map((entry) => ({
      position: entry.position,
      company: entry.company,
      ...(entry.companyUrl ? { companyUrl: entry.companyUrl } : {}),
      // The dates as this language writes them (`2024 – actualidad`); `range` for the JSON Resume.
      dates: formatDateRange(range(entry.dates), locale),
      range: range(entry.dates),
      text: paragraphs(entry.text),
    })),
    skills: cv.skills,
    tools: cv.tools,
    education: cv.education.map((entry) => ({ ...entry, dates: formatDateRange(range(entry.dates), locale), range: range(entry.dates) })),
    languages: cv.languages,
    work: projects.slice(0, cvCaseStudies).map(({ slug, study }) => {
      const isPrivate = study.access === 'private';
      // A private project's card opens the password page; so does its CV entry.
      const path = pathIn(isPrivate ? gatePath : `/${slug}`, locale);
      // A codename keeps a private project's real name out of every public file, the CV's too.
      const { name, subtitle } = publicIdentity(slug, study);
      return {
        name,
        subtitle,
        path,
        url: pageUrl(site.url, basePath, path),
        note: isPrivate ? wordsFor(locale).cv.onRequest : (study.outcome ?? study.subtitle),
        isPrivate,
      };
    }),
    ...(projects.length > cvCaseStudies
      ? { moreWork: { label: wordsFor(locale).cv.moreWork.replace('{count}', String(projects.length - cvCaseStudies)), url: home } }
      : {}),
  };
}
