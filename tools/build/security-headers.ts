import { analyticsOrigin } from '../../app/features/analytics/analytics-config.ts';
import { sitePages, type PageKind, type SiteProjects } from '../../app/lib/pages.ts';

/**
 * The headers every response carries, from `npm start` and, through
 * `_headers`, from static hosts. Scripts run only from this origin or by the
 * hash of an inline script the build produced: each page's policy lists the
 * hashes of its own inline scripts.
 */

/** Directives a `<meta http-equiv>` policy cannot carry (browsers ignore them there, with a console error). */
const headerOnly = ['frame-ancestors'];

/**
 * `analyticsHost`: the origin analytics sends to, when content/site.yaml turns
 * it on; the one address beyond the site's own that a page may connect to.
 * It goes into the policy as the URL parser writes its origin (analyticsOrigin),
 * never as given: a host that could add a source or a directive stops the build.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  { meta = false, analyticsHost = null }: { meta?: boolean; analyticsHost?: string | null } = {},
): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Style attributes carry each project's accent colours and the design-system page's swatches.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self'${analyticsHost ? ` ${analyticsOrigin(analyticsHost)}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ];
  return directives.filter((directive) => !(meta && headerOnly.includes(directive.split(' ')[0] ?? ''))).join('; ');
}

/**
 * A policy that depends on nothing the build produces, for hosts whose
 * headers are fixed before the build (Vercel): it forbids framing, plugins
 * and base-URL tricks, and leaves scripts to each page's own meta policy.
 */
export const staticContentSecurityPolicy = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/** Everything but the Content-Security-Policy and the isolation headers: the same on every response. */
export const commonHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/**
 * Sent with the pages that ask for a password and hold decrypted work, and
 * with no other (decision 035): no window of another origin keeps a handle
 * on them, and Chromium gives them a process of their own where it would not
 * otherwise (Android). It costs every page it is on blocking time on a slow
 * phone, which `npm run bench` measures.
 */
export const isolationHeaders = { 'Cross-Origin-Opener-Policy': 'same-origin' } as const;

/** The kinds of page (app/lib/pages.ts) that get `isolationHeaders`: the gate, and each private project's page, which is the gate until it opens. */
export const isolatedPageKinds: readonly PageKind[] = ['gate', 'private-case-study'];

/** The routes, in every language, that get `isolationHeaders`. */
export function isolatedRoutes(projects: SiteProjects): string[] {
  return sitePages(projects)
    .filter((page) => page.role === 'page' && isolatedPageKinds.includes(page.kind))
    .map((page) => page.path);
}

/** Long-lived caching for fingerprinted files (their names change when they do). */
export const immutableCache = 'public, max-age=31536000, immutable';

/**
 * The `source` of vercel.json's rule that isolates `routes` (isolatedRoutes): Vercel reads its
 * headers before the build, so the owner writes it, and `npm run test:site` holds it to the pages
 * her build isolates, saying what to write when a private project is added or renamed. Vercel
 * matches a page at its address with and without the trailing slash's `index.html`.
 */
export function vercelIsolationSource(routes: readonly string[]): string {
  return `/(${routes.map((route) => route.slice(1)).join('|')})(/|/index\\.html)?`;
}

/** The routes a vercel.json isolation `source` names, or undefined when it is not of that shape. */
export function routesOfVercelSource(source: string): string[] | undefined {
  const match = /^\/\(([^()]+)\)\(\/\|\/index\\\.html\)\?$/.exec(source);
  return match?.[1]?.split('|').map((route) => `/${route}`);
}
