// The owner's site as `npm run test:site` checks it: every page, project and private text derived
// from her content (app/lib/pages.ts, app/pages.server.ts, app/features/content/), never named here,
// and the build she made of it (build/client, or BUILD_DIR's). So the check holds for one project
// or thirty, with or without private work, whatever she renames.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { caseStudies, contentIn, site } from '../../app/features/content/content.server.ts';
import type { CaseStudy } from '../../app/features/content/types.ts';
import { imageExtensions } from '../../app/features/content/media.ts';
import { protectedMediaFolder } from '../../app/features/content/protected-body.server.ts';
import { publicIdentity, slugAtAddress } from '../../app/features/content/public-identity.ts';
import { defaultLocale, localeOfPath, locales, pathIn, type Locale } from '../../app/i18n/locale.ts';
import { pageHref } from '../../app/lib/public-url.ts';
import { sitePages, type Page } from '../../app/lib/pages.ts';
import { siteProjects } from '../../app/pages.server.ts';
import { buildDir, clientDir } from '../../tools/build/build-dir.ts';
import { passwordGroups } from '../../tools/build/project-keys.ts';
import { unlockedStorage } from '../../tools/testing/unlock.ts';
import type { Secret } from '../support/published-files.ts';

export { site, siteProjects };

/** The build checked, and the base path it was made for (tools/build/site-files.ts writes it). */
export const client = clientDir();
export const { basePath } = JSON.parse(readFileSync(path.join(buildDir(), 'site.json'), 'utf8')) as { basePath: string };

/** A page's address in this build, as its links write it: `/huru` → `/huru/` (under the base path, if any). */
export const address = (route: string) => pageHref(route, basePath);

/** Every page the site ships, in every language. */
export const pages: Page[] = sitePages(siteProjects).filter((page) => page.role === 'page');

/** An address no page has, in each language: the not-found page answers there, with status 404. */
export const missingAddresses = locales.map((locale) => address(pathIn('/no-such-page', locale)));

/** The private projects' folders. */
export const privateSlugs = Object.entries(caseStudies as Record<string, CaseStudy>)
  .filter(([, study]) => study.access === 'private')
  .map(([slug]) => slug);

/** The project (its folder) behind a project's page, by its public address. */
export const projectOf = (page: Page): string | undefined =>
  page.per ? slugAtAddress(page.path.split('/').pop() ?? '', caseStudies as Record<string, CaseStudy>) : undefined;

const projectFile = (slug: string, locale: Locale) => `content/projects/${slug}/index${locale === defaultLocale ? '' : `.${locale}`}.md`;

/** The file a page shows the owner's words from, for messages: where she changes what is wrong. */
export function sourceOf(page: Page): string {
  const slug = projectOf(page);
  if (slug) return projectFile(slug, page.locale);
  const translated = (file: string) => (page.locale === defaultLocale ? file : file.replace(/(\.\w+)$/, `.${page.locale}$1`));
  switch (page.kind) {
    case 'about':
      return translated('content/about/index.md');
    case 'cv':
      return translated('content/cv.yaml');
    case 'design-system':
      return 'tokens/ and content/site.yaml';
    default:
      return translated('content/site.yaml');
  }
}

/** A page for messages: its address and the file it shows (`/es/huru (content/projects/huru/index.es.md)`). */
export const labelOf = (page: Page) => `${page.path} (${sourceOf(page)})`;

/** The private projects: folder, public address, and the password this build opens each with, when the environment holds it. */
export type PrivateProject = { slug: string; address: string; name: (locale: Locale) => string; password?: string };

export async function privateProjects(): Promise<PrivateProject[]> {
  const studies = caseStudies as Record<string, CaseStudy>;
  const groups = passwordGroups(process.env, studies, []);
  const projects = groups.flatMap((group) => group.projects.map((project) => ({ ...project, candidate: group.verdict.password })));
  return Promise.all(
    projects.map(async ({ slug, address: publicAddress, candidate }) => {
      // The password the build would take from this environment, if this build was made with it.
      const opens = await unlockedStorage(client, publicAddress, candidate).then(
        () => true,
        () => false,
      );
      const name = (locale: Locale) => contentIn(locale).studyOf(slug).name;
      return { slug, address: publicAddress, name, ...(opens ? { password: candidate } : {}) };
    }),
  );
}

/** Fields of a private project that are public on purpose (docs/private-work.md): its teaser, its codename, whether it is private. */
const publicFields = new Set(['teaser', 'codename', 'access', 'publicAccent', 'accent']);

/** A text long enough to be a sentence of the owner's, not a word the interface or another page could share. */
const isSentence = (text: string) => text.trim().length >= 24 && /\s/.test(text.trim());

/**
 * The sentences of a text as a page shows them: its paragraphs, without the stars that mark
 * highlighted words, cut after each full stop (a page puts each paragraph in an element of its own
 * and each highlight in another, so only a sentence is sure to be written in one piece).
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((paragraph) => paragraph.split(/\*+/))
    .flatMap((piece) => piece.split(/(?<=[.!?…])\s+/))
    .map((sentence) => sentence.trim())
    .filter(isSentence);
}

/** Every string in `value`, with its field path (`sections[2].blocks[0].text`). */
function textsOf(value: unknown, at: string): { text: string; field: string }[] {
  if (typeof value === 'string') return [{ text: value.trim(), field: at }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${at}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textsOf(item, at ? `${at}.${key}` : key));
  return [];
}

/** A private project's fields that are private, in one language: all but the public ones (its name too, where a codename hides it). */
const privateFieldsOf = (study: CaseStudy) =>
  Object.entries(study).filter(([key]) => !publicFields.has(key) && !(key === 'name' && !study.codename));

/**
 * Every text the owner publishes on purpose, in every language: the site's settings, the about
 * page, the CV, the public case studies, and the public fields of the private ones.
 */
function publicTexts(): string[] {
  return locales.flatMap((locale) => {
    const content = contentIn(locale);
    const studies = Object.entries(content.caseStudies as Record<string, CaseStudy>);
    return [
      ...textsOf([content.site, content.about, content.cv], ''),
      ...studies.flatMap(([, study]) =>
        study.access === 'public'
          ? textsOf(study, '')
          : textsOf(
              Object.entries(study).filter(([key]) => !privateFieldsOf(study).some(([own]) => own === key)),
              '',
            ),
      ),
    ].map(({ text }) => text);
  });
}

/**
 * What the content marks private: every sentence of every private project, in every language, but
 * its teaser and codename; and, where a codename hides it, its real name. Each says its file and
 * field. A sentence the owner also wrote in a public text (her about page says it too) is hers to
 * publish, and is left out.
 */
export function privateTexts(): { sentences: Secret[]; names: Secret[] } {
  const sentences = new Map<string, Secret>();
  const names: Secret[] = [];
  const published = publicTexts();
  for (const [slug, study] of Object.entries(caseStudies as Record<string, CaseStudy>)) {
    if (study.access !== 'private') continue;
    for (const locale of locales) {
      for (const [key, value] of privateFieldsOf(contentIn(locale).studyOf(slug))) {
        for (const { text, field } of textsOf(value, key)) {
          if (key === 'name') {
            names.push({ text, from: `${projectFile(slug, locale)}, name (hidden by its codename)` });
            continue;
          }
          for (const sentence of sentencesOf(text))
            if (!sentences.has(sentence) && !published.some((own) => own.includes(sentence)))
              sentences.set(sentence, { text: sentence, from: `${projectFile(slug, locale)}, ${field}` });
        }
      }
    }
  }
  return {
    sentences: [...sentences.values()],
    names: names.filter((name, i) => names.findIndex((other) => other.text === name.text) === i),
  };
}

/** Every image file under `folder` (its subfolders too). */
const imagesIn = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && imageExtensions.some((extension) => entry.name.toLowerCase().endsWith(`.${extension}`)))
    .map((entry) => path.join(entry.parentPath, entry.name));

const ownFolders = (folder: string) => {
  try {
    return imagesIn(folder);
  } catch {
    return [];
  }
};

/** The private projects' own images (their protected-media folders), from the project's root. */
export function privateImages(root = process.cwd()): { file: string; from: string }[] {
  return Object.entries(caseStudies as Record<string, CaseStudy>)
    .filter(([, study]) => study.access === 'private')
    .flatMap(([slug]) => ownFolders(protectedMediaFolder(root, slug)))
    .map((file) => ({ file, from: path.relative(root, file) }));
}

/** Every image the build publishes from the content: the media folders of every project and of the about page. */
export function publishedSources(root = process.cwd()): string[] {
  const projects = path.join(root, 'content', 'projects');
  return [
    ...readdirSync(projects).flatMap((slug) => ownFolders(path.join(projects, slug, 'media'))),
    ...ownFolders(path.join(root, 'content', 'about', 'media')),
  ];
}

/** The public name of a private project's page, in the language of `route`. */
export const publicNameAt = (route: string, slug: string) => publicIdentity(slug, contentIn(localeOfPath(route)).studyOf(slug)).name;
