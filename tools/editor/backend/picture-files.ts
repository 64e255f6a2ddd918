import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { splitFrontmatter } from '../../../app/features/content/source/frontmatter.ts';
import { projectsFolder } from '../../../app/features/content/source/files.ts';
import { changesNothing, pictureSets, pictureValue, picturePlan, takePictures, withPictures, type PicturePlan } from './cover-pictures.ts';
import type { SavedFile } from './save-message.ts';

/** A case study's own file: content/projects/<slug>/index.md gives <slug>. */
const studySlug = (file: string) => new RegExp(`^${projectsFolder}/([^/]+)/index\\.md$`).exec(file)?.[1];

/** The pictures of a folder: its files, not its links (a link could show the editor a file outside content/). */
const namesIn = async (folder: string) =>
  existsSync(folder) ? (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name) : [];

const accessOf = (yaml: string) => {
  try {
    return (parse(yaml) as { access?: unknown } | null)?.access;
  } catch {
    return undefined;
  }
};

/** An entry as decap-server reads it, with its picture fields filled in from the folders, for the form. */
export async function withPictureFields(entry: { data?: unknown; file?: { path?: unknown } }, root: string) {
  const file = entry.file?.path;
  const slug = typeof file === 'string' ? studySlug(file) : undefined;
  if (!slug || typeof entry.data !== 'string') return entry;
  const { yaml, body, problems } = splitFrontmatter(entry.data, file as string);
  if (problems.length > 0) return entry;
  const values: Record<string, unknown> = {};
  for (const set of pictureSets(accessOf(yaml)))
    values[set.field] = pictureValue(set, await namesIn(path.join(root, projectsFolder, slug, set.folder)));
  return { ...entry, data: `---\n${withPictures(yaml, values).trimEnd()}\n---\n${body}` };
}

export type PictureSave = {
  /** The files of the sets that the save changes, for its commit: what names the save "cover frames". */
  saved: SavedFile[];
  /** Puts the pictures in their places, once decap-server has written the entry and its uploads. */
  apply: () => Promise<void>;
};

/**
 * Takes the picture fields out of a case study's file as the editor sent it
 * (they are never written into index.md) and plans their folders; `uploads`
 * are the files the same save uploads. Returns the problems instead when the
 * pictures break the rules; nothing is written then.
 */
export async function preparePictures(
  dataFile: { path: string; raw: string },
  uploads: readonly string[],
  root: string,
): Promise<PictureSave | { problems: string[] }> {
  const slug = studySlug(dataFile.path);
  if (!slug) return { saved: [], apply: async () => {} };
  const { yaml, body, problems: unreadable } = splitFrontmatter(dataFile.raw, dataFile.path);
  if (unreadable.length > 0) return { saved: [], apply: async () => {} };
  const { yaml: rest, values } = takePictures(yaml);
  dataFile.raw = `---\n${rest.trimEnd()}\n---\n${body}`;
  const plans: PicturePlan[] = [];
  const problems: string[] = [];
  const saved: SavedFile[] = [];
  for (const set of pictureSets(accessOf(rest))) {
    if (!(set.field in values)) continue;
    const folder = `${projectsFolder}/${slug}/${set.folder}`;
    const uploaded = uploads.filter((file) => path.posix.dirname(file) === folder).map((file) => path.posix.basename(file));
    const before = new Set(await namesIn(path.join(root, folder)));
    const result = picturePlan(slug, set, values[set.field], [...new Set([...before, ...uploaded])]);
    if (!result.plan) {
      problems.push(...result.problems);
      continue;
    }
    const { plan } = result;
    // The files whose bytes or names change: an upload under a name of its own is only ever in its place.
    const touched = changesNothing(plan)
      ? uploaded
      : [
          ...plan.removed,
          ...uploaded.filter((name) => before.has(name)),
          ...plan.moves.flatMap(({ from, to }) => (from === to ? (before.has(from) ? [] : [to]) : before.has(from) ? [from, to] : [to])),
        ];
    saved.push(...[...new Set(touched)].map((name) => ({ file: `${folder}/${name}`, changed: [set.field] })));
    if (!changesNothing(plan)) plans.push(plan);
  }
  if (problems.length > 0) return { problems };
  return {
    saved,
    apply: async () => {
      for (const { folder, moves, removed } of plans) {
        const at = (name: string) => path.join(root, folder, name);
        // Read every picture first, then clear their names and write each into its place: swaps need no spare name.
        const pictures = await Promise.all(moves.map(async ({ from, to }) => ({ to, bytes: await readFile(at(from)) })));
        for (const name of new Set([...removed, ...moves.map(({ from }) => from)])) await rm(at(name), { force: true });
        for (const { to, bytes } of pictures) await writeFile(at(to), bytes);
      }
    },
  };
}
