import { localHostNames } from './analytics-config.ts';

/** What the browser says of its visitor's wishes, and where the page runs. */
export type BrowserSignals = {
  /** `navigator.globalPrivacyControl`. */
  globalPrivacyControl?: unknown;
  /** `navigator.doNotTrack`. */
  doNotTrack?: unknown;
  /** `window.doNotTrack` (older browsers). */
  windowDoNotTrack?: unknown;
  /** The page's host name (`location.hostname`). */
  pageHost: string;
};

/** A host on this computer: localhost (and its subdomains), 127.x.x.x, ::1. */
export function isLocalHost(hostname: string): boolean {
  return /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i.test(hostname);
}

/**
 * Whether anything may be sent: not when the visitor asks for privacy
 * (Global Privacy Control, or Do Not Track set to 1), and not from a page on
 * this computer unless the collector is on it too (a test's).
 */
export function maySend(collector: string, browser: BrowserSignals): boolean {
  if (browser.globalPrivacyControl === true) return false;
  if (browser.doNotTrack === '1' || browser.windowDoNotTrack === '1') return false;
  if (isLocalHost(browser.pageHost) && !localHostNames.includes(new URL(collector).hostname)) return false;
  return true;
}

/** The signals of the browser the script runs in. */
export function browserSignals(): BrowserSignals {
  const nav = navigator as Navigator & { globalPrivacyControl?: unknown };
  return {
    globalPrivacyControl: nav.globalPrivacyControl,
    doNotTrack: nav.doNotTrack,
    windowDoNotTrack: (window as Window & { doNotTrack?: unknown }).doNotTrack,
    pageHost: location.hostname,
  };
}
