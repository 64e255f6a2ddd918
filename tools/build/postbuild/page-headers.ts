import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentSecurityPolicy, isolationHeaders } from '../security-headers.ts';
import { walk } from './files.ts';
import { elementsOf, escapeAttribute, replaceRanges } from './html.ts';

/** Script types that are data, never run: a policy need not list them. */
const dataScriptTypes = ['application/ld+json', 'application/json'];

/** The CSP source of each inline script the page runs: the hash of its exact text. Sorted, once each. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const element of elementsOf(html)) {
    if (element.name !== 'script' || 'src' in element.attributes) continue;
    if (dataScriptTypes.includes(element.attributes.type ?? '') || !element.text.trim()) continue;
    hashes.add(`'sha256-${createHash('sha256').update(element.text).digest('base64')}'`);
  }
  return [...hashes].sort();
}

/** The page with its policy as a <meta>, right after the charset declaration (which must stay first). */
export function withPolicyMeta(html: string, policy: string, file = 'page'): string {
  const charset = elementsOf(html).find((element) => element.name === 'meta' && 'charset' in element.attributes);
  if (!charset) throw new Error(`postbuild: ${file} has no <meta charset> to put the policy after.`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  return replaceRanges(html, [{ start: charset.end, end: charset.end, text: meta }]);
}

/** `index.html` → `/`, `huru/index.html` → `/huru`, a not-found page (`404.html`, `es/404.html`) → null. */
export function routeOf(client: string, file: string): string | null {
  const relative = path.relative(client, file).split(path.sep).join('/');
  if (/^([a-z]{2}\/)?404\.html$/.test(relative)) return null;
  return `/${relative.replace(/(^|\/)index\.html$/, '')}`.replace(/(.)\/$/, '$1');
}

/**
 * The page's `<link rel="preload">`s as one `Link` header. With it the browser
 * asks for them as soon as the page's response arrives, before it has read the
 * page's HTML: on a slow connection the font then comes in time for the first
 * layout, which it otherwise misses and redoes (docs/decisions/027).
 */
export function preloadLinkHeader(html: string): string | undefined {
  const links = elementsOf(html)
    .filter(({ name, attributes }) => name === 'link' && attributes.rel === 'preload' && attributes.href)
    .map(({ attributes }) => {
      const params = [`<${attributes.href}>`, 'rel=preload'];
      if (attributes.as) params.push(`as=${attributes.as}`);
      if (attributes.type) params.push(`type="${attributes.type}"`);
      if ('crossorigin' in attributes) params.push(attributes.crossorigin === 'use-credentials' ? 'crossorigin=use-credentials' : 'crossorigin');
      return params.join('; ');
    });
  return links.length > 0 ? links.join(', ') : undefined;
}

/**
 * What a page is served with, beside the headers every response carries: its
 * script policy, its preloads, and on the pages that hold decrypted work the
 * isolation headers (tools/build/security-headers.ts).
 */
export type PageHeaders = { 'Content-Security-Policy': string; Link?: string } & Partial<typeof isolationHeaders>;

export type SitePageHeaders = { pages: Record<string, PageHeaders>; notFound: PageHeaders };

function pageHeaders(html: string, hashes: string[], isolated: boolean, analyticsHost: string | null): PageHeaders {
  const link = preloadLinkHeader(html);
  return {
    'Content-Security-Policy': contentSecurityPolicy(hashes, { analyticsHost }),
    ...(link ? { Link: link } : {}),
    ...(isolated ? isolationHeaders : {}),
  };
}

/**
 * Each page's policy allows its own inline scripts by hash, and nothing else
 * inline. The policy also goes into the page as a <meta> (minus what only a
 * header can say), for hosts without custom headers (GitHub Pages) and for
 * the 404 page, which hosts answer at any address. Returns each page's
 * headers, by route: its policy, its preloads, and the isolation headers on
 * the routes in `isolated` (security-headers.ts `isolatedRoutes`). With
 * analytics on, every policy lets the page connect to its host, and only there.
 */
export async function writePageHeaders(
  client: string,
  isolated: readonly string[] = [],
  analyticsHost: string | null = null,
): Promise<SitePageHeaders> {
  const pages: Record<string, PageHeaders> = {};
  let notFound: PageHeaders = { 'Content-Security-Policy': '' };
  for await (const file of walk(client)) {
    if (!file.endsWith('.html')) continue;
    const html = await readFile(file, 'utf8');
    const hashes = inlineScriptHashes(html);
    await writeFile(file, withPolicyMeta(html, contentSecurityPolicy(hashes, { meta: true, analyticsHost }), file));
    const route = routeOf(client, file);
    if (route === null) notFound = pageHeaders(html, hashes, false, analyticsHost);
    else pages[route] = pageHeaders(html, hashes, isolated.includes(route), analyticsHost);
  }
  return { pages, notFound };
}
