import { loadSite } from '../features/content/load.server.ts';
import { rootRouteId } from '../features/content/site-settings.ts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pagePaths, pages, prerenderPaths, reservedSegments, sitemapPaths, sitePages, snapshotPath, type PageKind } from './pages.ts';
import { snapshotFolder } from './build-output.ts';
import { localeOfPath, pathIn } from '../i18n/locale.ts';

/** Two public projects and two private ones, one of them known by its codename `kite`. */
const projects = { publicSlugs: ['huru', 'vela'], privateAddresses: ['mango', 'kite'] };

/** The English pages of a list of addresses. */
const english = (paths: string[]) => paths.filter((path) => localeOfPath(path) === 'en');

describe('the pages of a site', () => {
  it('one per fixed kind, one per project for the others, each with its route id', () => {
    expect(
      sitePages(projects)
        .filter((page) => page.locale === 'en')
        .map(({ kind, path, id }) => [kind, path, id]),
    ).toEqual([
      ['home', '/', undefined],
      ['about', '/about', undefined],
      ['cv', '/cv', undefined],
      ['case-study', '/huru', 'case-study-huru'],
      ['case-study', '/vela', 'case-study-vela'],
      ['design-system', '/design-system', undefined],
      ['gate', '/private', undefined],
      ['private-case-study', '/mango', 'private-mango'],
      ['private-case-study', '/kite', 'private-kite'],
      ['protected-snapshot', `/${snapshotFolder}/mango`, 'snapshot-mango'],
      ['protected-snapshot', `/${snapshotFolder}/kite`, 'snapshot-kite'],
      ['not-found', '/404-page', undefined],
    ]);
  });

  it('renders every page, ships all but the snapshots', () => {
    expect(prerenderPaths(projects)).toEqual(sitePages(projects).map((page) => page.path));
    expect(english(pagePaths(projects))).toEqual([
      '/',
      '/about',
      '/cv',
      '/huru',
      '/vela',
      '/design-system',
      '/private',
      '/mango',
      '/kite',
      '/404-page',
    ]);
    expect(snapshotPath('kite')).toBe(`/${snapshotFolder}/kite`);
  });

  it('names in the sitemap only the indexable pages a visitor reaches: not the gate, the protected pages or the not-found page', () => {
    expect(english(sitemapPaths(projects))).toEqual(['/', '/about', '/cv', '/huru', '/vela', '/design-system']);
    for (const page of sitePages(projects).filter((page) => page.sitemap)) expect(page.indexable, page.path).toBe(true);
  });

  it('without projects, has the fixed pages alone', () => {
    expect(english(pagePaths({ publicSlugs: [], privateAddresses: [] }))).toEqual(['/', '/about', '/cv', '/design-system', '/404-page']);
  });

  it('without a private project, has no gate, no private page and no snapshot, in any language; /private stays reserved', () => {
    const publicOnly = { publicSlugs: ['huru', 'vela'], privateAddresses: [] };
    expect(sitePages(publicOnly).filter((page) => ['gate', 'private-case-study', 'protected-snapshot'].includes(page.kind))).toEqual([]);
    expect(prerenderPaths(publicOnly)).toEqual(
      prerenderPaths(projects).filter((path) => !/\/(private|mango|kite)$|\/protected-snapshot\//.test(path)),
    );
    expect(prerenderPaths(publicOnly)).not.toContain('/es/private');
    // A project named "private" would still collide with the gate the day a private project comes back.
    expect(reservedSegments()).toContain('private');
  });

  it('has every page in Spanish too, under /es, with a route id of its own', () => {
    const [en, es] = [
      sitePages(projects).filter((page) => page.locale === 'en'),
      sitePages(projects).filter((page) => page.locale === 'es'),
    ];
    expect(es.map((page) => page.path)).toEqual(en.map((page) => pathIn(page.path, 'es')));
    expect(es.map((page) => page.path)).toContain('/es');
    expect(es.map((page) => page.path)).toContain('/es/huru');
    expect(es.map((page) => [page.kind, page.indexable, page.sitemap])).toEqual(
      en.map((page) => [page.kind, page.indexable, page.sitemap]),
    );
    const ids = sitePages(projects).map((page) => page.id ?? page.module);
    expect(new Set(ids).size).toBe(ids.length);
    expect(snapshotPath('kite', 'es')).toBe(`/es/${snapshotFolder}/kite`);
  });

  it('reserves the first segment of every address a page already has', () => {
    expect(reservedSegments().sort()).toEqual(['es', '404-page', 'about', 'cv', 'design-system', 'private', snapshotFolder].sort());
  });
});

// What the build's plugins make; the route modules are imported here only for their meta.
vi.mock('virtual:design-tokens', () => ({ default: { themes: { light: [], dark: [] }, groups: [], accents: {}, propertiesByClass: {} } }));
vi.mock('lazy-chunk:/app/features/lightbox/lightbox-island.tsx', () => ({ default: '/assets/lightbox-island.js' }));

type RouteModule = {
  meta?: (args: {
    loaderData: undefined;
    location: { pathname: string };
    params: object;
    matches: { id: string; loaderData: unknown }[];
  }) => Record<string, unknown>[];
};

/**
 * A route module imports its components, the content and the words cold: seconds of transforming on
 * a busy machine, slow by nature. They load once, before the tests, with time of their own.
 */
const coldImport = 120_000;

describe('each route module', () => {
  const kinds = Object.keys(pages) as PageKind[];
  const modules = new Map<PageKind, RouteModule>();
  beforeAll(async () => {
    for (const kind of kinds) modules.set(kind, (await import(/* @vite-ignore */ `../${pages[kind].module}`)) as RouteModule);
  }, coldImport);

  it.each(kinds)('%s: its robots tag is the table’s', (kind) => {
    const module = modules.get(kind)!;
    const tags =
      module.meta?.({
        loaderData: undefined,
        location: { pathname: '/page' },
        params: {},
        matches: [{ id: rootRouteId, loaderData: loadSite() }],
      }) ?? [];
    const noindex = tags.some((tag) => tag.name === 'robots' && String(tag.content).includes('noindex'));
    expect(noindex).toBe(!pages[kind].indexable);
  });

  it('is named by one kind of page only', () => {
    const modules = kinds.map((kind) => pages[kind].module);
    expect(new Set(modules).size).toBe(modules.length);
  });
});

describe('the route config', () => {
  it(
    'has one route per page of the content, with the ids the build and the tests rely on, and the not-found page at every unknown address',
    async () => {
      const [{ default: routes }, { siteProjects }] = await Promise.all([import('../routes.ts'), import('../pages.server.ts')]);
      const expected = sitePages(siteProjects).map((page) => ({
        file: page.module,
        ...(page.role === 'not-found'
          ? { path: page.locale === 'en' ? '*' : `${page.locale}/*` }
          : page.path === '/'
            ? { index: true }
            : { path: page.path.slice(1) }),
        ...(page.id ? { id: page.id } : {}),
      }));
      expect(
        routes.map(({ file, path, index, id }) => ({
          file,
          ...(path === undefined ? {} : { path }),
          ...(index ? { index } : {}),
          ...(id ? { id } : {}),
        })),
      ).toEqual(expected);
      expect(routes.some((route) => route.id?.startsWith('case-study-'))).toBe(true);
    },
    coldImport,
  );
});
