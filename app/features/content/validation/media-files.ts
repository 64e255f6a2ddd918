import { byFileName, imageExtensions, videoExtensions } from '../media.ts';
import { excerpt, line } from '../issue-line.ts';

/**
 * Checks of the files on disk against the content. `files` are paths from
 * the repository root with forward slashes (`content/projects/<slug>/media/cover/01.svg`).
 */

const supported = new Set<string>([...imageExtensions, ...videoExtensions]);
const imageExtension = new Set<string>(imageExtensions);
/** Files an operating system leaves in folders on its own. */
const systemFile = (name: string) => name.startsWith('.') || /^(thumbs\.db|desktop\.ini)$/i.test(name);

const extensionOf = (file: string) => /\.([^./]+)$/.exec(file)?.[1] ?? '';
const nameOf = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/** The images directly inside a folder (not in its sub-folders), in the order they are shown. */
export function imagesIn(files: readonly string[], folder: string): string[] {
  const prefix = `${folder}/`;
  return files
    .filter((file) => file.startsWith(prefix) && !file.slice(prefix.length).includes('/'))
    .filter((file) => imageExtension.has(extensionOf(file)))
    .sort(byFileName);
}

/** An image or a video of a format the site takes (not a file the system leaves in a folder). */
export const isSupportedMedia = (file: string) => supported.has(extensionOf(file)) && !systemFile(nameOf(file));

const isMediaFile = (file: string) => /^content\/(.+\/)?(media|protected-media)\//.test(file);

/** Media the site would silently skip: an unsupported format, or an upper-case extension. */
export function unusableMedia(files: readonly string[]): string[] {
  return files.filter(isMediaFile).flatMap((file) => {
    const name = nameOf(file);
    const extension = extensionOf(name);
    if (systemFile(name) || supported.has(extension)) return [];
    if (supported.has(extension.toLowerCase()))
      return [line(file, '', `has an upper-case extension the site does not pick up; rename it to ${name.slice(0, -extension.length)}${extension.toLowerCase()}`)];
    return [
      line(
        file,
        '',
        `is a ${extension ? `.${extension}` : 'file without an extension'}, which the site cannot show; export it as PNG, JPEG, WebP, AVIF or SVG (videos as MP4 or WebM), or move it out of the media folder`,
      ),
    ];
  });
}

/** How many letters to add, remove or change to turn `a` into `b` (Levenshtein). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The file in the folder the author most likely meant, if one is close. */
function nearest(files: readonly string[], folder: string, wanted: string): string | undefined {
  // A name far longer than any file's is no typo of one (and comparing it letter by letter would take long).
  if (wanted.length > 200) return undefined;
  const stem = (name: string) => name.toLowerCase().replace(/\.[^.]+$/, '');
  const candidates = files.filter((file) => file.startsWith(`${folder}/`)).map((file) => file.slice(folder.length + 1));
  return (
    candidates.find((name) => stem(name) === stem(wanted)) ??
    candidates
      .map((name) => ({ name, d: editDistance(name.toLowerCase(), wanted.toLowerCase()) }))
      .filter(({ d }) => d <= 3)
      .sort((a, b) => a.d - b.d)[0]?.name
  );
}

/** An error line when `file` (named in `field` of `source`) is not in `folder`. */
export function missingFile(files: readonly string[], source: string, field: string, folder: string, file: string, at?: number): string[] {
  if (files.includes(`${folder}/${file}`)) return [];
  const guess = nearest(files, folder, file);
  return [
    line(
      source,
      field,
      `is "${excerpt(file)}", but there is no ${folder}/${excerpt(file)}; add the file there, or correct the name${guess ? ` (did you mean "${guess}"?)` : ''}`,
      at,
    ),
  ];
}

/** An error line when a folder does not hold exactly `expected` images. */
export function imageCount(files: readonly string[], folder: string, expected: number, rule: string, fix: string): string[] {
  const count = imagesIn(files, folder).length;
  if (count === expected) return [];
  const has = count === 0 ? 'has no images' : `has ${count} image${count === 1 ? '' : 's'}`;
  return [line(folder, '', `${has}; ${rule} exactly ${expected}. ${fix}`)];
}
