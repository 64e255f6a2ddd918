import { about, cv, projectOrder, site, studyOf } from '../app/features/content/content.server.ts';
import type { CvContent } from '../app/features/cv/cv-view.ts';

/** A copy of the site's content for tests to change freely. */
export function cvTestContent(): CvContent {
  return structuredClone({ site, about, cv, projects: projectOrder.map((slug) => ({ slug, study: studyOf(slug) })) });
}

/** `content` with `count` projects: its first public one copied under new names (`Stayforlong 0`, `Stayforlong 1`, …). */
export function withProjects(content: CvContent, count: number): CvContent {
  const [first] = content.projects.filter(({ study }) => study.access === 'public');
  const projects = Array.from({ length: count }, (_, i) => ({
    slug: `${first!.slug}${i}`,
    study: { ...first!.study, name: `${first!.study.name} ${i}` },
  }));
  return { ...content, projects };
}
