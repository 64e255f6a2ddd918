import { about, cv, projectOrder, site, studyOf } from '../../app/features/content/content.server.ts';
import type { PreviewContent } from './link-previews.ts';

/** What the link previews are drawn from. */
export function previewContent(): PreviewContent {
  return { site, about, cv, projects: projectOrder.map((slug) => ({ slug, study: studyOf(slug) })) };
}
