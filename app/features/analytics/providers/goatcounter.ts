// GoatCounter's count endpoint, in its documented format
// (goatcounter.com/code/pixel): `<host>/count` with the page or event in the
// query, sent as its count.js sends it, by beacon. An event is a count whose
// path is the event's name (`e=true`); GoatCounter has no properties, so the
// name carries them: `CV download: en, PDF`.
import type { AnalyticsConfig } from '../analytics-config.ts';
import type { AnalyticsEvent } from '../events.ts';
import type { PageFacts } from '../page-facts.ts';
import { beacon, type Sender } from './send.ts';

/** The count's address for one page view or event. */
export function goatcounterUrl(config: AnalyticsConfig, event: AnalyticsEvent, page: PageFacts): string {
  const { width, height, ratio } = page.screen;
  const query = new URLSearchParams(
    event.name === null
      ? { p: page.path, t: page.title, r: page.referrer }
      : { p: `${event.name}: ${Object.values(event.props).join(', ')}`, t: event.name, e: 'true' },
  );
  query.set('s', `${width},${height},${ratio}`);
  return `${config.host}/count?${query.toString()}`;
}

export const goatcounterSender: Sender = (config) => (event, page) => beacon(goatcounterUrl(config, event, page));
