import { snapshotFolder } from './build-output.ts';
import { defaultLocale, type Locale, locales, localePrefix, pathIn } from '../i18n/locale.ts';

/**
 * The site's pages, each kind once: where it is, which route module renders
 * it, whether search engines may list it and whether the sitemap names it.
 * The route config (app/routes.ts), the prerender list, the sitemap, the
 * addresses no project may take and the browser tests' page lists all come
 * from here.
 * Nothing here reads the content: app/pages.server.ts applies it to the
 * content's projects. Every page exists in each language: the English one at
 * its address, the others under their prefix (app/i18n/locale.ts).
 */

/** Which projects give a kind of page its addresses: one page each. */
export type ProjectPages = 'public case study' | 'private project';

type PageKindEntry = {
  /** The route module, from app/. */
  module: string;
  /**
   * `page`: shipped at its address. `not-found`: the route of every unknown
   * address, rendered at its path, which postbuild turns into `404.html`.
   * `build-only`: rendered so that postbuild can encrypt it, then deleted;
   * never shipped, never linked.
   */
  role: 'page' | 'not-found' | 'build-only';
  /** Search engines may list it; every other page says `noindex`. */
  indexable: boolean;
  /** sitemap.xml names it (only an indexable page may be there). */
  sitemap: boolean;
} & (
  | {
      /** Its one address. */
      path: string;
      /** Present only while the content has a project of this kind: no page otherwise, and its address is not found. */
      onlyWith?: ProjectPages;
    }
  | {
      /** One page per project of this kind, at `/<name>` (`/<under>/<name>` with `under`). */
      per: ProjectPages;
      under?: string;
      /** The route id is this and the name: `case-study-huru`. The build and the tests rely on these ids. */
      idPrefix: string;
    }
);

export const pages = {
  home: { path: '/', module: 'routes/home.tsx', role: 'page', indexable: true, sitemap: true },
  about: { path: '/about', module: 'routes/about.tsx', role: 'page', indexable: true, sitemap: true },
  cv: { path: '/cv', module: 'routes/cv.tsx', role: 'page', indexable: true, sitemap: true },
  // One route per case study rather than a `:slug` pattern, so an unknown single-segment address is not found.
  'case-study': {
    per: 'public case study',
    idPrefix: 'case-study-',
    module: 'routes/case-study.tsx',
    role: 'page',
    indexable: true,
    sitemap: true,
  },
  'design-system': {
    path: '/design-system',
    module: 'routes/design-system.tsx',
    role: 'page',
    indexable: true,
    sitemap: true,
  },
  // The gate, and each private project's page, which is the gate until it opens (app/features/gate/gate-script.ts).
  // With no private project there is no gate: /private is an unknown address, and its name stays reserved.
  gate: { path: '/private', onlyWith: 'private project', module: 'routes/private.tsx', role: 'page', indexable: false, sitemap: false },
  'private-case-study': {
    per: 'private project',
    idPrefix: 'private-',
    module: 'routes/private-case-study.tsx',
    role: 'page',
    indexable: false,
    sitemap: false,
  },
  'protected-snapshot': {
    per: 'private project',
    under: snapshotFolder,
    idPrefix: 'snapshot-',
    module: 'routes/protected-snapshot.tsx',
    role: 'build-only',
    indexable: false,
    sitemap: false,
  },
  'not-found': { path: '/404-page', module: 'routes/not-found.tsx', role: 'not-found', indexable: false, sitemap: false },
} as const satisfies Record<string, PageKindEntry>;

export type PageKind = keyof typeof pages;

/** The password gate, where every private project's card leads. */
export const gatePath = pages.gate.path;
export const designSystemPath = pages['design-system'].path;
/** Where the not-found page is rendered before postbuild makes it `404.html`; no project may take it. */
export const notFoundPrerenderPath = pages['not-found'].path;

/** What the content decides: which projects have pages, at which addresses. */
export type SiteProjects = {
  /** The public projects' addresses (their folders' names), in the home page's order. */
  publicSlugs: readonly string[];
  /** The private projects' public addresses (a codename's, where one is set), in the home page's order. */
  privateAddresses: readonly string[];
};

/** One page of the built site. */
export type Page = {
  kind: PageKind;
  /** The page's language; its address starts with the language's prefix. */
  locale: Locale;
  path: string;
  /** The route id where the kind has one page per project; the others keep React Router's id (their module's path). */
  id?: string;
  /** Which projects the kind has one page for, if it is such a kind. */
  per?: ProjectPages;
  module: string;
  role: PageKindEntry['role'];
  indexable: boolean;
  sitemap: boolean;
};

const entries = Object.entries(pages) as [PageKind, PageKindEntry][];

const namesOf = (per: ProjectPages, projects: SiteProjects) =>
  per === 'public case study' ? projects.publicSlugs : projects.privateAddresses;

/** The route id of a page in a language other than English: its English id (or kind) after the language. */
const idIn = (locale: Locale, id: string) => (locale === defaultLocale ? id : `${locale}-${id}`);

/** Every page the build renders, in the table's order, English first. */
export function sitePages(projects: SiteProjects): Page[] {
  return locales.flatMap((locale) =>
    entries.flatMap(([kind, entry]) => {
      const { module, role, indexable, sitemap } = entry;
      const page = { kind, locale, module, role, indexable, sitemap };
      if ('path' in entry) {
        if (entry.onlyWith && namesOf(entry.onlyWith, projects).length === 0) return [];
        const path = pathIn(entry.path, locale);
        return [locale === defaultLocale ? { ...page, path } : { ...page, path, id: idIn(locale, kind) }];
      }
      const folder = entry.under ? `/${entry.under}` : '';
      return namesOf(entry.per, projects).map((name) => ({
        ...page,
        path: pathIn(`${folder}/${name}`, locale),
        id: idIn(locale, `${entry.idPrefix}${name}`),
        per: entry.per,
      }));
    }),
  );
}

const pathsOf = (list: Page[]) => list.map((page) => page.path);

/** What the build renders: every page, the not-found page and the build-only snapshots. */
export const prerenderPaths = (projects: SiteProjects) => pathsOf(sitePages(projects));

/** Every page the site ships (the not-found page at its prerender path, before it becomes `404.html`). */
export const pagePaths = (projects: SiteProjects) => pathsOf(sitePages(projects).filter((page) => page.role !== 'build-only'));

/** The pages sitemap.xml names. */
export const sitemapPaths = (projects: SiteProjects) => pathsOf(sitePages(projects).filter((page) => page.sitemap));

/** Build only: the address a private project's unlocked page is rendered at, for postbuild to encrypt. */
export function snapshotPath(address: string, locale: Locale = defaultLocale): string {
  return pathIn(`/${pages['protected-snapshot'].under}/${address}`, locale);
}

/**
 * The first segments of the addresses the pages already use (`es`, `private`,
 * `404-page`, `protected-snapshot`): a project named so would collide with one.
 */
export function reservedSegments(): string[] {
  const languagePrefixes = locales.map((locale) => localePrefix(locale).slice(1)).filter(Boolean);
  return [
    ...languagePrefixes,
    ...entries.flatMap(([, entry]) => {
      if ('path' in entry) return entry.path.split('/').filter(Boolean).slice(0, 1);
      return entry.under ? [entry.under] : [];
    }),
  ];
}
