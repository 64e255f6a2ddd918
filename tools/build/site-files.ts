import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { robotsFile, sitemapFile } from '../../app/lib/build-output.ts';
import { fileUrl, pageUrl } from '../../app/lib/public-url.ts';
import { sitemapPaths } from '../../app/pages.ts';
import { siteProjects } from '../../app/pages.server.ts';
import { site } from '../../app/features/content/content.server.ts';
import { basePath } from './site-location.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap protocol's XML: one `<url>` per canonical page address. */
export function sitemapXml(urls: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
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
      const urls = sitemapPaths(siteProjects).map((route) => pageUrl(siteUrl, basePath, route));
      this.emitFile({ type: 'asset', fileName: sitemapFile, source: sitemapXml(urls) });
      this.emitFile({ type: 'asset', fileName: robotsFile, source: robotsTxt(fileUrl(siteUrl, basePath, sitemapFile)) });
    },
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const location = { basePath, siteUrl, sitemap: fileUrl(siteUrl, basePath, sitemapFile) };
      await writeFile(path.join(options.dir, '..', 'site.json'), `${JSON.stringify(location, null, 2)}\n`);
    },
  };
}
