import { en } from '../../app/i18n/words/en.ts';
import { eventNames } from '../../app/features/analytics/events.ts';
import { literal } from '../../app/lib/literal.ts';
import { expect, nextPageView, plausibleEvent, site, test } from './support.ts';

// The test portfolio counts visits with Plausible, at a host the tests answer in the browser (support.ts):
// every page of every browser test sends its page view there, and a failed send would fail its test.
test('a page view of each page opened, and a CV download, reach the analytics host, each once', async ({ page, analytics }) => {
  for (const path of ['/', '/es/about', '/cv']) {
    const viewed = nextPageView(analytics, path);
    await page.goto(path);
    const request = await viewed;
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.body)).toMatchObject({ d: site.analytics!.site });
    expect(plausibleEvent(request).props).toEqual({ language: path.startsWith('/es') ? 'es' : 'en' });
  }

  const counted = analytics.arrival((request) => plausibleEvent(request).name === eventNames.cvDownload, 'CV download');
  const download = page.waitForEvent('download');
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${literal(en.cv.download)}`) })
    .click();
  await download;
  expect(plausibleEvent(await counted)).toEqual({ name: eventNames.cvDownload, path: '/cv', props: { language: 'en', format: 'PDF' } });

  const events = analytics.received().map(plausibleEvent);
  expect(events.map((event) => `${event.name} ${event.path}`)).toEqual([
    'pageview /',
    'pageview /es/about',
    'pageview /cv',
    `${eventNames.cvDownload} /cv`,
  ]);
});
