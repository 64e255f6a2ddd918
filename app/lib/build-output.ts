import { defaultLocale, fileIn, locales, type Locale } from '../i18n/locale.ts';

/**
 * The names the build writes at the top of build/client besides the pages'
 * folders. The build code takes each name from here, and no project may have
 * one as its address (app/features/content/validation/projects.ts), since a
 * project's page is a folder there too.
 */

/** Vite's fingerprinted scripts, styles, images and fonts (its `build.assetsDir`). */
export const assetsFolder = 'assets';
/** The link-preview images, `og/<page>.png`. */
export const previewFolder = 'og';
/** The private projects' encrypted payloads, gate parameters and snapshots. */
export const protectedFolder = 'protected';
/**
 * The private projects' unlocked pages, rendered by the build so that
 * postbuild can encrypt them, then deleted (tools/build/postbuild/protected-snapshots.ts).
 */
export const snapshotFolder = 'protected-snapshot';

/** The design tokens for Figma (Tokens Studio), linked from /design-system. */
export const tokensFile = 'tokens.json';
/** The page static hosts serve at an unknown address. */
export const notFoundFile = '404.html';
/**
 * Each language's not-found page: `404.html`, and `es/404.html` for the
 * unknown addresses under /es (the local server and Cloudflare Pages answer
 * with the nearest one; other hosts with the first).
 */
export const notFoundFileIn = (locale: Locale) => fileIn(locale, notFoundFile);
export const jsonResumeFileName = 'resume.json';
/** The JSON Resume in a language: `resume.json`, `resume.es.json`. */
export const jsonResumeFileNameIn = (locale: Locale) => (locale === defaultLocale ? jsonResumeFileName : `resume.${locale}.json`);
export const sitemapFile = 'sitemap.xml';
export const robotsFile = 'robots.txt';
/** The per-page headers Netlify and Cloudflare Pages read. */
export const headersFile = '_headers';
/** Tells GitHub Pages not to run the folder through Jekyll. */
export const noJekyllFile = '.nojekyll';

/**
 * Every folder and file the build writes at the top of build/client, besides
 * the pages and the CV's PDF (named after the owner: `nora-castell-cv.pdf`).
 */
export const buildOutputNames: readonly string[] = [
  assetsFolder,
  previewFolder,
  protectedFolder,
  snapshotFolder,
  notFoundFile,
  sitemapFile,
  robotsFile,
  headersFile,
  noJekyllFile,
  tokensFile,
  ...locales.map(jsonResumeFileNameIn),
];
