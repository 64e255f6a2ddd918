import { aboutSchema, cvSchema, siteSchema } from '../schema.ts';
import { fallbackMessage, issueLines } from './issue-line.ts';
import { missingFile, unusableMedia } from './media-files.ts';
import { projectLines } from './projects.ts';

/** Everything the site is built from, as the content modules export it. */
export type ContentInput = {
  site: unknown;
  about: unknown;
  cv: unknown;
  caseStudies: Record<string, unknown>;
  projectOrder: readonly string[];
};

export const siteFile = 'content/site.ts';
export const aboutFile = 'content/about/about.ts';
export const cvFile = 'content/cv.ts';
const aboutMedia = 'content/about/media';

function schemaLines(file: string, schema: typeof siteSchema | typeof aboutSchema | typeof cvSchema, value: unknown): string[] {
  const parsed = schema.safeParse(value, { error: fallbackMessage });
  return parsed.success ? [] : issueLines(file, parsed.error.issues);
}

/** The about page's gallery files: an image, or a video (MP4 and/or WebM) with a `.jpg` poster of the same name. */
function galleryLines(about: unknown, files: readonly string[]): string[] {
  const galleries = (about as { galleries?: unknown })?.galleries;
  if (!Array.isArray(galleries)) return [];
  return galleries.flatMap((gallery, g) => {
    const items: unknown[] = Array.isArray(gallery?.items) ? gallery.items : [];
    return items.flatMap((item, i) => {
      const { name, mediaType } = (item ?? {}) as { name?: unknown; mediaType?: unknown };
      if (typeof name !== 'string' || !name.trim()) return [];
      const field = `galleries[${g}].items[${i}].name`;
      if (mediaType !== 'video') return missingFile(files, aboutFile, field, aboutMedia, name);
      const base = name.replace(/\.[^.]+$/, '');
      const hasVideo = files.includes(`${aboutMedia}/${base}.mp4`) || files.includes(`${aboutMedia}/${base}.webm`);
      return [
        ...(hasVideo ? [] : missingFile(files, aboutFile, field, aboutMedia, name)),
        ...missingFile(files, aboutFile, `${field} (its poster)`, aboutMedia, `${base}.jpg`),
      ];
    });
  });
}

/**
 * Every problem in the content, one line each:
 * `<file>: <field> <what is wrong>; <how to fix it>.`
 * `files` lists the files under content/ (paths from the repository root,
 * with forward slashes). No problems, no lines.
 */
export function validateContent(content: ContentInput, files: readonly string[]): string[] {
  return [
    ...schemaLines(siteFile, siteSchema, content.site),
    ...schemaLines(aboutFile, aboutSchema, content.about),
    ...schemaLines(cvFile, cvSchema, content.cv),
    ...galleryLines(content.about, files),
    ...projectLines(content.caseStudies, content.projectOrder, files),
    ...unusableMedia(files),
  ];
}
