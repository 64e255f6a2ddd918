import type { AnalyticsConfig } from '../analytics-config.ts';
import type { AnalyticsEvent } from '../events.ts';
import type { PageFacts } from '../page-facts.ts';

/** Sends one event in a provider's format. */
export type Send = (event: AnalyticsEvent, page: PageFacts) => void;

/** A provider's sender, for the site's settings. */
export type Sender = (config: AnalyticsConfig) => Send;

/**
 * A request that outlives the page (keepalive), sends no cookie and reads
 * nothing back; a failure is nobody's business but the collector's.
 */
export function post(url: string, init: RequestInit): void {
  try {
    void fetch(url, { ...init, method: 'POST', keepalive: true, credentials: 'omit' }).catch(() => undefined);
  } catch {
    // A browser without fetch, or a request the page's policy refuses: nothing to tell the visitor.
  }
}

/** A beacon: a POST the browser delivers even as the page goes, with no cookie of the collector's site. */
export function beacon(url: string): void {
  try {
    if (!navigator.sendBeacon?.(url)) post(url, { mode: 'no-cors' });
  } catch {
    // As above.
  }
}
