// @vitest-environment node
// Umami and GoatCounter, each turned on in turn in a copy of the site: a page
// view and an event reach a collector on this computer in that provider's own
// format (umami.is/docs/api/sending-stats, goatcounter.com/code/pixel), each
// once, and nothing does under Global Privacy Control. Every event, with
// Plausible: analytics.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventNames } from '../../app/features/analytics/events.ts';
import type { UmamiBody } from '../../app/features/analytics/providers/umami.ts';
import type { Collected } from '../../tools/testing/analytics-collector.ts';
import { analyticsSite, downloadCv, ready, visitUnderPrivacyControl, type AnalyticsSite } from './analytics-site.ts';
import { buildTestPorts } from './ports.ts';

const siteId = 'b9a64c51-3f0e-4a8e-9d56-7c1f2e8a4b20';

let site: AnalyticsSite;
beforeAll(async () => {
  site = await analyticsSite({ prefix: 'portfolio-analytics-providers-', sitePort: buildTestPorts.providersSite });
}, 60_000);
afterAll(() => site?.close());

/** Visits the Spanish CV page until its view is counted (`isPageView`), then the English one, and downloads the PDF there. */
async function visitAndDownload(isPageView: (request: Collected) => boolean) {
  const page = await site.visitor();
  await page.goto(site.addressOf('/es/cv'));
  await ready(page);
  await site.waitFor(isPageView);
  await page.goto(site.addressOf('/cv'));
  await ready(page);
  await downloadCv(page);
}

/** The CV page and its PDF under Global Privacy Control: nothing arrives. */
async function nothingUnderPrivacyControl() {
  site.collector.clear();
  await visitUnderPrivacyControl(site);
  expect(site.collector.received()).toEqual([]);
}

describe('Umami', () => {
  beforeAll(() => site.build({ provider: 'umami', site: siteId }), 1_200_000);
  const payloadOf = (request: Collected) => (JSON.parse(request.body) as UmamiBody).payload;
  const isPageView = (request: Collected) => !payloadOf(request).name;

  it('a page view with the page’s language and a named event with its data, as JSON to /api/send', async () => {
    await visitAndDownload(isPageView);
    const [spanish, english] = await site.waitFor(isPageView, 2);
    const [download] = await site.waitFor((request) => payloadOf(request).name === eventNames.cvDownload);
    for (const request of [spanish!, english!, download!]) {
      expect(request).toMatchObject({ method: 'POST', path: '/api/send', headers: { 'content-type': 'application/json', origin: site.base } });
      expect(request.headers.cookie).toBeUndefined();
      expect(JSON.parse(request.body)).toMatchObject({ type: 'event', payload: { website: siteId, hostname: 'localhost' } });
    }
    expect(payloadOf(spanish!)).toMatchObject({ url: new URL(site.addressOf('/es/cv')).pathname, language: 'es' });
    expect(payloadOf(english!)).toMatchObject({ url: new URL(site.addressOf('/cv')).pathname, language: 'en' });
    expect(payloadOf(download!).data).toEqual({ language: 'en', format: 'PDF' });
    expect(site.collector.received()).toHaveLength(3);
  }, 180_000);

  it('nothing under Global Privacy Control', nothingUnderPrivacyControl, 120_000);
});

describe('GoatCounter', () => {
  beforeAll(() => site.build({ provider: 'goatcounter', site: 'noracastell' }), 1_200_000);
  const isPageView = (request: Collected) => request.query.e === undefined;

  it('a page view by its path and an event by its name, counted at /count', async () => {
    await visitAndDownload(isPageView);
    const views = await site.waitFor(isPageView, 2);
    const [download] = await site.waitFor((request) => request.query.e === 'true');
    for (const request of site.collector.received()) {
      expect(request).toMatchObject({ method: 'POST', path: '/count' });
      expect(request.headers.cookie).toBeUndefined();
      expect(request.query.s).toMatch(/^\d+,\d+,\d+(\.\d+)?$/);
    }
    expect(views.map((request) => request.query.p)).toEqual([
      new URL(site.addressOf('/es/cv')).pathname,
      new URL(site.addressOf('/cv')).pathname,
    ]);
    expect(download!.query).toMatchObject({ p: `${eventNames.cvDownload}: en, PDF`, t: eventNames.cvDownload, e: 'true' });
    expect(site.collector.received()).toHaveLength(3);
  }, 180_000);

  it('nothing under Global Privacy Control', nothingUnderPrivacyControl, 120_000);
});
