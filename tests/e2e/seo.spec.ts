import { pathIn } from '../../app/i18n/locale.ts';
import type { Page } from '@playwright/test';
import { expect, gotoReady, privateSlug, publicSlugs, site, test, studyOf, addressOf } from './support.ts';

/** What a crawler or a link-preview bot reads: the prerendered page, without JavaScript. */
test.use({ javaScriptEnabled: false });

const origin = new URL(site.url).origin;
/** The canonical address of a route, worked out here rather than taken from the app. */
const canonical = (route: string) => `${origin}${route === '/' ? '/' : `${route}/`}`;
const previewOf = (key: string) => `${origin}/og/${key}.png`;

const indexable = [
  { route: '/', preview: 'home', type: 'website' },
  { route: '/about', preview: 'about', type: 'profile' },
  { route: '/cv', preview: 'cv', type: 'profile' },
  ...publicSlugs.map((slug) => ({ route: `/${slug}`, preview: slug, type: 'article' })),
  { route: '/design-system', preview: 'design-system', type: 'website' },
];

/** The indexable pages in both languages. */
const bothLanguages = indexable.flatMap(({ route }) => [route, pathIn(route, 'es')]);

async function head(page: Page) {
  const tags = await page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      robots: document.head.querySelectorAll('meta[name="robots"]').length,
      canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
      og: {
        title: content('meta[property="og:title"]'),
        description: content('meta[property="og:description"]'),
        url: content('meta[property="og:url"]'),
        type: content('meta[property="og:type"]'),
        image: content('meta[property="og:image"]'),
        width: content('meta[property="og:image:width"]'),
        height: content('meta[property="og:image:height"]'),
        alt: content('meta[property="og:image:alt"]'),
      },
      twitter: {
        card: content('meta[name="twitter:card"]'),
        title: content('meta[name="twitter:title"]'),
        image: content('meta[name="twitter:image"]'),
      },
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
    };
  });
  return { ...tags, jsonLd: tags.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>) };
}

test('every public page has its own title and description, a canonical address and link-preview tags', async ({ page }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { route, preview, type } of indexable) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    const tags = await head(page);
    titles.add(tags.title);
    descriptions.add(tags.description ?? '');
    expect(tags.title, route).toContain(site.name);
    expect(tags.description?.length ?? 0, route).toBeGreaterThanOrEqual(50);
    expect(tags.description?.length ?? 0, route).toBeLessThanOrEqual(160);
    expect(tags.robots, `${route} is indexable`).toBe(0);
    expect(tags.canonicals, route).toEqual([canonical(route)]);
    expect(tags.og, route).toEqual({
      title: tags.title,
      description: tags.description,
      url: canonical(route),
      type,
      image: previewOf(preview),
      width: '1200',
      height: '630',
      alt: expect.stringMatching(/\S{3,}/),
    });
    expect(tags.twitter, route).toEqual({ card: 'summary_large_image', title: tags.title, image: previewOf(preview) });
  }
  expect(titles.size).toBe(indexable.length);
  expect(descriptions.size).toBe(indexable.length);
});

test('a case study is described from its own content', async ({ page }) => {
  const study = studyOf('huru');
  await page.goto('/huru');
  const tags = await head(page);
  expect(tags.title).toBe(`${study.name} case study · ${site.name}`);
  expect(study.about.text.replace(/\s+/g, ' ')).toContain(tags.description!.replace(/…$/, ''));
  expect(tags.og.alt).toContain(study.subtitle);
});

test('the gate and the protected page stay out of search results and preview only the public teaser', async ({ page }) => {
  const study = studyOf(privateSlug);
  const secrets = [study.about.title, study.about.text.slice(0, 40), ...study.sections.map((section) => section.title)];
  const descriptions = new Set<string>();
  for (const route of ['/private', `/${privateSlug}`]) {
    await page.goto(route);
    const tags = await head(page);
    await expect(page.locator('head meta[name="robots"]'), route).toHaveAttribute('content', /noindex/);
    expect(tags.canonicals, route).toEqual([]);
    expect(tags.og.url, route).toBe(canonical(route));
    expect(tags.og.image, route).toBe(previewOf(privateSlug));
    descriptions.add(tags.description ?? '');
    const said = JSON.stringify(tags);
    for (const secret of secrets) expect(said, route).not.toContain(secret);
  }
  expect(descriptions.size).toBe(2);
});

test('the not-found page is noindex and names no canonical address', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  const tags = await head(page);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(tags.canonicals).toEqual([]);
  expect(tags.og.url).toBeNull();
});

test('structured data: a Person on home, about and the CV, a CreativeWork on each case study', async ({ page }) => {
  for (const route of ['/', '/about', '/cv']) {
    await page.goto(route);
    const [person, ...others] = (await head(page)).jsonLd;
    expect(others, route).toEqual([]);
    expect(person, route).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: site.name,
      url: canonical('/'),
      email: `mailto:${site.email}`,
      sameAs: [site.profileUrl],
    });
  }
  for (const slug of publicSlugs) {
    await page.goto(`/${slug}`);
    const [work, ...others] = (await head(page)).jsonLd;
    expect(others, slug).toEqual([]);
    expect(work, slug).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: studyOf(slug).name,
      url: canonical(`/${slug}`),
      image: previewOf(slug),
      creator: { '@type': 'Person', name: site.name, url: canonical('/') },
    });
  }
  for (const route of ['/private', `/${privateSlug}`]) {
    await page.goto(route);
    expect((await head(page)).jsonLd, route).toEqual([]);
  }
});

test('every link-preview image is a 1200 × 630 PNG, one per project and language', async ({ page, request }) => {
  const images = new Map<string, string>();
  const routes = [...indexable.map((entry) => entry.route), '/private', `/${privateSlug}`];
  for (const route of [...routes, ...routes.map((route) => pathIn(route, 'es'))]) {
    await page.goto(route);
    const image = (await head(page)).og.image!;
    expect(image, route).toMatch(/^https:\/\//);
    const response = await request.get(new URL(image).pathname);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type'], image).toBe('image/png');
    const png = await response.body();
    expect(png.subarray(1, 4).toString('latin1'), image).toBe('PNG');
    expect(png.subarray(12, 16).toString('latin1'), image).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
    images.set(image, png.toString('base64'));
  }
  // home, about, the CV, five public projects, the design system, one protected, in each language: all different pictures.
  expect(new Set(images.values()).size).toBe(2 * (indexable.length + 1));
});

test('the sitemap lists exactly the public pages, and robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const xml = await sitemap.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
  );
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(listed.sort()).toEqual(bothLanguages.map(canonical).sort());
  // Each page names itself and its pair in the other language, and English as the default.
  for (const route of bothLanguages) {
    const entry = xml.split('<url>').find((part) => part.includes(`<loc>${canonical(route)}</loc>`)) ?? '';
    expect(entry, route).toContain(`hreflang="en" href="${canonical(pathIn(route, 'en'))}"`);
    expect(entry, route).toContain(`hreflang="es" href="${canonical(pathIn(route, 'es'))}"`);
    expect(entry, route).toContain(`hreflang="x-default" href="${canonical(pathIn(route, 'en'))}"`);
  }

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const lines = (await robots.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(lines.filter((line) => /^Disallow:\s*\S/.test(line))).toEqual([]);
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('a page opened at its canonical address (trailing slash) works and its links lead on', async ({ page }) => {
    await gotoReady(page, '/huru/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Huru');
    await page.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(addressOf('/about'));
    await expect(page).toHaveTitle(`About · ${site.name}`);
    // The new page's canonical, and only it.
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical('/about'));
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  });
});
