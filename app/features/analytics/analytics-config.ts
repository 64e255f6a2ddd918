// What the owner turns analytics on with (`analytics:` in content/site.yaml),
// checked by the content schema and read at build time into the page script
// and the gate's script as one constant (`__ANALYTICS__`, tools/build/inline-script.ts).
// Without it, no byte of this feature reaches a built file.

/** The providers the site can send to, each in its own documented format (providers/). */
export const analyticsProviders = ['plausible', 'umami', 'goatcounter'] as const;

export type AnalyticsProvider = (typeof analyticsProviders)[number];

/**
 * What the scripts are built with: the settings of content/site.yaml
 * (`Site['analytics']`), the host reduced to its origin (`https://plausible.io`).
 */
export type AnalyticsConfig = { provider: AnalyticsProvider; host: string; site: string };

/** The host names a plain `http:` collector may have: a test's, on this computer. */
export const localHostNames: readonly string[] = ['localhost', '127.0.0.1'];

const example = 'e.g. https://plausible.io';

/**
 * What is wrong with a `host`, as the second half of a content problem line,
 * or undefined for a good one: an `https:` origin (an `http:` one only on
 * this computer), with no user name, password, path, query or fragment.
 */
export function analyticsHostProblem(host: string): string | undefined {
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    return `is not a web address; write where the provider receives events, starting with https://, ${example}`;
  }
  if (url.protocol === 'http:' && !localHostNames.includes(url.hostname))
    return `starts with http://, which only a test collector on this computer may use (localhost or 127.0.0.1); write the provider's address with https://, ${example}`;
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `is not a web address; write the provider's address starting with https://, ${example}`;
  if (url.username || url.password || /@/.test(host))
    return 'has a user name or password before an @, which would be sent to the provider; remove the part between https:// and the @';
  if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(host))
    return `has a path, query or fragment (${url.pathname}${url.search}${url.hash}); write only the provider's address, ${example}: the site adds the path each provider receives events at`;
  return undefined;
}

/** The settings as the scripts are built with them, or null when analytics is off. */
export function analyticsConfig(settings: AnalyticsConfig | undefined): AnalyticsConfig | null {
  if (!settings) return null;
  return { provider: settings.provider, host: new URL(settings.host).origin, site: settings.site };
}
