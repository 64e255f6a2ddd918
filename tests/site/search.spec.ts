// What search engines read agrees with the pages: the sitemap names exactly the pages that may be
// listed, each with its address in every language, and each page says the same of itself
// (canonical address, hreflang alternates), while the pages kept out say noindex.
import { basePathOf, languages, locales, pathIn } from '../../app/i18n/locale.ts';
import { pageUrl } from '../../app/lib/public-url.ts';
import { expect, test } from '../support/browser-checks.ts';
import { address, basePath, labelOf, pages, site } from './own-site.ts';

/** The canonical address of a page: the site's address, the base path, the route with its slash. */
const canonical = (route: string) => pageUrl(site.url, basePath, route);

/** Each language's address of a page, and x-default (the English one), as hreflang writes them, in a stable order. */
function alternatesOf(route: string): string {
  const english = basePathOf(route);
  return sorted({
    ...Object.fromEntries(locales.map((other) => [languages[other].lang, canonical(pathIn(english, other))])),
    'x-default': canonical(english),
  });
}

const sorted = (alternates: Record<string, string>) => JSON.stringify(Object.entries(alternates).sort(([a], [b]) => a.localeCompare(b)));

test('the sitemap names every page that may be listed, and no other, with its address in every language', async ({ request }) => {
  const response = await request.get(`${basePath}sitemap.xml`);
  expect(response.status(), 'sitemap.xml').toBe(200);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)?.[1] ?? '',
    alternates: Object.fromEntries([...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, href!])),
  }));
  const listed = pages.filter((page) => page.sitemap);
  expect(entries.map((entry) => entry.loc).sort(), 'sitemap.xml: its addresses').toEqual(listed.map((page) => canonical(page.path)).sort());
  for (const page of listed) {
    const entry = entries.find((candidate) => candidate.loc === canonical(page.path));
    expect(sorted(entry?.alternates ?? {}), `sitemap.xml: the languages of ${labelOf(page)}`).toBe(alternatesOf(page.path));
  }
});

test('each page names its canonical address and its languages as the sitemap does, and a page kept out of search says noindex', async ({
  request,
}) => {
  const wrong: string[] = [];
  for (const page of pages) {
    const html = await (await request.get(address(page.path))).text();
    const robots = /<meta name="robots" content="([^"]+)"/.exec(html)?.[1] ?? '';
    if (!page.indexable) {
      if (!/noindex/.test(robots)) wrong.push(`${labelOf(page)} is kept out of search, but does not say noindex`);
      continue;
    }
    if (/noindex/.test(robots)) wrong.push(`${labelOf(page)} says noindex, but is a page search engines may list`);
    const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map(([, href]) => href);
    if (canonicals.join() !== canonical(page.path))
      wrong.push(`${labelOf(page)}: canonical ${canonicals.join(', ') || 'missing'}, not ${canonical(page.path)}`);
    const alternates = Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map(([, lang, href]) => [lang!, href!]),
    );
    if (sorted(alternates) !== alternatesOf(page.path))
      wrong.push(`${labelOf(page)}: hreflang ${sorted(alternates)}, not ${alternatesOf(page.path)}`);
  }
  expect(wrong).toEqual([]);
});
