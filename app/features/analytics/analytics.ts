// The page script's analytics (app/start/page-script.ts starts it, only in a
// build whose content/site.yaml turns it on): one page view, and the events
// of events.ts, each sent once, in the provider's format, to the owner's
// collector. Nothing is sent before the page's load event (then, when the
// browser is idle), nor when the visitor asks for privacy (privacy.ts). A
// click is only listened to: never held, never prevented.
import type { AnalyticsConfig } from './analytics-config.ts';
import { caseStudyEnd, cvDownloadLink, cvFormats, prototypeLink, type CvFormat } from './analytics-contract.ts';
import { caseStudyRead, cvDownload, pageView, projectOfPath, prototypeOpened, type AnalyticsEvent } from './events.ts';
import { takeHandedOver } from './hand-off.ts';
import { pageFacts } from './page-facts.ts';
import { browserSignals, maySend } from './privacy.ts';
import type { Sender } from './providers/send.ts';

let reading: IntersectionObserver | null = null;

/** Once the page has loaded, and then when the browser has a moment. */
function afterLoad(run: () => void): void {
  const soon = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0));
  if (document.readyState === 'complete') soon();
  else addEventListener('load', soon, { once: true });
}

const language = () => document.documentElement.lang;

export function startAnalytics(config: AnalyticsConfig, sender: Sender): void {
  if (!maySend(config.host, browserSignals())) return;
  let send: ReturnType<Sender>;
  try {
    send = sender(config);
  } catch {
    return; // a browser the provider's code cannot start in: the page goes on without it
  }
  const waiting: AnalyticsEvent[] = [];
  let loaded = false;
  const deliver = (event: AnalyticsEvent) => {
    try {
      send(event, pageFacts());
    } catch {
      // Nothing a visitor should ever see.
    }
  };
  const count = (event: AnalyticsEvent) => (loaded ? deliver(event) : waiting.push(event));

  count(pageView(language()));
  afterLoad(() => {
    loaded = true;
    for (const event of waiting.splice(0)) deliver(event);
  });

  document.addEventListener(
    'click',
    (click) => {
      const on = (hook: typeof cvDownloadLink) =>
        click.target instanceof Element ? click.target.closest(hook.selector)?.getAttribute(hook.attribute) : undefined;
      const format = on(cvDownloadLink);
      if (format && (cvFormats as readonly string[]).includes(format)) count(cvDownload(language(), format as CvFormat));
      const kind = on(prototypeLink);
      if (kind) count(prototypeOpened(projectOfPath(location.pathname), kind));
    },
    { capture: true, passive: true },
  );

  takeHandedOver(count);

  // A case study is read once its last section has been on screen; each page counts it once.
  let read = false;
  reading = new IntersectionObserver((entries, observer) => {
    if (read || !entries.some((entry) => entry.isIntersecting)) return;
    read = true;
    observer.disconnect();
    count(caseStudyRead(projectOfPath(location.pathname), language()));
  });
  watchReading(document);
}

/** The last section of a case study in `root`, watched (the unlocked private one arrives after the page). */
export function watchReading(root: ParentNode): void {
  if (!reading) return;
  if (root instanceof Element && root.matches(caseStudyEnd.selector)) reading.observe(root);
  for (const end of root.querySelectorAll(caseStudyEnd.selector)) reading.observe(end);
}
