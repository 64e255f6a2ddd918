import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { benchAnalytics, withAnalytics } from './analytics-build.ts';

const site = ['# The site', 'name: Nora Castell', 'footer:', '  smallPrint: Designed in Barcelona. # her words', ''].join('\n');

describe('withAnalytics', () => {
  it('adds the setting and keeps every other field and comment', () => {
    const text = withAnalytics(site, benchAnalytics('http://127.0.0.1:4390'));
    expect(parseDocument(text).toJS()).toEqual({
      name: 'Nora Castell',
      footer: { smallPrint: 'Designed in Barcelona.' },
      analytics: { provider: 'plausible', host: 'http://127.0.0.1:4390', site: 'noracastell.example.com' },
    });
    expect(text).toContain('# her words');
  });

  it('replaces a setting the file already holds', () => {
    const before = withAnalytics(site, { provider: 'umami', host: 'https://umami.example.com', site: 'a1b2' });
    expect(parseDocument(withAnalytics(before, benchAnalytics('http://127.0.0.1:1'))).toJS().analytics).toEqual(
      benchAnalytics('http://127.0.0.1:1'),
    );
  });
});
