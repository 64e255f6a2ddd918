import { isMap, parseDocument } from 'yaml';
import { byFileName, imageExtensions } from '../../../app/features/content/media.ts';
import { limits } from '../../../app/features/content/schema.ts';
import { caseStudyMediaFolder } from '../../../app/features/content/source/case-study-file.ts';
import { chosenList, nameOf, pictureFields, placeName, type PictureField } from './picture-sets.ts';
import { projectFolder } from '../../../app/features/content/source/files.ts';

/**
 * A case study's pictures that live as files in a folder of their own rather
 * than in its text: the cover frames (played in file-name order) and a
 * private project's card picture. The editor shows each set as a field of the
 * form, in order; saving it names the files after their places.
 */
export type PictureSet = {
  /** The form field the set shows as; it is never written into index.md. */
  field: PictureField;
  /** The folder, from the case study's folder: what the field's values start with. */
  folder: string;
  /** How many pictures the site's layout takes. */
  count: number;
  /** The file name of the picture in place `i` (from 0), without its extension. */
  stem: (i: number) => string;
};

/** The picture sets a case study has, by its access. */
export function pictureSets(access: unknown): PictureSet[] {
  const frames: PictureSet = {
    field: 'coverFrames',
    folder: `${caseStudyMediaFolder(access)}/cover`,
    count: limits.coverFrames,
    stem: placeName,
  };
  if (access !== 'private') return [frames];
  return [frames, { field: 'cardPicture', folder: 'media/card', count: limits.cardTeasers, stem: placeName }];
}

const allowed = new Set<string>(imageExtensions);
const extensionOf = (name: string) => /\.([^./]+)$/.exec(name)?.[1] ?? '';
const isImage = (name: string) => allowed.has(extensionOf(name));

/** The images of a set's folder as they are, in the order the site shows them. */
export const picturesIn = (names: readonly string[]) => names.filter(isImage).sort(byFileName);

/** A set's field value as Decap shows it: the folder's images, each named from the case study's folder. */
export function pictureValue(set: PictureSet, names: readonly string[]): string[] | string {
  const values = picturesIn(names).map((name) => `${set.folder}/${name}`);
  return set.count === 1 ? (values[0] ?? '') : values;
}

/** One file moved into place: `from` is a name in the folder as it is (or an upload), `to` its name after the save. */
export type PictureMove = { from: string; to: string };

export type PicturePlan = {
  /** The folder, from the repository root. */
  folder: string;
  /** Every picture in its new place, in order. */
  moves: PictureMove[];
  /** Images in the folder that are no longer chosen: replaced ones. */
  removed: string[];
};

/**
 * What saving a set's field does to its folder, or why it cannot: the chosen
 * pictures (each a file in the folder, or one uploaded with this save) named
 * after their places (01.png, 02.webp, …), and the images not chosen any more
 * removed. The rules are the content check's: exactly `count` pictures, each
 * an image the site takes. Each problem names the file and the fix.
 */
export function picturePlan(
  slug: string,
  set: PictureSet,
  value: unknown,
  inFolder: readonly string[],
): { plan: PicturePlan; problems: [] } | { plan: undefined; problems: string[] } {
  const folder = `${projectFolder(slug)}/${set.folder}`;
  const chosen = chosenList(value).map(nameOf);
  const problems: string[] = [];
  const what = set.field === 'coverFrames' ? 'The cover' : 'The card';
  if (chosen.length !== set.count) {
    problems.push(
      `${what} takes exactly ${set.count} picture${set.count === 1 ? '' : 's'}, and ${chosen.length} ${chosen.length === 1 ? 'is' : 'are'} chosen: ` +
        (chosen.length < set.count ? 'add' : 'remove') +
        ` ${Math.abs(set.count - chosen.length)}, then save again.`,
    );
  }
  for (const name of chosen) {
    if (isImage(name)) continue;
    const lower = extensionOf(name).toLowerCase();
    problems.push(
      allowed.has(lower)
        ? `${folder}/${name} has an upper-case extension the site does not pick up: rename it to ${name.slice(0, -lower.length)}${lower} before choosing it.`
        : `${folder}/${name} is not a picture the site can show: export it as PNG, JPEG, WebP, AVIF or SVG and choose that instead.`,
    );
  }
  for (const name of new Set(chosen.filter((name, i) => chosen.indexOf(name) !== i)))
    problems.push(`${folder}/${name} is chosen twice: choose another picture for one of its places.`);
  for (const name of chosen.filter(isImage)) {
    if (!inFolder.includes(name)) problems.push(`${folder}/${name} is not in the folder: choose or upload it again.`);
  }
  if (problems.length > 0) return { plan: undefined, problems };
  const moves = chosen.map((from, i) => ({ from, to: `${set.stem(i)}.${extensionOf(from)}` }));
  const removed = picturesIn(inFolder).filter((name) => !chosen.includes(name));
  return { plan: { folder, moves, removed }, problems: [] };
}

/** Whether a plan leaves the folder as it was: every picture already in its place and nothing replaced. */
export const changesNothing = ({ moves, removed }: PicturePlan) => removed.length === 0 && moves.every(({ from, to }) => from === to);

/** A case study's frontmatter with the set fields' values added, for the editor's form. */
export function withPictures(yaml: string, values: Record<string, unknown>): string {
  const document = parseDocument(yaml);
  if (!isMap(document.contents)) return yaml;
  for (const [field, value] of Object.entries(values)) document.set(field, value);
  return document.toString({ lineWidth: 0 });
}

/** A case study's frontmatter as the editor sent it, without the set fields, and their values. */
export function takePictures(yaml: string): { yaml: string; values: Record<string, unknown> } {
  const document = parseDocument(yaml);
  if (!isMap(document.contents)) return { yaml, values: {} };
  const values: Record<string, unknown> = {};
  for (const field of pictureFields) {
    if (!document.has(field)) continue;
    values[field] = document.toJS()?.[field] as unknown;
    document.delete(field);
  }
  return { yaml: document.toString({ lineWidth: 0 }), values };
}
