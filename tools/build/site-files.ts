import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { robotsFile, sitemapFile } from '../../app/lib/build-output.ts';
import { fileUrl, pageUrl } from '../../app/lib/public-url.ts';
import { sitemapPaths } from '../../app/lib/pages.ts';
import { siteProjects } from '../../app/pages.server.ts';
import { site } from '../../app/features/content/content.server.ts';
import { basePath } from './site-location.ts';
import { defaultLocale, languages, locales, pathIn } from '../../app/i18n/locale.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page of the sitemap: its address, and the same page in every language (`hreflang` → address). */
export type SitemapEntry = { url: string; alternates: [lang: string, url: string][] };

/** The sitemap protocol's XML: one `<url>` per canonical page address, each with its alternates in every language. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const alternate = ([lang, url]: [string, string]) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(url)}"/>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(({ url, alternates }) => [`  <url>`, `    <loc>${escapeXml(url)}</loc>`, ...alternates.map(alternate), `  </url>`].join('\n')),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Everything may be crawled: the protected pages say `noindex` themselves,
 * and a crawler blocked here would never read that.
 */
export function robotsTxt(sitemapUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}

/**
 * Emits sitemap.xml and robots.txt, and leaves `site.json` beside the
 * client build (not in it) telling the post-build step and the local server
 * which base path the build was made for.
 */
export function siteFiles(): Plugin {
  const siteUrl = site.url;
  return {
    name: 'portfolio:site-files',
    generateBundle() {
      if (this.environment.name !== 'client') return;
      const at = (route: string) => pageUrl(siteUrl, basePath, route);
      const entries = sitemapPaths(siteProjects).map((route) => ({
        url: at(route),
        alternates: [
          ...locales.map((locale): [string, string] => [languages[locale].lang, at(pathIn(route, locale))]),
          ['x-default', at(pathIn(route, defaultLocale))] as [string, string],
        ],
      }));
      this.emitFile({ type: 'asset', fileName: sitemapFile, source: sitemapXml(entries) });
      this.emitFile({ type: 'asset', fileName: robotsFile, source: robotsTxt(fileUrl(siteUrl, basePath, sitemapFile)) });
    },
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const location = { basePath, siteUrl, sitemap: fileUrl(siteUrl, basePath, sitemapFile) };
      await writeFile(path.join(options.dir, '..', 'site.json'), `${JSON.stringify(location, null, 2)}\n`);
    },
  };
}
