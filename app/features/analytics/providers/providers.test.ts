// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsConfig } from '../analytics-config.ts';
import { cvDownload, pageView, shareLinkOpened } from '../events.ts';
import type { PageFacts } from '../page-facts.ts';
import { goatcounterSender, goatcounterUrl } from './goatcounter.ts';
import { asSent, pageViewThroughTracker, plausibleOptions, plausibleSender } from './plausible.ts';
import { umamiRequest, umamiSender } from './umami.ts';

const page: PageFacts = {
  hostname: 'noracastell.example.com',
  path: '/es/cv',
  url: 'https://noracastell.example.com/es/cv',
  title: 'CV · Nora Castell',
  referrer: 'https://www.linkedin.com/',
  language: 'es',
  screen: { width: 390, height: 844, ratio: 3 },
};
const config = (provider: AnalyticsConfig['provider'], host: string, site: string): AnalyticsConfig => ({ provider, host, site });

afterEach(() => vi.unstubAllGlobals());

describe('Umami: a JSON POST to <host>/api/send', () => {
  const umami = config('umami', 'https://stats.example.com', '94db1cb1-74f4-4a40-ad6c-962362670409');

  it('a page view has no name; an event carries its name and its properties as data', () => {
    const view = umamiRequest(umami, pageView('es'), page);
    expect(view.url).toBe('https://stats.example.com/api/send');
    expect(view.body).toEqual({
      type: 'event',
      payload: {
        website: '94db1cb1-74f4-4a40-ad6c-962362670409',
        hostname: 'noracastell.example.com',
        language: 'es',
        referrer: 'https://www.linkedin.com/',
        screen: '390x844',
        title: 'CV · Nora Castell',
        url: '/es/cv',
      },
    });
    expect(umamiRequest(umami, cvDownload('es', 'JSON'), page).body.payload).toMatchObject({
      name: 'CV download',
      data: { language: 'es', format: 'JSON' },
    });
  });

  it('is sent with keepalive, without cookies, as JSON, and a failure is swallowed', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetch);
    expect(() => umamiSender(umami)(pageView('es'), page)).not.toThrow();
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledWith('https://stats.example.com/api/send', {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      mode: 'cors',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(umamiRequest(umami, pageView('es'), page).body),
    });
  });
});

describe('GoatCounter: a beacon to <host>/count', () => {
  const goat = config('goatcounter', 'https://nora.goatcounter.com', 'nora');

  it('a page view is its path, title, referrer and screen; an event is a count whose path is its name, e=true', () => {
    const view = new URL(goatcounterUrl(goat, pageView('es'), page));
    expect(`${view.origin}${view.pathname}`).toBe('https://nora.goatcounter.com/count');
    expect(Object.fromEntries(view.searchParams)).toEqual({
      p: '/es/cv',
      t: 'CV · Nora Castell',
      r: 'https://www.linkedin.com/',
      s: '390,844,3',
    });
    const event = new URL(goatcounterUrl(goat, shareLinkOpened('lighthouse', 'Acme Recruiting'), page));
    expect(Object.fromEntries(event.searchParams)).toEqual({
      p: 'Share link opened: lighthouse, Acme Recruiting',
      t: 'Share link opened',
      e: 'true',
      s: '390,844,3',
    });
  });

  it('is sent by sendBeacon, and by a keepalive fetch where the browser has none', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    goatcounterSender(goat)(pageView('es'), page);
    expect(sendBeacon).toHaveBeenCalledWith(goatcounterUrl(goat, pageView('es'), page));
    const fetch = vi.fn(() => Promise.resolve(new Response()));
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('fetch', fetch);
    goatcounterSender(goat)(pageView('es'), page);
    expect(fetch).toHaveBeenCalledWith(goatcounterUrl(goat, pageView('es'), page), {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      mode: 'no-cors',
    });
  });
});

describe('Plausible: its official tracker, posting to <host>/api/event', () => {
  const plausible = config('plausible', 'https://plausible.example.com', 'noracastell.example.com');

  it('is set to count only what the site asks, its page view going out as Plausible names one', () => {
    expect(plausibleOptions(plausible)).toMatchObject({
      domain: 'noracastell.example.com',
      endpoint: 'https://plausible.example.com/api/event',
      autoCapturePageviews: false,
      hashBasedRouting: false,
      outboundLinks: false,
      fileDownloads: false,
      formSubmissions: false,
      bindToWindow: false,
    });
    expect(asSent({ n: pageViewThroughTracker, u: '/', d: 'x' })).toEqual({ n: 'pageview', u: '/', d: 'x' });
    expect(asSent({ n: 'CV download', u: '/', d: 'x' })).toEqual({ n: 'CV download', u: '/', d: 'x' });
  });

  it('sends a page view and an event in Plausible’s format, with no cookie, no storage write and nothing on window', async () => {
    const bodies: unknown[] = [];
    const fetch = vi.fn((url: string, init: RequestInit) => {
      bodies.push({ url, ...init, body: JSON.parse(String(init.body)) });
      return Promise.resolve(new Response(null, { status: 202 }));
    });
    vi.stubGlobal('fetch', fetch);
    // jsdom has none; the tracker watches the page's height with one.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
      },
    );
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const send = plausibleSender(plausible);
    send(pageView('es'), page);
    send(cvDownload('es', 'PDF'), page);
    // Leaving the page, or the window: the tracker's engagement events (time on page, scroll depth) never start.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('blur'));
    await Promise.resolve();
    expect(bodies).toEqual([
      expect.objectContaining({
        url: 'https://plausible.example.com/api/event',
        method: 'POST',
        keepalive: true,
        body: { n: 'pageview', v: expect.any(Number), u: page.url, d: 'noracastell.example.com', r: null, p: { language: 'es' } },
      }),
      expect.objectContaining({
        body: expect.objectContaining({ n: 'CV download', u: page.url, p: { language: 'es', format: 'PDF' } }),
      }),
    ]);
    expect(bodies).toHaveLength(2);
    expect(document.cookie).toBe('');
    expect(setItem).not.toHaveBeenCalled();
    expect('plausible' in window).toBe(false);
  });
});
