// The gate's script (app/features/gate/gate-script.ts) knows when a private project opens;
// the page script sends. The gate hands its events over here: kept in a
// list on the window until the page script's analytics takes them, however
// the two scripts' starts fall.
import type { AnalyticsEvent } from './events.ts';

const listKey = '__portfolioAnalytics';
const handedEvent = 'portfolio:analytics';

type HandOffWindow = Window & { [listKey]?: AnalyticsEvent[] };

const list = () => ((window as HandOffWindow)[listKey] ??= []);

/** The gate's side: an event for the page script to send. */
export function handOver(event: AnalyticsEvent): void {
  list().push(event);
  document.dispatchEvent(new Event(handedEvent));
}

/** The page script's side: every event handed over, those before it started first. */
export function takeHandedOver(receive: (event: AnalyticsEvent) => void): void {
  const drain = () => {
    for (const event of list().splice(0)) receive(event);
  };
  document.addEventListener(handedEvent, drain);
  drain();
}
