import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyticsProviders, type AnalyticsConfig } from '../../app/features/analytics/analytics-config.ts';
import { compileInlineScript } from './inline-script.ts';

/** The scripts the build ships: the head's, the page's own (app/start/), and the gate's (app/features/gate/). */
const scripts = ['start/head.ts', 'start/page-script.ts', 'features/gate/gate-script.ts'].map((name) => fileURLToPath(new URL(`../../app/${name}`, import.meta.url)));

/** What any analytics code of the site's would carry: its markup hooks, the gate's hand-over, a provider's endpoint or package. */
const traces = /data-analytics-|__portfolioAnalytics|\/api\/event|\/api\/send|\/count\?|plausible|umami|goatcounter/i;

describe('the scripts a build ships', () => {
  it('hold no byte of analytics when the content turns none on', () => {
    for (const script of scripts) expect(compileInlineScript(script, { analytics: null }), script).not.toMatch(traces);
  });

  it('carry it, for each provider, when it is on (so the check above can see it)', () => {
    for (const provider of analyticsProviders) {
      const analytics: AnalyticsConfig = { provider, host: 'https://stats.example.com', site: 'noracastell.example.com' };
      const [, pageScript, gate] = scripts.map((script) => compileInlineScript(script, { analytics }));
      expect(pageScript, provider).toMatch(traces);
      expect(gate, provider).toMatch(traces);
    }
  });
});
