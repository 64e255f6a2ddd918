import { storageKeys } from './storage';

/**
 * Runs in <head> before the first paint: applies the stored theme and hero
 * headline so a dark-theme visitor never sees a flash of the light page and
 * the headline never jumps. Plain ES5, no imports; every failure leaves the
 * defaults. Its hash is allowed by the Content-Security-Policy.
 */
export const bootstrapScript = `(function(){var d=document.documentElement;try{var s=window.localStorage;var t=s.getItem(${JSON.stringify(storageKeys.theme)});d.setAttribute('data-theme',t==='dark'?'dark':'light');var h=s.getItem(${JSON.stringify(storageKeys.heroTextIndex)});if(h&&/^\\s*[0-4]\\s*$/.test(h))d.setAttribute('data-hero',h.trim());}catch(e){d.setAttribute('data-theme','light');}})();`;

/** Set on <html> while a visitor holding the authenticated flag waits for the case study to open. */
export const unlockingAttribute = 'data-unlocking';

/** Where the early fetch of the encrypted case study waits for the app (see app/lib/gate.ts). */
export const earlyPayloadGlobal = '__protectedPayload';

/**
 * Runs at the top of the gate (the password page, and the protected page's
 * prerendered shell, which is the same page): a visitor holding the
 * authenticated flag sees "Opening the protected case study…" instead of the
 * password form, and right after that first paint the encrypted case study
 * is fetched and the app starts, without waiting for the page to load
 * (scripts/defer-hydration.mjs reads the attribute). The gate removes the
 * attribute as soon as the app finds no flag.
 */
export function unlockingScript(payloadUrl: string): string {
  const url = JSON.stringify(payloadUrl);
  // The fetch waits for the first paint, so the note is not held back by the ciphertext's bytes.
  return `(function(){try{if(window.localStorage.getItem(${JSON.stringify(storageKeys.authenticated)})==='true'){document.documentElement.setAttribute('${unlockingAttribute}','');requestAnimationFrame(function(){setTimeout(function(){window.${earlyPayloadGlobal}={url:${url},response:fetch(${url})}},0)})}}catch(e){}})();`;
}

/** Set on window when Enter was pressed in the gate before the app could take the password. */
export const heldSubmitGlobal = '__gateSubmitHeld';

/**
 * Runs with the gate, before the app: a submit the app has not handled
 * (its scripts have not arrived yet) is stopped here, so the password never
 * goes to the server, and noted, so the app unlocks once it starts. The
 * app's own handler runs first (React listens on the document, this on the
 * window) and prevents the default, so later submits pass untouched.
 */
export const holdSubmitScript = `(function(){if(window.${heldSubmitGlobal}!==undefined)return;window.${heldSubmitGlobal}=false;window.addEventListener('submit',function(e){var f=e.target;if(!e.defaultPrevented&&f&&f.classList&&f.classList.contains('gate')){e.preventDefault();window.${heldSubmitGlobal}=true}})})();`;
