/**
 * The headers every response carries, from `npm start` and, through
 * `_headers`, from static hosts. Scripts run only from this origin or by the
 * hash of an inline script the build produced: each page's policy lists the
 * hashes of its own inline scripts.
 */

/** Directives a `<meta http-equiv>` policy cannot carry (browsers ignore them there, with a console error). */
const headerOnly = ['frame-ancestors'];

export function contentSecurityPolicy(scriptHashes: readonly string[], { meta = false }: { meta?: boolean } = {}): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Style attributes carry each project's accent colours and the design-system page's swatches.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
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

/** Everything but the Content-Security-Policy: the same on every response. */
export const commonHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** Long-lived caching for fingerprinted files (their names change when they do). */
export const immutableCache = 'public, max-age=31536000, immutable';
