// @vitest-environment jsdom
import { render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { languages, localeOfPath } from '../../i18n/locale.ts';
import { LocaleContext } from '../../i18n/use-locale.tsx';
import { SiteContext } from '../content/site-settings.ts';
import { contentIn } from '../content/content.server.ts';
import { catalogues } from '../../i18n/words.ts';
import { notFoundPrerenderPath } from '../../lib/pages.ts';
import { SiteHeader } from './site-header.tsx';

/** The header as the root layout renders it at `path`: in the language of its address, with its site settings. */
function headerAt(path: string) {
  const locale = localeOfPath(path);
  const { container } = render(
    <MemoryRouter initialEntries={[path]}>
      <LocaleContext value={locale}>
        <SiteContext value={contentIn(locale).site}>
          <SiteHeader />
        </SiteContext>
      </LocaleContext>
    </MemoryRouter>,
  );
  return within(container.querySelector('header')!);
}

describe('the language switch', () => {
  it('links an English page to the same page in Spanish, named in Spanish', () => {
    const link = headerAt('/about/').getByRole('link', { name: languages.es.name });
    expect(link.getAttribute('href')).toBe('/es/about/');
    expect(link.getAttribute('hreflang')).toBe('es');
    expect(link.getAttribute('lang')).toBe('es');
    expect(link.textContent).toBe('ES');
  });

  it('links a Spanish page to the same page in English, named in English', () => {
    const link = headerAt('/es/huru/').getByRole('link', { name: languages.en.name });
    expect(link.getAttribute('href')).toBe('/huru/');
    expect(link.getAttribute('hreflang')).toBe('en');
    expect(link.getAttribute('lang')).toBe('en');
    expect(link.textContent).toBe('EN');
  });

  it('pairs the home pages', () => {
    expect(headerAt('/').getByRole('link', { name: languages.es.name }).getAttribute('href')).toBe('/es/');
  });

  it('pairs the Spanish home page with the English one', () => {
    expect(headerAt('/es/').getByRole('link', { name: languages.en.name }).getAttribute('href')).toBe('/');
  });

  it('leads from the not-found page, served at any address, to the other language’s home page', () => {
    expect(headerAt(`${notFoundPrerenderPath}/`).getByRole('link', { name: languages.es.name }).getAttribute('href')).toBe('/es/');
  });

  it('shows a code its accessible name contains', () => {
    for (const path of ['/', '/es']) {
      const header = headerAt(path);
      for (const link of header.getAllByRole('link').filter((candidate) => candidate.hasAttribute('hreflang'))) {
        expect(link.getAttribute('aria-label')!.toLowerCase()).toContain(link.textContent!.toLowerCase());
      }
    }
  });
});

describe('the header in Spanish', () => {
  it('speaks Spanish and keeps its links in Spanish', () => {
    const words = catalogues.es.header;
    const header = headerAt('/es/about/');
    expect(header.getByRole('navigation', { name: words.nav })).toBeTruthy();
    expect(header.getByRole('link', { name: words.home }).getAttribute('href')).toBe('/es/');
    const about = header.getByRole('link', { name: words.about });
    expect(about.getAttribute('href')).toBe('/es/about/');
    expect(about.getAttribute('aria-current')).toBe('page');
    expect(header.getByRole('button', { name: catalogues.es.theme.dark })).toBeTruthy();
  });
});
