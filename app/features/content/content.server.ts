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
import { siteContent } from './site-content.server.ts';

export type { Slug } from './site-content.server.ts';

export const { site, about, cv, caseStudies, projectOrder, studyOf, contentIn } = siteContent(process.cwd());
