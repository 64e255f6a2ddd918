import { storageKeys } from './storage';

/**
 * Runs in <head> before the first paint: applies the stored theme and hero
 * headline so a dark-theme visitor never sees a flash of the light page and
 * the headline never jumps. Plain ES5, no imports; every failure leaves the
 * defaults. Its hash is allowed by the Content-Security-Policy.
 */
export const bootstrapScript = `(function(){var d=document.documentElement;try{var s=window.localStorage;var t=s.getItem(${JSON.stringify(storageKeys.theme)});d.setAttribute('data-theme',t==='dark'?'dark':'light');var h=s.getItem(${JSON.stringify(storageKeys.heroTextIndex)});if(h&&/^\\s*[0-4]\\s*$/.test(h))d.setAttribute('data-hero',h.trim());}catch(e){d.setAttribute('data-theme','light');}})();`;

/**
 * Runs at the top of a protected page's prerendered shell: a visitor who
 * opens it without the authenticated flag goes straight to the gate, before
 * the empty shell is drawn, instead of after the app has loaded. (With the
 * flag but no working key, the app still sends them there, clearing the flag.)
 */
export function gateRedirectScript(gatePath: string): string {
  const go = `location.replace(${JSON.stringify(gatePath)})`;
  return `(function(){try{if(window.localStorage.getItem(${JSON.stringify(storageKeys.authenticated)})!=='true')${go};}catch(e){${go};}})();`;
}
