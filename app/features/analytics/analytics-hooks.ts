import type { Hook } from '../../lib/control-contract.ts';
import { use } from 'react';
import { SiteContext } from '../content/site-settings.ts';

/** A hook's attributes; `value`: what a carried attribute says (analytics-contract.ts). */
export type AnalyticsHookProps = (hook: Hook & { attribute?: string }, value?: string) => Record<string, string>;

/**
 * Analytics' hooks for a component to spread on its elements, only when
 * content/site.yaml turns analytics on: without it, no page holds a byte of
 * analytics. Outside a page (a PDF drawn from the same components, a test
 * of a component alone) there is no site setting, and so no hook.
 */
export function useAnalyticsHooks(): AnalyticsHookProps {
  const on = Boolean(use(SiteContext)?.analytics);
  return (hook, value) => {
    if (!on) return {};
    return hook.attribute !== undefined && value !== undefined ? { [hook.attribute]: value } : { ...hook.props };
  };
}
