// What a case study's form says of its pictures (cover-pictures.ts has the
// rest): nothing here reads files, so the editor page can ask too
// (tools/editor/admin/).

/** The fields the editor adds to a case study's form for its pictures. */
const pictureFieldNames = ['coverFrames', 'cardPicture'] as const;
export type PictureField = (typeof pictureFieldNames)[number];
export const pictureFields: ReadonlySet<string> = new Set(pictureFieldNames);

/** The name a picture takes in place `i` (from 0) of its set, without its extension: `01`…`08`. */
export const placeName = (i: number) => String(i + 1).padStart(2, '0');

/**
 * Whether a case study's form, as it was saved, names its pictures otherwise
 * than the files are named now: the save renamed them after their places, so
 * the form must be read again before anything else is saved from it (a
 * second save would take the old names for a new order).
 */
export function namesOutOfDate(data: Record<string, unknown>): boolean {
  return pictureFieldNames.some((field) => chosenList(data[field]).some((value, i) => !nameOf(value).startsWith(`${placeName(i)}.`)));
}

/** A file's name, without its folder. */
export const nameOf = (value: string) => value.slice(value.lastIndexOf('/') + 1);

/** A set's pictures in the form, as a list whatever the field's kind. */
export const chosenList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]).map((item) =>
    typeof item === 'string' ? item : JSON.stringify(item),
  );
