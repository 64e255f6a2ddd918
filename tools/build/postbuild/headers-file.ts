import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assetsFolder, headersFile, notFoundFileIn } from '../../../app/lib/build-output.ts';
import { locales } from '../../../app/i18n/locale.ts';
import { commonHeaders, immutableCache } from '../security-headers.ts';
import type { PageHeaders, SitePageHeaders } from './page-headers.ts';

/** build/headers.json: what the local server (tools/server/serve.ts) sends. */
export type HeadersFile = {
  basePath: string;
  common: Record<string, string>;
  /** Each page's own headers, by route (its script policy, its preloads). */
  pages: Record<string, PageHeaders>;
  notFound: PageHeaders;
};

export async function writeHeadersJson(buildDir: string, basePath: string, { pages, notFound }: SitePageHeaders): Promise<void> {
  const headers: HeadersFile = { basePath, common: { ...commonHeaders }, pages, notFound };
  await writeFile(path.join(buildDir, 'headers.json'), JSON.stringify(headers, null, 2));
}

type Rule = [at: string, values: Readonly<Record<string, string>>];

/**
 * Netlify and Cloudflare Pages read `_headers`. Hosts join a header set by two
 * matching rules into one value, so a page's own headers (its policy, its
 * preloads) are set per page only, never under `/*`. Each page is listed with
 * and without its trailing slash, and at its file's address
 * (`/about/index.html`), which must not lose them. Cloudflare Pages also turns
 * a page's `Link` preloads into Early Hints.
 */
export function headerRules(basePath: string, { pages, notFound }: SitePageHeaders): Rule[] {
  const rules: Rule[] = [
    [`${basePath}*`, commonHeaders],
    [`${basePath}${assetsFolder}/*`, { 'Cache-Control': immutableCache }],
  ];
  for (const [route, headers] of Object.entries(pages)) {
    const at = `${basePath}${route.slice(1)}`;
    rules.push([at, headers]);
    if (route !== '/') rules.push([`${at}/`, headers]);
    rules.push([`${route === '/' ? at : `${at}/`}index.html`, headers]);
  }
  for (const locale of locales) rules.push([`${basePath}${notFoundFileIn(locale)}`, notFound]);
  return rules;
}

/** The `_headers` text; throws past Cloudflare Pages' limits (100 rules, 2,000 characters a line). */
export function headersFileText(rules: Rule[]): string {
  const lines = rules.flatMap(([at, values]) => [at, ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`)]);
  const tooLong = lines.find((line) => line.length > 2000);
  if (rules.length > 100 || tooLong) {
    throw new Error(`postbuild: _headers exceeds host limits (${rules.length} rules${tooLong ? `, a ${tooLong.length}-character line` : ''}).`);
  }
  return `${lines.join('\n')}\n`;
}

export async function writeHeadersFile(client: string, rules: Rule[]): Promise<void> {
  await writeFile(path.join(client, headersFile), headersFileText(rules));
}
