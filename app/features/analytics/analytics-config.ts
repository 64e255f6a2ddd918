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
 * A host name as the URL parser leaves it (lower case, an international name
 * in its ASCII form): labels of letters, digits and hyphens, none starting or
 * ending with a hyphen, between dots. The URL parser itself lets `*`, `;`
 * and quotes through into a host, which a Content-Security-Policy would read
 * as a wildcard or a new directive (`https://a.com;sandbox`).
 */
const hostName = /^(?!-)[a-z0-9-]{1,63}(?<!-)(?:\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;

/** Characters that end or widen a policy's source, or a host: named when the owner writes one. */
const notInHost = /[\s'"`*;,<>\\{}|^]/u;

const named = (char: string) => (/\s/.test(char) ? 'a space' : char === '*' ? 'a "*" (a wildcard)' : `"${char}"`);

/**
 * What is wrong with a `host`, as the second half of a content problem line,
 * or undefined for a good one: one origin, `https://` and a host name (an
 * optional port), read with the URL parser; `http://` only on this computer
 * (localhost or 127.0.0.1). No user name, password, path, query or fragment,
 * and nothing a host name cannot hold: no wildcard, `;`, space or quote.
 */
export function analyticsHostProblem(host: string): string | undefined {
  const odd = notInHost.exec(host)?.[0];
  if (odd !== undefined)
    return `holds ${named(odd)}, which is not part of a host name; write one address, the provider's alone, ${example}`;
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
  if (!hostName.test(url.hostname))
    return `has "${url.hostname}" as its host, which is not a host name (letters, digits and hyphens, between dots); write the provider's address, ${example}`;
  if (!readAsWritten(writtenHostName(host), url.hostname))
    return `is read as "${url.hostname}", which is not the host as written; write the host as it is read, ${example}`;
  return undefined;
}

/** The host name as written, between `https://` (or `https:`) and a port, path, query or fragment. */
const writtenHostName = (host: string) =>
  host
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/*/i, '')
    .replace(/[/?#].*$/s, '')
    .replace(/:\d*$/, '')
    .toLowerCase();

/**
 * Whether the URL parser reads a host name as the owner wrote it: the same
 * letters (an international name in its ASCII form, `bücher` as
 * `xn--bcher-kva`), split into the same labels. The parser also takes
 * `。`, `．` and `｡` for a dot, `%70` for `p` and `0x7f.1` for `127.0.0.1`:
 * `https://plausible.io。evil.example` would send every visit to a domain of
 * evil.example while reading as plausible.io.
 */
function readAsWritten(written: string, read: string): boolean {
  if (written === read) return true;
  // Only an international name is written otherwise than it is read, each label in its own script.
  return /[^ -~]/.test(written) && !/%/.test(written) && written.split('.').length === read.split('.').length;
}

/**
 * The origin a `host` names (`https://Stats.Example.com/` → `https://stats.example.com`),
 * as the URL parser writes it: what the scripts send to and the Content-Security-Policy
 * allows, never the text as written. Throws, with the problem, for a host the content
 * check refuses.
 */
export function analyticsOrigin(host: string): string {
  const problem = analyticsHostProblem(host);
  if (problem) throw new Error(`The analytics host ${JSON.stringify(host)} ${problem}.`);
  return new URL(host).origin;
}

/** The settings as the scripts are built with them, or null when analytics is off. */
export function analyticsConfig(settings: AnalyticsConfig | undefined): AnalyticsConfig | null {
  if (!settings) return null;
  return { provider: settings.provider, host: analyticsOrigin(settings.host), site: settings.site };
}
