import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contentIn } from './content.server.ts';
import { loadSite } from './load.server.ts';
import { rootRouteId, SiteContext, siteOf, useSite } from './site-settings.ts';

function OwnerName() {
  return <p>{useSite().name}</p>;
}

describe('the site settings', () => {
  it('reach a page in its own language through the root route’s loader', () => {
    expect(loadSite('es').site).toEqual(contentIn('es').site);
    expect(loadSite('en').site).toEqual(contentIn('en').site);
  });

  it('reach a route’s meta from the root route’s match', () => {
    const { site } = loadSite('es');
    const matches = [{ id: rootRouteId, loaderData: { site } }, { id: 'routes/about', loaderData: {} }];
    expect(siteOf(matches)).toBe(site);
  });

  it('are refused to a meta without the root route’s data, rather than guessed', () => {
    expect(() => siteOf([{ id: 'routes/about', loaderData: {} }])).toThrow(/root route/);
  });

  it('reach a component from the layout’s provider, and nowhere else', () => {
    const { site } = loadSite('en');
    expect(renderToStaticMarkup(<SiteContext value={site}>{<OwnerName />}</SiteContext>)).toContain(site.name);
    expect(() => renderToStaticMarkup(<OwnerName />)).toThrow(/root layout/);
  });
});
