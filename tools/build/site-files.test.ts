import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './site-files';

describe('sitemapXml', () => {
  it('lists each address once, escaped', () => {
    const xml = sitemapXml(['https://ada.example.com/', 'https://ada.example.com/a&b/']);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://ada.example.com/</loc></url>',
        '  <url><loc>https://ada.example.com/a&amp;b/</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('robotsTxt', () => {
  it('lets every crawler in and names the sitemap', () => {
    expect(robotsTxt('https://ada.example.com/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://ada.example.com/sitemap.xml\n',
    );
  });
});
