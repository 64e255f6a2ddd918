// Every internal link and file of the owner's site resolves: followed from the home page as a
// crawler would, each link names exactly a page's address, each file it names answers, and the
// crawl reaches every page.
import { isPagePath } from '../../app/lib/public-url.ts';
import { crawl, expect, test } from '../support/browser-checks.ts';
import { address, labelOf, missingAddresses, pages } from './own-site.ts';

test('every internal link and file of every page resolves, and every page is reached from the home page', async ({ request }) => {
  const [notFound] = missingAddresses;
  const addresses = new Map(pages.map((page) => [address(page.path), page]));
  const wrong: string[] = [];
  // A private project's page is linked from nowhere (its card leads to the gate): the crawl starts there too.
  const privatePages = pages.filter((page) => page.kind === 'private-case-study').map((page) => address(page.path));
  const { visited, files, namedBy } = await crawl(request, [address('/'), notFound!, ...privatePages], notFound!, (url, from) => {
    const target = url.split('#')[0]!;
    if (target && isPagePath(target) && !addresses.has(target)) wrong.push(`${from} links to ${url}, which is not a page of the site`);
  });
  expect(wrong, 'links to no page').toEqual([]);

  // Stylesheets name the font files.
  for (const sheet of [...files].filter((file) => file.endsWith('.css'))) {
    const css = await (await request.get(sheet)).text();
    for (const [, url] of css.matchAll(/url\(["']?([^"')]+)["']?\)/g)) {
      if (url!.startsWith('data:')) continue;
      const file = new URL(url!, `http://localhost${sheet}`).pathname;
      if (!namedBy.has(file)) namedBy.set(file, sheet);
      files.add(file);
    }
  }
  const missing: string[] = [];
  // Each file's answer, not its bytes.
  for (const file of files) {
    const status = (await request.head(file)).status();
    if (status !== 200) missing.push(`${file} (named by ${namedBy.get(file)}) answers ${status}`);
  }
  expect(missing, 'files a page names that do not answer').toEqual([]);

  const unreached = pages.filter((page) => !visited.has(address(page.path))).map(labelOf);
  expect(unreached, 'pages no link leads to').toEqual([]);
});
