// Runs at the top of the gate (the password page, and the protected page's
// prerendered shell, which is the same page): a visitor holding the
// authenticated flag sees "Opening the protected case study…" instead of the
// password form, and right after that first paint the encrypted case study
// is fetched and the app starts, without waiting for the page to load
// (app/start/deferred-start.ts reads the attribute). The gate removes the
// attribute as soon as the app finds no flag. The payload's URL is on the
// script's own element (payloadUrlAttribute).
import { storageKeys } from '../lib/storage.ts';
import { earlyPayloadGlobal, payloadUrlAttribute, unlockingAttribute } from './names.ts';

const url = document.currentScript?.getAttribute(payloadUrlAttribute);
try {
  if (url && window.localStorage.getItem(storageKeys.authenticated) === 'true') {
    document.documentElement.setAttribute(unlockingAttribute, '');
    // The fetch waits for the first paint, so the note is not held back by the ciphertext's bytes.
    requestAnimationFrame(() => {
      setTimeout(() => {
        (window as unknown as Record<string, unknown>)[earlyPayloadGlobal] = { url, response: fetch(url) };
      }, 0);
    });
  }
} catch {
  // No storage: the password form stays.
}
