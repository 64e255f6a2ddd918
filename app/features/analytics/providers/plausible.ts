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

/**
 * The name the site's page view goes through the tracker under. Tracked as
 * `pageview`, it would start the tracker's engagement events (time on page
 * and scroll depth, sent as the visitor leaves, straight to the endpoint and
 * past `transformRequest`); under another name it is a plain event, which
 * `asSent` names `pageview` on the wire, so Plausible counts a page view.
 */
export const pageViewThroughTracker = 'portfolio:pageview';

/** A request as it goes out: the site's page view named as Plausible's format names one. */
export function asSent(payload: PlausibleRequestPayload): PlausibleRequestPayload {
  return payload.n === pageViewThroughTracker ? { ...payload, n: plausiblePageView } : payload;
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
    transformRequest: asSent,
  };
}

export const plausibleSender: Sender = (config) => {
  init(plausibleOptions(config));
  return (event, page) => track(event.name ?? pageViewThroughTracker, { props: { ...event.props }, url: page.url });
};
