// Analytics as the build has it (app/start/analytics.ts): content/site.yaml's
// settings, or null. The script compiler writes both in as constants
// (tools/build/inline-script.ts `analyticsDefines`); only the browser scripts
// it compiles may read them.
import type { AnalyticsConfig, AnalyticsProvider } from '../features/analytics/analytics-config.ts';

declare global {
  const __ANALYTICS__: AnalyticsConfig | null;
  const __ANALYTICS_PROVIDER__: AnalyticsProvider | null;
}
