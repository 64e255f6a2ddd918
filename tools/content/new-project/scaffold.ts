import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { limits, projectNamePattern } from '../../../app/features/content/schema.ts';
import { caseStudyFile, siteFile } from '../../../app/features/content/source/files.ts';
import { laidOut } from '../../../app/features/content/source/content-layout.ts';
import { translationFile } from '../../../app/features/content/source/translation.ts';
import { translatedLocales } from '../../../app/features/content/source/read-content.ts';
import { isWindowsDeviceName, reservedSlugs } from '../../../app/features/content/validation/projects.ts';
import { caseStudyTemplate, templateImages, translationTemplate } from './case-study-template.ts';
import { boardImage, coverFrame, flowImage, screensImage, teaserFrame } from './placeholder-art.ts';
import { ScaffoldError, addToOrder, listsProject } from './project-list.ts';

/** Accent pairs (light theme, dark theme) that read on paper and on near-black. */
const accents = [
  { light: '#0F766E', dark: '#5EEAD4' },
  { light: '#4F46E5', dark: '#A5B4FC' },
  { light: '#BE185D', dark: '#F9A8D4' },
  { light: '#B45309', dark: '#FCD34D' },
  { light: '#15803D', dark: '#86EFAC' },
  { light: '#1D4ED8', dark: '#93C5FD' },
];

/** The same name always gets the same colour. */
function accentFor(name: string) {
  const hash = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  return accents[hash % accents.length] as (typeof accents)[number];
}

/** A name that would make a clean address: accents dropped, spaces turned into hyphens. */
function suggestion(name: string): string {
  const cleaned = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s_]+/g, '-')
    .replace(/[^A-Za-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return cleaned || 'Solenne';
}

/** The project's address, or a one-line reason it cannot have this name. */
export function slugFor(name: string, root: string): string {
  if (!name.trim()) throw new ScaffoldError('Name the project: npm run new-project -- <Name>, e.g. npm run new-project -- Solenne');
  if (!projectNamePattern.test(name)) {
    throw new ScaffoldError(
      `"${name}" cannot be a page address (/${name.toLowerCase()}): use only letters, digits and single hyphens, e.g. ${suggestion(name)}`,
    );
  }
  const slug = name.toLowerCase();
  if (reservedSlugs.includes(slug))
    throw new ScaffoldError(`"${name}" would take the address /${slug}, which the site uses for something else: choose another name`);
  if (isWindowsDeviceName(slug))
    throw new ScaffoldError(`"${name}" would need the folder content/projects/${slug}, which cannot be created on Windows (${slug.toUpperCase()} is a name Windows keeps for a device): choose another name`);
  const folder = `content/projects/${slug}`;
  const listed = listsProject(readFileSync(path.join(root, siteFile), 'utf8'), slug);
  if (existsSync(path.join(root, folder)) || listed)
    throw new ScaffoldError(`${folder} already exists: a project already has the address /${slug}. Choose another name, or edit ${caseStudyFile(slug)}`);
  return slug;
}

export type Scaffolded = { slug: string; created: string[]; changed: string[] };

/**
 * Creates a new case study with placeholder copy and images, listed last on
 * the home page. A private one keeps its images in protected-media/ (only
 * ever published encrypted) and gets a grey public card teaser in media/card/.
 */
export function scaffoldProject(root: string, name: string, { year = new Date().getFullYear(), isPrivate = false } = {}): Scaffolded {
  const slug = slugFor(name, root);
  const folder = `content/projects/${slug}`;
  const images = `${folder}/${isPrivate ? 'protected-media' : 'media'}`;
  const accent = accentFor(name).light;

  const english = caseStudyTemplate(name, accentFor(name), year, isPrivate);
  // Every edit is worked out before anything is written, so a failure leaves nothing half done.
  const files = new Map<string, string>([
    [caseStudyFile(slug), english],
    ...translatedLocales.map((locale) => [translationFile(caseStudyFile(slug), locale), translationTemplate(english, locale)] as const),
    ...Array.from({ length: limits.coverFrames }, (_, i) => [
      `${images}/cover/${String(i + 1).padStart(2, '0')}.svg`,
      coverFrame(i, limits.coverFrames, accent),
    ] as const),
    ...(isPrivate ? [[`${folder}/media/card/01.svg`, teaserFrame(limits.coverFrames)] as const] : []),
    [`${images}/${templateImages.board}`, boardImage(accent)],
    [`${images}/${templateImages.flow}`, flowImage(accent)],
    [`${images}/${templateImages.screens}`, screensImage(accent)],
  ]);
  const changes = new Map([[siteFile, addToOrder(readFileSync(path.join(root, siteFile), 'utf8'), slug)]]);

  for (const [file, source] of [...files, ...changes]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    // Its texts in the layout the editor writes: the owner's first save then changes only what she changed.
    writeFileSync(path.join(root, file), /\.(md|ya?ml)$/.test(file) ? laidOut(source, file) : source);
  }
  return { slug, created: [...files.keys()], changed: [...changes.keys()] };
}
