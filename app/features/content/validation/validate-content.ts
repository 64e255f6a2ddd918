import { aboutSchema, cvSchema, siteSchema } from '../schema.ts';
import { aboutFile, aboutMediaFolder, cvFile, siteFile } from '../source/files.ts';
import { fallbackMessage, issueLines, type Locate } from '../issue-line.ts';
import { missingFile, unusableMedia } from './media-files.ts';
import { projectLines } from './projects.ts';
import type { ContentInput } from '../source/read-content.ts';

export type { Locate } from '../issue-line.ts';
export type { ContentInput } from '../source/read-content.ts';
export { aboutFile, cvFile, siteFile } from '../source/files.ts';

const aboutMedia = aboutMediaFolder;

function schemaLines(file: string, schema: typeof siteSchema | typeof aboutSchema | typeof cvSchema, value: unknown, locate?: Locate): string[] {
  const parsed = schema.safeParse(value, { error: fallbackMessage });
  return parsed.success ? [] : issueLines(file, parsed.error.issues, locate);
}

/** The about page's gallery files: an image, or a video (MP4 and/or WebM) with a `.jpg` poster of the same name. */
function galleryLines(about: unknown, files: readonly string[], locate?: Locate): string[] {
  const galleries = (about as { galleries?: unknown })?.galleries;
  if (!Array.isArray(galleries)) return [];
  return galleries.flatMap((gallery, g) => {
    const items: unknown[] = Array.isArray(gallery?.items) ? gallery.items : [];
    return items.flatMap((item, i) => {
      const { name, mediaType } = (item ?? {}) as { name?: unknown; mediaType?: unknown };
      if (typeof name !== 'string' || !name.trim()) return [];
      const field = `galleries[${g}].items[${i}].name`;
      const at = locate?.(aboutFile, ['galleries', g, 'items', i, 'name']);
      if (mediaType !== 'video') return missingFile(files, aboutFile, field, aboutMedia, name, at);
      const base = name.replace(/\.[^.]+$/, '');
      const hasVideo = files.includes(`${aboutMedia}/${base}.mp4`) || files.includes(`${aboutMedia}/${base}.webm`);
      return [
        ...(hasVideo ? [] : missingFile(files, aboutFile, field, aboutMedia, name, at)),
        ...missingFile(files, aboutFile, `${field} (its poster)`, aboutMedia, `${base}.jpg`, at),
      ];
    });
  });
}

/**
 * Every problem in the content, one line each:
 * `<file>:<line>: <field> <what is wrong>; <how to fix it>.`
 * `files` lists the files under content/ (paths from the repository root,
 * with forward slashes); `locate` gives the line of a field in its file
 * (without it, lines name the file alone). No problems, no lines.
 */
export function validateContent(content: ContentInput, files: readonly string[], locate?: Locate): string[] {
  return [
    ...schemaLines(siteFile, siteSchema, content.site, locate),
    ...schemaLines(aboutFile, aboutSchema, content.about, locate),
    ...schemaLines(cvFile, cvSchema, content.cv, locate),
    ...galleryLines(content.about, files, locate),
    ...projectLines(content.caseStudies, content.projectOrder, files, locate),
    ...unusableMedia(files),
  ];
}
