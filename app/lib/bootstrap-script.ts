import { storageKeys } from './storage';

/**
 * Runs in <head> before the first paint: applies the stored theme and hero
 * headline so a dark-theme visitor never sees a flash of the light page and
 * the headline never jumps. Plain ES5, no imports; every failure leaves the
 * defaults. Its hash is allowed by the Content-Security-Policy.
 */
export const bootstrapScript = `(function(){var d=document.documentElement;try{var s=window.localStorage;var t=s.getItem(${JSON.stringify(storageKeys.theme)});d.setAttribute('data-theme',t==='dark'?'dark':'light');var h=s.getItem(${JSON.stringify(storageKeys.heroTextIndex)});if(h&&/^\\s*[0-4]\\s*$/.test(h))d.setAttribute('data-hero',h.trim());}catch(e){d.setAttribute('data-theme','light');}})();`;
