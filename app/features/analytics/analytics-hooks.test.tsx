// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonResumeLink } from '../cv/json-resume-link.tsx';
import { LocaleContext } from '../../i18n/use-locale.tsx';
import { AnalyticsContext } from './analytics-hooks.ts';
import { cvDownloadLink } from './analytics-contract.ts';

const markup = (on: boolean) =>
  renderToStaticMarkup(
    <AnalyticsContext value={on}>
      <LocaleContext value="en">{<JsonResumeLink />}</LocaleContext>
    </AnalyticsContext>,
  );

describe("analytics' hooks in the markup", () => {
  it('are not rendered without analytics: the page holds no byte of it', () => {
    expect(markup(false)).not.toMatch(/analytics/i);
  });

  it('are rendered with analytics on, saying what the link is', () => {
    expect(markup(true)).toContain(`${cvDownloadLink.attribute}="JSON"`);
  });

  it('are not rendered outside a page, where nothing says analytics is on', () => {
    expect(renderToStaticMarkup(<JsonResumeLink />)).not.toMatch(/analytics/i);
  });
});
