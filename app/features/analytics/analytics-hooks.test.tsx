// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contentIn } from '../content/content.server.ts';
import { SiteContext } from '../content/site-settings.ts';
import type { Site } from '../content/types.ts';
import { JsonResumeLink } from '../cv/json-resume-link.tsx';
import { LocaleContext } from '../../i18n/use-locale.tsx';
import { cvDownloadLink } from './analytics-contract.ts';

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
