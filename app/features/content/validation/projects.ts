import { buildOutputNames } from '../../../lib/build-output.ts';
import { reservedSegments } from '../../../lib/pages.ts';
import { caseStudySchema, limits, projectNamePattern } from '../schema.ts';
import { caseStudyFile, contentFolder, projectFolder, siteFile } from '../source/files.ts';
import { editorFolder } from '../../../lib/server-addresses.ts';
import { fallbackMessage, fieldPath, issueLines, line, type Locate } from '../issue-line.ts';
import { editDistance, imageCount, missingFile } from './media-files.ts';

export { caseStudyFile, projectFolder } from '../source/files.ts';
/** The home page order is the `projects:` list of the site settings. */
export const orderFile = siteFile;

/**
 * Addresses the site already uses: its pages (and each language's folder),
 * every folder and file the build writes beside them (a project's page is a
 * folder there too), the editor's page on the dev server, and the content
 * folder, whose media the dev server serves as files. A file's name counts
 * without its extension as well: hosts that serve `/404` from `404.html`
 * would otherwise mix a project up with it.
 */
export const reservedSlugs: readonly string[] = [
  ...new Set(
    [
      ...reservedSegments(),
      ...buildOutputNames.flatMap((name) => [name, name.replace(/(.)\.[^.]+$/, '$1')]),
      editorFolder,
      contentFolder,
    ].map((name) => name.toLowerCase()),
  ),
];

/**
 * Names Windows keeps for devices, in any case and with any extension
 * (`con`, `Aux.txt`): no file or folder there can have one, so a project
 * named so could not be checked out, edited or built on Windows.
 */
const windowsDeviceName = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i;

/** Whether Windows refuses `name` as a file or folder name. */
export const isWindowsDeviceName = (name: string) => windowsDeviceName.test(name);

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Every image a case study names, with the field that names it; read loosely so a file is checked even when other fields are wrong. */
export function imageFields(study: unknown): { path: (string | number)[]; file: string }[] {
  return asList(asRecord(study).sections).flatMap((section, s) =>
    asList(asRecord(section).blocks).flatMap((block, b) =>
      asList(asRecord(block).images).flatMap((image, i) => {
        const file = asRecord(image).file;
        return typeof file === 'string' && file.trim() ? [{ path: ['sections', s, 'blocks', b, 'images', i, 'file'], file }] : [];
      }),
    ),
  );
}

/** The media a project needs on disk: its cover (or a private project's teaser) and every image it names. */
function projectMedia(slug: string, study: unknown, files: readonly string[], locate?: Locate): string[] {
  const folder = projectFolder(slug);
  const isPrivate = asRecord(study).access === 'private';
  const imageFolder = `${folder}/${isPrivate ? 'protected-media' : 'media'}`;
  const source = caseStudyFile(slug);
  const named = imageFields(study).flatMap(({ path, file }) => missingFile(files, source, fieldPath(path), imageFolder, file, locate?.(source, path)));
  if (!isPrivate) {
    return [
      ...imageCount(files, `${folder}/media/cover`, limits.coverFrames, 'a case study cover needs', 'Add or remove images there (they play in file-name order: 01.png, 02.png, …)'),
      ...named,
    ];
  }
  // Only the card image and the teaser's cover are published (published-media.ts); the content check notes any other file.
  const teaserFolder = `${folder}/media/teaser`;
  const coverFile = asRecord(asRecord(asRecord(study).teaser).cover).file;
  const teaserCover = typeof coverFile === 'string' && coverFile.trim() ? coverFile : undefined;
  const cover = teaserCover
    ? missingFile(files, source, 'teaser.cover.file', teaserFolder, teaserCover, locate?.(source, ['teaser', 'cover', 'file']))
    : [];
  return [
    ...imageCount(files, `${folder}/media/card`, limits.cardTeasers, "a private project's card shows", 'Keep one teaser image there'),
    ...cover,
    ...imageCount(files, `${folder}/protected-media/cover`, limits.coverFrames, 'a case study cover needs', 'Add or remove images there (they play in file-name order: 01.png, 02.png, …)'),
    ...named,
  ];
}

/** The project a mistyped name most likely meant: the closest by edit distance, if it is close (two letters at most). */
function closestProject(name: string, registered: readonly string[]): string | undefined {
  const wanted = name.toLowerCase();
  return registered
    .map((slug) => ({ slug, d: editDistance(slug, wanted) }))
    .filter(({ d }) => d <= 2 && d < wanted.length)
    .sort((a, b) => a.d - b.d)[0]?.slug;
}

/** The home page order: every entry a project, none twice. */
function orderLines(order: readonly string[], registered: readonly string[], files: readonly string[], locate?: Locate): string[] {
  return order.flatMap((slug, i) => {
    const field = `projects[${i}]`;
    const at = locate?.(orderFile, ['projects', i]);
    const first = order.indexOf(slug);
    if (first !== i) return [line(orderFile, field, `lists "${slug}" a second time (first at projects[${first}]); remove one`, at)];
    if (!registered.includes(slug)) {
      if (files.some((file) => file.startsWith(`${projectFolder(slug)}/`)))
        return [line(orderFile, field, `is "${slug}", but there is no ${caseStudyFile(slug)}; write its case study there, or remove the line`, at)];
      const meant = closestProject(slug, registered);
      const fix = meant ? `did you mean "${meant}"?` : `add the project (npm run new-project -- ${slug}), or remove the line`;
      return [line(orderFile, field, `is "${slug}", but there is no ${projectFolder(slug)}; ${fix}`, at)];
    }
    return [];
  });
}

/** Lower-cased, a project's name is its address: it must be its folder's name, unique and not taken by another page. */
function addressLines(studies: Record<string, unknown>, locate?: Locate): string[] {
  const owners = new Map<string, string>();
  const at = (slug: string, field: string) => locate?.(caseStudyFile(slug), field.split('.'));
  const claim = (slug: string, field: string, name: string, address: string): string[] => {
    const owner = owners.get(address);
    if (owner)
      return [line(caseStudyFile(slug), field, `"${name}" gives the address /${address}, which ${caseStudyFile(owner)} already has; give each project its own name`, at(slug, field))];
    owners.set(address, slug);
    if (reservedSlugs.includes(address))
      return [line(caseStudyFile(slug), field, `"${name}" would give the address /${address}, which the site uses for something else; choose another name`, at(slug, field))];
    if (isWindowsDeviceName(address))
      return [
        line(
          caseStudyFile(slug),
          field,
          `"${name}" would give the address /${address}, whose folder cannot be created on Windows (${address.toUpperCase()} is a name Windows keeps for a device), so the site could not be edited or built there; choose another name`,
          at(slug, field),
        ),
      ];
    return [];
  };
  return Object.entries(studies).flatMap(([slug, study]) => {
    const { name, access, codename } = asRecord(study);
    // A name that cannot be an address at all is reported by the schema.
    if (typeof name !== 'string' || !projectNamePattern.test(name)) return [];
    const address = name.toLowerCase();
    const taken = claim(slug, 'name', name, address);
    if (taken.length) return taken;
    if (address !== slug)
      return [
        line(
          caseStudyFile(slug),
          'name',
          `"${name}" gives the address /${address}, but the project's folder is ${projectFolder(slug)}; the name, lower-cased, must match the folder. Change it back to ${slug} (any capitals), or create the project anew with npm run new-project -- ${name}`,
          at(slug, 'name'),
        ),
      ];
    if (codename === undefined) return [];
    if (access !== 'private')
      return [line(caseStudyFile(slug), 'codename', "is set, but only a private project hides its name; remove it, or make the project 'private'", at(slug, 'codename'))];
    // The real name keeps its claim above, so no public project can take it and give the codename away.
    const publicName = asRecord(codename).name;
    if (typeof publicName !== 'string' || !projectNamePattern.test(publicName)) return [];
    return claim(slug, 'codename.name', publicName, publicName.toLowerCase());
  });
}

/** Project folders with files but no index.md, so the site cannot show them. */
function unwrittenLines(studies: Record<string, unknown>, files: readonly string[]): string[] {
  const folders = new Set(files.map((file) => /^content\/projects\/([^/]+)\//.exec(file)?.[1]).filter((slug) => slug !== undefined));
  return [...folders]
    .filter((slug) => !(slug in studies))
    .map((slug) =>
      line(
        projectFolder(slug),
        '',
        `has no index.md, so the site cannot show it; write its case study in ${caseStudyFile(slug)} (npm run new-project -- <Name> starts one for you), or delete the folder`,
      ),
    );
}

export function projectLines(studies: Record<string, unknown>, order: readonly string[], files: readonly string[], locate?: Locate): string[] {
  const perProject = Object.entries(studies).flatMap(([slug, study]) => {
    const parsed = caseStudySchema.safeParse(study, { error: fallbackMessage });
    return [...(parsed.success ? [] : issueLines(caseStudyFile(slug), parsed.error.issues, locate)), ...projectMedia(slug, study, files, locate)];
  });
  return [
    ...orderLines(order, Object.keys(studies), files, locate),
    ...unwrittenLines(studies, files),
    ...addressLines(studies, locate),
    ...perProject,
  ];
}
