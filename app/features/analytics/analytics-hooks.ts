import type { Hook } from '../../lib/control-contract.ts';
import { useSite } from '../content/site-settings.ts';

/** A hook's attributes; `value`: what a carried attribute says (analytics-contract.ts). */
export type AnalyticsHookProps = (hook: Hook & { attribute?: string }, value?: string) => Record<string, string>;

/**
 * Analytics' hooks for a component to spread on its elements, only when
 * content/site.yaml turns analytics on: without it, no page holds a byte of
 * analytics.
 */
export function useAnalyticsHooks(): AnalyticsHookProps {
  const on = Boolean(useSite().analytics);
  return (hook, value) => {
    if (!on) return {};
    return hook.attribute !== undefined && value !== undefined ? { [hook.attribute]: value } : { ...hook.props };
  };
}
