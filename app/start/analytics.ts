// Analytics as this build has it: the settings of content/site.yaml, or
// nothing. `__ANALYTICS__` and `__ANALYTICS_PROVIDER__` are constants the
// script compiler writes in (tools/build/inline-script.ts `analyticsDefines`);
// without `analytics:` both are null: every `if (__ANALYTICS__)` branch, this
// module, the provider's code and all they import drop out of the scripts.
import { goatcounterSender } from '../features/analytics/providers/goatcounter.ts';
import { plausibleSender } from '../features/analytics/providers/plausible.ts';
import type { Sender } from '../features/analytics/providers/send.ts';
import { umamiSender } from '../features/analytics/providers/umami.ts';

/**
 * The provider's sender this build was compiled for. Called only behind
 * `if (__ANALYTICS__)`, so that a build without analytics drops it whole.
 */
export const analyticsSender = (): Sender =>
  __ANALYTICS_PROVIDER__ === 'umami' ? umamiSender : __ANALYTICS_PROVIDER__ === 'goatcounter' ? goatcounterSender : plausibleSender;
