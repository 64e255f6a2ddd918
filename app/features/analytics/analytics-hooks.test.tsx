// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type * as SiteSettings from '~/features/content/site-settings';
import { JsonResumeLink } from '~/features/cv/json-resume-link';
import { LocaleContext } from '~/features/i18n/use-locale';
import { cvDownloadLink } from './analytics-contract';

const settings = vi.hoisted(() => ({ analytics: undefined as undefined | { provider: 'plausible'; host: string; site: string } }));
vi.mock('~/features/content/site-settings', async (original) => {
  const real = await original<typeof SiteSettings>();
  return { ...real, useSite: () => ({ ...real.useSite(), analytics: settings.analytics }) };
});

const markup = () => renderToStaticMarkup(<LocaleContext value="en">{<JsonResumeLink />}</LocaleContext>);

describe("analytics' hooks in the markup", () => {
  it('are not rendered without analytics: the page holds no byte of it', () => {
    settings.analytics = undefined;
    expect(markup()).not.toMatch(/analytics/i);
  });

  it('are rendered with analytics on, saying what the link is', () => {
    settings.analytics = { provider: 'plausible', host: 'https://plausible.io', site: 'nora.example.com' };
    expect(markup()).toContain(`${cvDownloadLink.attribute}="JSON"`);
  });
});
