// Plausible, through its official tracker package (@plausible-analytics/tracker),
// which posts its format to `<host>/api/event` with a keepalive fetch. It is
// set to count only what the site asks it to: no page views of its own, no
// outbound-link, download or form tracking, no engagement events (time on
// page and scroll depth), nothing bound to window. It writes no cookie and
// no storage; it reads one local-storage flag, `plausible_ignore`, with which
// the owner can leave her own visits out (docs in the package's README).
import { init, track, type PlausibleConfig, type PlausibleRequestPayload } from '@plausible-analytics/tracker';
import type { AnalyticsConfig } from '../analytics-config.ts';
import type { Sender } from './send.ts';

/** The name Plausible's format gives a page view. */
export const plausiblePageView = 'pageview';

/** Only the events the site tracks reach the wire; the tracker's engagement events do not. */
export function keepOurs(payload: PlausibleRequestPayload): PlausibleRequestPayload | null {
  return payload.n === 'engagement' ? null : payload;
}

/** The tracker's settings for the site's. */
export function plausibleOptions(config: AnalyticsConfig): PlausibleConfig {
  return {
    domain: config.site,
    endpoint: `${config.host}/api/event`,
    autoCapturePageviews: false,
    hashBasedRouting: false,
    outboundLinks: false,
    fileDownloads: false,
    formSubmissions: false,
    // Whether a page on this computer may send is the site's own rule (privacy.ts), judged before the tracker starts.
    captureOnLocalhost: true,
    logging: false,
    bindToWindow: false,
    transformRequest: keepOurs,
  };
}

export const plausibleSender: Sender = (config) => {
  init(plausibleOptions(config));
  return (event, page) => track(event.name ?? plausiblePageView, { props: { ...event.props }, url: page.url });
};
