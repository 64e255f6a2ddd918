import type { Hook } from '../../lib/control-contract.ts';
import { createContext, use } from 'react';

/** A hook's attributes; `value`: what a carried attribute says (analytics-contract.ts). */
export type AnalyticsHookProps = (hook: Hook & { attribute?: string }, value?: string) => Record<string, string>;

/**
 * Whether the site counts visits: content/site.yaml has `analytics:`. The
 * root layout provides it from the site settings; outside a page (a PDF
 * drawn from the same components, a test of a component alone) it is off.
 */
export const AnalyticsContext = createContext(false);

/**
 * Analytics' hooks for a component to spread on its elements, only when
 * content/site.yaml turns analytics on: without it, no page holds a byte of
 * analytics.
 */
export function useAnalyticsHooks(): AnalyticsHookProps {
  const on = use(AnalyticsContext);
  return (hook, value) => {
    if (!on) return {};
    return hook.attribute !== undefined && value !== undefined ? { [hook.attribute]: value } : { ...hook.props };
  };
}
