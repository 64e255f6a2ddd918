import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { pageScriptSrc, headScript } from './start/head-script.ts';
import { pageBaseAttribute } from './lib/page-script-attributes.ts';
import { speculationRules } from './features/navigation/speculation-rules.ts';
import { SiteHeader } from './features/layout/site-header.tsx';
import { SiteFooter } from './features/layout/site-footer.tsx';
import { NotFound } from './features/layout/not-found.tsx';
import { languages, localeOfPath } from './i18n/locale.ts';
import { LocaleContext } from './i18n/use-locale.tsx';
import { useWords } from './i18n/use-words.ts';
import { wordsFor } from './i18n/words.ts';
import { PageLink } from './ui/page-link.tsx';
import { loadSite, localeOf } from './features/content/load.server.ts';
import { rootRouteId, SiteContext, siteIn, type RootData } from './features/content/site-settings.ts';
import { AnalyticsContext } from './features/analytics/analytics-hooks.ts';
import siteStyles from './styles/site.css?url';
import interFont from './styles/fonts/inter-latin-wght.woff2?url';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: `${import.meta.env.BASE_URL}favicon.svg`, type: 'image/svg+xml' }];

/** Build time, for every page: the site settings in the page's language, which the layout provides to every component. */
export function loader({ url }: Route.LoaderArgs): RootData {
  return loadSite(localeOf(url));
}

export function Layout({ children }: { children: React.ReactNode }) {
  // No page ships React or the router: each is its HTML, the head script and the page script, and
  // React mounts only in islands a page loads on use (the lightbox).
  const locale = localeOfPath(useLocation().pathname);
  const site = siteIn(useRouteLoaderData(rootRouteId));
  return (
    <html lang={languages[locale].lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The font is fetched with the stylesheet, so the first text is drawn in it (docs/decisions/026). */}
        <link rel="preload" href={interFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        {/* With a precedence, React puts the one render-blocking file ahead of the script preloads. */}
        <link rel="stylesheet" href={siteStyles} precedence="site" />
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
        <script src={pageScriptSrc} async {...{ [pageBaseAttribute]: import.meta.env.BASE_URL }} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules(import.meta.env.BASE_URL) }} />
        <Meta />
        <Links />
      </head>
      <body>
        <LocaleContext value={locale}>
          <SiteContext value={site}>
            <AnalyticsContext value={site.analytics !== undefined}>
              <a className="skip-link" href="#main">
                {wordsFor(locale).skipLink}
              </a>
              <SiteHeader />
              {children}
              <SiteFooter />
            </AnalyticsContext>
          </SiteContext>
        </LocaleContext>
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Rendered only into the SPA fallback page the build writes with `ssr: false`, which must carry
 * the app's scripts (React Router checks) and which postbuild deletes: no page of the site renders
 * it (docs/upgrading.md).
 */
export function HydrateFallback() {
  return <Scripts />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const words = useWords().error;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main id="main" className="page page--narrow">
      <h1 className="page-title">{words.title}</h1>
      <p>{words.text}</p>
      <PageLink to="/">{words.home}</PageLink>
    </main>
  );
}
