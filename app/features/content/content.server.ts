/**
 * The owner's content, read from the Markdown and YAML files in content/
 * while the site is built (route loaders, the build's plugins), by the
 * owner's tools and by the tests. Node only: nothing here reaches a browser,
 * and no page's script carries content. The site settings every page's
 * header, footer and titles show reach it through the root route's loader.
 *
 * The content check (tools/build/content-validation.ts) runs before
 * anything reads these, so the types hold when a page is built.
 */
import { readContent } from './source/read-content.ts';
import type { About, CaseStudy, Cv, Site } from './types.ts';
import { defaultLocale, type Locale } from '../i18n/locale.ts';

/** A project's address and folder name, e.g. `huru`. */
export type Slug = string;

const { content, translations } = readContent(process.cwd());

export const site = content.site as Site;
export const about = content.about as About;
export const cv = content.cv as Cv;
/** Every project, by its folder name (its lower-cased name). */
export const caseStudies = content.caseStudies as Readonly<Record<Slug, CaseStudy>>;
/** The projects on the home page, in the order of `projects:` in content/site.yaml. */
export const projectOrder = content.projectOrder as readonly Slug[];

/** The case study of a project the content check has seen. */
export function studyOf(slug: Slug): CaseStudy {
  const study = caseStudies[slug];
  if (!study) throw new Error(`No project ${slug} in content/projects.`);
  return study;
}

/** The content as a page in `locale` shows it: the English content with that language's translations laid over it. */
export function contentIn(locale: Locale) {
  const source = locale === defaultLocale ? content : translations[locale];
  const studies = source.caseStudies as Readonly<Record<Slug, CaseStudy>>;
  return {
    site: source.site as Site,
    about: source.about as About,
    cv: source.cv as Cv,
    caseStudies: studies,
    studyOf(slug: Slug): CaseStudy {
      const study = studies[slug];
      if (!study) throw new Error(`No project ${slug} in content/projects.`);
      return study;
    },
  };
}
