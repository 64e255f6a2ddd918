// Umami has no browser package: this writes its documented format, a JSON
// POST to `<host>/api/send` (umami.is/docs/api/sending-stats), as its own
// tracker sends it.
import type { AnalyticsConfig } from '../analytics-config.ts';
import type { AnalyticsEvent } from '../events.ts';
import type { PageFacts } from '../page-facts.ts';
import { post, type Sender } from './send.ts';

export type UmamiBody = {
  type: 'event';
  payload: {
    website: string;
    hostname: string;
    language: string;
    referrer: string;
    screen: string;
    title: string;
    url: string;
    name?: string;
    data?: Record<string, string>;
  };
};

/**
 * The request for one event. A page view has no name; an event carries its
 * properties as `data`. `language` is the page's language, not the
 * browser's: the visitor's own settings are not sent.
 */
export function umamiRequest(config: AnalyticsConfig, event: AnalyticsEvent, page: PageFacts): { url: string; body: UmamiBody } {
  const { width, height } = page.screen;
  return {
    url: `${config.host}/api/send`,
    body: {
      type: 'event',
      payload: {
        website: config.site,
        hostname: page.hostname,
        language: page.language,
        referrer: page.referrer,
        screen: `${width}x${height}`,
        title: page.title,
        url: page.path,
        ...(event.name === null ? {} : { name: event.name, data: { ...event.props } }),
      },
    },
  };
}

export const umamiSender: Sender = (config) => (event, page) => {
  const { url, body } = umamiRequest(config, event, page);
  post(url, { mode: 'cors', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
};
