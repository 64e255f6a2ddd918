// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { compileInlineScript } from '../../tools/build/inline-script';
import { storageKeys } from '../lib/storage';
import { earlyPayloadGlobal, heldSubmitGlobal, payloadUrlAttribute, unlockingAttribute } from './names';

/** The script exactly as a page inlines it. */
const compiled = (module: string) => compileInlineScript(fileURLToPath(new URL(module, import.meta.url)));
const themeAndHero = compiled('./theme-and-hero.ts');
const unlocking = compiled('./unlocking.ts');
const holdSubmit = compiled('./hold-submit.ts');

type Setup = { stored?: Record<string, string>; storage?: 'throws' };

/** A page whose <head> runs `script`, with local storage as given, before anything else. */
function pageRunning(script: string, { stored = {}, storage }: Setup = {}, attributes = '') {
  const fetched: string[] = [];
  const dom = new JSDOM(`<!DOCTYPE html><html><head><script${attributes}>${script}</script></head><body></body></html>`, {
    url: 'http://localhost/',
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
      if (storage === 'throws') {
        Object.defineProperty(window, 'localStorage', {
          get: () => {
            throw new Error('SecurityError');
          },
        });
      }
      Object.defineProperty(window, 'fetch', { value: (url: string) => (fetched.push(url), Promise.resolve('response')) });
    },
  });
  return { dom, html: dom.window.document.documentElement, fetched };
}

describe('theme and hero, before the first paint', () => {
  it('applies the stored theme', () => {
    expect(pageRunning(themeAndHero, { stored: { [storageKeys.theme]: 'dark' } }).html.getAttribute('data-theme')).toBe('dark');
    expect(pageRunning(themeAndHero, { stored: { [storageKeys.theme]: 'light' } }).html.getAttribute('data-theme')).toBe('light');
  });

  it('falls back to light for nothing stored, anything else stored, or no storage at all', () => {
    expect(pageRunning(themeAndHero).html.getAttribute('data-theme')).toBe('light');
    expect(pageRunning(themeAndHero, { stored: { [storageKeys.theme]: 'DARK ' } }).html.getAttribute('data-theme')).toBe('light');
    expect(pageRunning(themeAndHero, { storage: 'throws' }).html.getAttribute('data-theme')).toBe('light');
  });

  it('applies the stored hero headline, and the first for anything out of range', () => {
    const hero = (value: string) => pageRunning(themeAndHero, { stored: { [storageKeys.heroTextIndex]: value } }).html.getAttribute('data-hero');
    expect(hero('3')).toBe('3');
    expect(hero(' 4 ')).toBe('4');
    expect(hero('5')).toBe('0');
    expect(hero('-1')).toBe('0');
    expect(hero('x')).toBe('0');
    expect(pageRunning(themeAndHero).html.hasAttribute('data-hero')).toBe(false);
  });
});

describe('unlocking, at the top of the gate', () => {
  const gate = (setup: Setup) => pageRunning(unlocking, setup, ` ${payloadUrlAttribute}="/protected/mango.json"`);

  it('marks the page and fetches the case study after the first paint, for a visitor holding the flag', async () => {
    const { dom, html, fetched } = gate({ stored: { [storageKeys.authenticated]: 'true' } });
    expect(html.hasAttribute(unlockingAttribute)).toBe(true);
    expect(fetched).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fetched).toEqual(['/protected/mango.json']);
    expect((dom.window as unknown as Record<string, { url: string }>)[earlyPayloadGlobal]?.url).toBe('/protected/mango.json');
  });

  it('does nothing for anyone else, or without storage', async () => {
    for (const setup of [{}, { stored: { [storageKeys.authenticated]: 'false' } }, { storage: 'throws' as const }]) {
      const { html, fetched } = gate(setup);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(html.hasAttribute(unlockingAttribute)).toBe(false);
      expect(fetched).toEqual([]);
    }
  });
});

describe('held submit, before the app', () => {
  it('stops a submit of the gate the app has not handled, and notes it', () => {
    const { dom } = pageRunning(holdSubmit);
    const { document } = dom.window;
    document.body.innerHTML = '<form class="gate"><button>Unlock</button></form><form class="other"></form>';
    const submit = (form: Element) => {
      const event = new dom.window.Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const held = () => (dom.window as unknown as Record<string, boolean>)[heldSubmitGlobal];
    expect(held()).toBe(false);
    expect(submit(document.querySelector('.other')!)).toBe(false);
    expect(held()).toBe(false);
    expect(submit(document.querySelector('.gate')!)).toBe(true);
    expect(held()).toBe(true);
  });
});
