// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { privateProjectOpened, shareLinkOpened, type AnalyticsEvent } from './events.ts';
import { handOver, takeHandedOver } from './hand-off.ts';

describe('the gate handing events to the page script', () => {
  it('delivers each event once, those handed over before the page script started first', () => {
    handOver(privateProjectOpened('mango', 'share link'));
    const received: AnalyticsEvent[] = [];
    takeHandedOver((event) => received.push(event));
    handOver(shareLinkOpened('mango', 'Acme'));
    expect(received).toEqual([privateProjectOpened('mango', 'share link'), shareLinkOpened('mango', 'Acme')]);
  });
});
