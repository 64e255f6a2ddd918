import { caseStudies, contentIn, type Slug, projectOrder, studyOf } from './content.server.ts';
import { caseStudyBody } from './case-study-view.ts';
import { publicAccentOf, publicIdentity, slugAtAddress } from './public-identity.ts';
import { gatePath } from '../../lib/pages.ts';
import { defaultLocale, type Locale, localeOfPath, pathIn } from '../../i18n/locale.ts';
import { wordsFor } from '../../i18n/words.ts';
import { formatDateRange, parseDateRange } from '../../i18n/date-range.ts';
import { imageView, mediaFilesIn, videoView } from './media.server.ts';
import { protectedBody } from './protected-body.server.ts';
import type { CardView, CaseStudyView, MediaItemView, TeaserView } from './views.ts';
import type { RootData } from './site-settings.ts';

/** Public media of a project. A private project's case-study media sits in `protected-media/`. */
const mediaFolder = (slug: string) => `/content/projects/${slug}/media`;

/**
 * The language of the page a loader is building, from its address (after the build's base path).
 * `url` is the loader's page address; `request.url` may carry React Router's `.data` suffix.
 */
export function localeOf(url: URL): Locale {
  const path = url.pathname;
  const base = import.meta.env.BASE_URL;
  return localeOfPath(path.startsWith(base) ? `/${path.slice(base.length)}` : path);
}

function cardView(slug: Slug, locale: Locale): CardView {
  const study = contentIn(locale).studyOf(slug);
  const { media } = wordsFor(locale);
  const isPrivate = study.access === 'private';
  const { address, name, subtitle } = publicIdentity(slug, study);
  // A private project shows only its teaser: its cover is part of the protected content.
  const files = mediaFilesIn(`${mediaFolder(slug)}/${isPrivate ? 'card' : 'cover'}`);
  const frames = files.map((file, index) =>
    imageView(file, isPrivate ? media.privateCard(name) : media.cardImage(study.coverAlt, index + 1, files.length)),
  );
  return {
    slug: address,
    name,
    subtitle,
    access: study.access,
    href: pathIn(isPrivate ? gatePath : `/${slug}`, locale),
    // A codename project's own colours could name the client: its card has the neutral accent unless its content opts in.
    accent: publicAccentOf(study),
    frames,
  };
}

/** The site settings in a language, for the root route: every page's header, footer and titles read them. */
export function loadSite(locale: Locale = defaultLocale): RootData {
  return { site: contentIn(locale).site };
}

export function loadCards(locale: Locale = defaultLocale): CardView[] {
  return projectOrder.map((slug) => cardView(slug, locale));
}

/** The two projects after this one in the home page order, wrapping. */
export function loadOtherProjects(slug: Slug, locale: Locale = defaultLocale): CardView[] {
  const at = projectOrder.indexOf(slug);
  return [1, 2].map((step) => cardView(projectOrder[(at + step) % projectOrder.length] as Slug, locale));
}

export async function loadCaseStudy(slug: Slug, locale: Locale = defaultLocale): Promise<CaseStudyView> {
  const folder = mediaFolder(slug);
  const covers = mediaFilesIn(`${folder}/cover`).map((file) => file.slice(folder.length + 1));
  // The resolver is async for the protected case study, whose images are read and inlined at build time.
  const body = await caseStudyBody(
    slug,
    contentIn(locale).studyOf(slug),
    covers,
    async (file, alt) => imageView(`${folder}/${file}`, alt),
    wordsFor(locale).media.frame,
  );
  return { ...body, otherProjects: loadOtherProjects(slug, locale) };
}

/**
 * Build only: a private case study as its unlocked page shows it, images
 * inlined. Rendered into the snapshot postbuild encrypts, never shipped as is.
 */
export async function loadProtectedCaseStudy(slug: Slug, locale: Locale = defaultLocale): Promise<CaseStudyView> {
  const body = await protectedBody(process.cwd(), slug, contentIn(locale).studyOf(slug), wordsFor(locale).media.frame);
  return { ...body, otherProjects: loadOtherProjects(slug, locale) };
}

/**
 * What search results and link previews say about a project: only what its
 * public card shows (a codename, where one is set), plus the about text of
 * a public one.
 */
export function projectSummary(slug: Slug, locale: Locale = defaultLocale) {
  const study = contentIn(locale).studyOf(slug);
  const { address, name, subtitle } = publicIdentity(slug, study);
  return { address, name, subtitle, about: study.access === 'public' ? study.about.text : '' };
}

/**
 * Every private project's public teaser, by its public address, in the home
 * page's order: what its password page shows on purpose (name, outcome, role,
 * year, industry, summary, and the cover from its media/teaser/ folder).
 */
export function loadTeasers(locale: Locale = defaultLocale): Record<string, TeaserView> {
  return Object.fromEntries(
    projectOrder.flatMap((slug) => {
      const study = contentIn(locale).studyOf(slug);
      if (study.access !== 'private' || !study.teaser) return [];
      const { address, name } = publicIdentity(slug, study);
      const { cover, ...words } = study.teaser;
      const view: TeaserView = { name, ...words };
      if (cover) view.cover = imageView(`${mediaFolder(slug)}/teaser/${cover.file}`, cover.alt);
      return [[address, view]];
    }),
  );
}

/** The project a loader's page address is for: the last path segment is its public address. */
export function slugOf(url: URL): Slug {
  const address = url.pathname.split('/').filter(Boolean).pop() ?? '';
  const slug = slugAtAddress(address, caseStudies);
  if (!slug || !(projectOrder as readonly string[]).includes(slug)) throw new Response('Not found', { status: 404 });
  return slug;
}

/** The private project the gate at /private opens when the visitor did not come from a card: the first one. */
export function gatedSlug(): Slug {
  const slug = projectOrder.find((candidate) => studyOf(candidate).access === 'private');
  if (!slug) throw new Error('No private project in content/projects: /private has nothing to open.');
  return slug;
}

const aboutFolder = '/content/about/media';

export function loadAbout(locale: Locale = defaultLocale) {
  const { about } = contentIn(locale);
  const galleries = about.galleries.map((gallery) => ({
    title: gallery.title,
    items: gallery.items.map((item): MediaItemView => {
      const file = `${aboutFolder}/${item.name}`;
      return item.mediaType === 'video'
        ? { name: item.name, tag: item.tag, mediaType: 'video', alt: item.alt, video: videoView(file, item.alt) }
        : { name: item.name, tag: item.tag, mediaType: 'image', image: imageView(file, item.alt) };
    }),
  }));
  // Dates as the page's language writes them (`2024 – actualidad`); the content check has read them.
  const experience = about.experience.map((entry) => {
    const range = parseDateRange(entry.dates);
    return range ? { ...entry, dates: formatDateRange(range, locale) } : entry;
  });
  return { ...about, galleries, experience };
}
