import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './site-files.ts';

describe('sitemapXml', () => {
  it('lists each address once, escaped, with its alternates in every language', () => {
    const xml = sitemapXml([
      { url: 'https://ada.example.com/', alternates: [['en', 'https://ada.example.com/'], ['es', 'https://ada.example.com/es/']] },
      { url: 'https://ada.example.com/a&b/', alternates: [] },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '  <url>',
        '    <loc>https://ada.example.com/</loc>',
        '    <xhtml:link rel="alternate" hreflang="en" href="https://ada.example.com/"/>',
        '    <xhtml:link rel="alternate" hreflang="es" href="https://ada.example.com/es/"/>',
        '  </url>',
        '  <url>',
        '    <loc>https://ada.example.com/a&amp;b/</loc>',
        '  </url>',
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
