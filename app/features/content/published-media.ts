import { aboutMediaFolder, projectFolder, projectsFolder } from './source/files.ts';
import { line } from './issue-line.ts';
import { imagesIn, isSupportedMedia } from './validation/media-files.ts';
import { imageFields } from './validation/projects.ts';
import type { ContentInput } from './validation/validate-content.ts';

/**
 * Which media files of content/ the site uses, and how: written once, for
 * the build's media module (tools/build/content-media.ts), which imports
 * exactly `images` and `videos`, and for the content check, which decodes
 * every image here and notes any file it leaves out. Paths are from the
 * repository root with forward slashes, as the check lists them.
 */
export type MediaPlan = {
  /** Published as files, in every width and format: what the pages show. */
  images: string[];
  /** Published as they are (the about page's loops). */
  videos: string[];
  /** Read by the build into a private project's encrypted page, and never published as files. */
  encrypted: string[];
};

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/**
 * A file name as the content writes it, inside its folder: a name with an
 * empty, `.` or `..` part, or a backslash, could reach another folder (a
 * private project's, from a public one's), and is taken for none.
 */
const named = (value: unknown) =>
  typeof value === 'string' && value.trim() && !value.includes('\\') && value.split('/').every((part) => part !== '' && part !== '.' && part !== '..') ? value : undefined;

/**
 * The media the content names, and only those: the about page's gallery
 * (a video's poster with it), and for each project on the home page, a
 * public one's cover frames and the images its case study shows; a private
 * one's card image and its teaser's cover published, its cover frames and
 * images encrypted. A file in any other folder (a draft beside the work, a
 * folder inside `media/` or `protected-media/`), a hidden project's files,
 * and a name that is not a file there are in none of the lists: nothing of
 * them is published.
 */
export function mediaPlan(content: ContentInput, files: readonly string[]): MediaPlan {
  const present = new Set(files);
  const images = new Set<string>();
  const videos = new Set<string>();
  const encrypted = new Set<string>();
  const add = (list: Set<string>, file: string | undefined) => {
    if (file !== undefined && present.has(file)) list.add(file);
  };

  for (const gallery of asList(asRecord(content.about).galleries))
    for (const item of asList(asRecord(gallery).items)) {
      const { name, mediaType } = asRecord(item);
      const file = named(name);
      if (file === undefined) continue;
      if (mediaType !== 'video') {
        add(images, `${aboutMediaFolder}/${file}`);
        continue;
      }
      const base = `${aboutMediaFolder}/${file.replace(/\.[^.]+$/, '')}`;
      for (const video of [`${base}.mp4`, `${base}.webm`]) add(videos, video);
      add(images, `${base}.jpg`);
    }

  for (const slug of new Set(content.projectOrder)) {
    if (!Object.hasOwn(content.caseStudies, slug)) continue;
    const study = asRecord(content.caseStudies[slug]);
    const folder = projectFolder(slug);
    if (study.access === 'private') {
      for (const file of imagesIn(files, `${folder}/media/card`)) add(images, file);
      const cover = named(asRecord(asRecord(study.teaser).cover).file);
      if (cover !== undefined) add(images, `${folder}/media/teaser/${cover}`);
      for (const file of imagesIn(files, `${folder}/protected-media/cover`)) add(encrypted, file);
      for (const { file } of imageFields(study)) if (named(file)) add(encrypted, `${folder}/protected-media/${file}`);
    } else {
      for (const file of imagesIn(files, `${folder}/media/cover`)) add(images, file);
      for (const { file } of imageFields(study)) if (named(file)) add(images, `${folder}/media/${file}`);
    }
  }
  return { images: [...images], videos: [...videos], encrypted: [...encrypted] };
}

/**
 * A note for each image or video under content/ the site leaves out, saying
 * so and how to show it: a file kept there on purpose (a draft) stays,
 * published nowhere; a file meant for a page is named. The files of a
 * project left off the home page are left out on purpose, and not noted.
 */
export function leftOutMedia(plan: MediaPlan, content: ContentInput, files: readonly string[]): string[] {
  const used = new Set([...plan.images, ...plan.videos, ...plan.encrypted]);
  const listed = new Set(content.projectOrder);
  return files.filter(isSupportedMedia).flatMap((file) => {
    if (used.has(file)) return [];
    const slug = file.startsWith(`${projectsFolder}/`) ? file.slice(projectsFolder.length + 1).split('/')[0] : undefined;
    if (slug !== undefined && !listed.has(slug)) return [];
    const isPrivate = slug !== undefined && asRecord(content.caseStudies[slug]).access === 'private';
    const folder = slug === undefined ? '' : projectFolder(slug);
    const why = !isPrivate
      ? 'no page shows it: the content names it nowhere'
      : file.startsWith(`${folder}/media/teaser/`)
        ? "it is in the teaser's folder, but teaser.cover.file does not name it"
        : file.startsWith(`${folder}/media/`)
          ? "a private project publishes only its card image (media/card/) and its teaser's cover (media/teaser/); move it to protected-media/ and name it in the case study to show it there, encrypted"
          : 'no page shows it: the case study names it nowhere';
    return [line(file, '', `is left out of the site, and nothing of it is published: ${why}. Name it where it belongs to show it, or move it out of content/ to keep it elsewhere`)];
  });
}
