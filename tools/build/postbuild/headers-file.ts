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

/** Cloudflare Pages reads at most this many rules of `_headers`, each line at most this long. */
export const cloudflareLimits = { rules: 100, lineCharacters: 2000 } as const;

/** What in `lines` (of `rules`) is past Cloudflare Pages' limits, or undefined. */
function pastLimits(rules: Rule[], lines: string[]): string | undefined {
  const tooLong = lines.find((line) => line.length > cloudflareLimits.lineCharacters);
  if (rules.length <= cloudflareLimits.rules && !tooLong) return undefined;
  return `${rules.length} rules${tooLong ? `, a ${tooLong.length}-character line` : ''}`;
}

/**
 * The `_headers` text, and what in it is past Cloudflare Pages' limits (100 rules, 2,000
 * characters a line). With `onCloudflare` (its builds set CF_PAGES), past them it throws: Cloudflare
 * would publish the pages without their rules. Other hosts read every rule, so a site with more
 * pages than Cloudflare takes (about 11 projects: three rules a page in each language) still builds.
 */
export function headersFileText(rules: Rule[], { onCloudflare = false } = {}): { text: string; pastCloudflareLimits?: string } {
  const lines = rules.flatMap(([at, values]) => [at, ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`)]);
  const past = pastLimits(rules, lines);
  if (past && onCloudflare) throw new Error(`postbuild: _headers exceeds Cloudflare Pages' limits (${past}).`);
  return { text: `${lines.join('\n')}\n`, ...(past ? { pastCloudflareLimits: past } : {}) };
}

/** Writes `_headers`; says what Cloudflare Pages would not take, if anything. */
export async function writeHeadersFile(client: string, rules: Rule[], onCloudflare = false): Promise<string | undefined> {
  const { text, pastCloudflareLimits } = headersFileText(rules, { onCloudflare });
  await writeFile(path.join(client, headersFile), text);
  return pastCloudflareLimits;
}
