// Reads a site's content into what its pages and the build's plugins use. Node only.
import { readContent } from './source/read-content.ts';
import type { About, CaseStudy, Cv, Site } from './types.ts';
import { defaultLocale, type Locale } from '../../i18n/locale.ts';

/** A project's address and folder name, e.g. `stayforlong`. */
export type Slug = string;

/**
 * The content of the site whose content/ folder is in `root`: the project's
 * own for the build (content.server.ts), the test portfolio's for the unit
 * tests (tests/setup-unit.ts).
 */
export function siteContent(root: string) {
  const { content, translations } = readContent(root);
  const inLocale = (source: typeof content) => {
    const caseStudies = source.caseStudies as Readonly<Record<Slug, CaseStudy>>;
    return {
      site: source.site as Site,
      about: source.about as About,
      cv: source.cv as Cv,
      /** Every project, by its folder name (its lower-cased name). */
      caseStudies,
      /** The case study of a project the content check has seen. */
      studyOf(slug: Slug): CaseStudy {
        const study = caseStudies[slug];
        if (!study) throw new Error(`No project ${slug} in content/projects.`);
        return study;
      },
    };
  };
  const english = inLocale(content);
  return {
    ...english,
    /** The projects on the home page, in the order of `projects:` in content/site.yaml. */
    projectOrder: content.projectOrder as readonly Slug[],
    /** The content as a page in `locale` shows it: the English content with that language's translations laid over it. */
    contentIn: (locale: Locale) => (locale === defaultLocale ? english : inLocale(translations[locale])),
  };
}

