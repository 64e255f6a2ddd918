// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contentIn } from '~/features/content/content.server';
import { SiteContext } from '~/features/content/site-settings';
import type { Site } from '~/features/content/types';
import { JsonResumeLink } from '~/features/cv/json-resume-link';
import { LocaleContext } from '~/features/i18n/use-locale';
import { cvDownloadLink } from './analytics-contract';

const site = contentIn('en').site;
const markup = (settings: Site) =>
  renderToStaticMarkup(
    <SiteContext value={settings}>
      <LocaleContext value="en">{<JsonResumeLink />}</LocaleContext>
    </SiteContext>,
  );

describe("analytics' hooks in the markup", () => {
  it('are not rendered without analytics: the page holds no byte of it', () => {
    expect(markup({ ...site, analytics: undefined })).not.toMatch(/analytics/i);
  });

  it('are rendered with analytics on, saying what the link is', () => {
    const analytics = { provider: 'plausible', host: 'https://plausible.io', site: 'nora.example.com' } as const;
    expect(markup({ ...site, analytics })).toContain(`${cvDownloadLink.attribute}="JSON"`);
  });
});
