import { siteOf } from '../features/content/site-settings.ts';
import { localeOfPath, pathIn } from '../i18n/locale.ts';
import { localeOf } from '../features/content/load.server.ts';
import { absolutePageUrl, excerpt, pageMeta } from '../features/seo/meta.ts';
import { personData } from '../features/seo/structured-data.ts';
import { currentCvContent } from '../features/cv/cv-content.server.ts';
import { wordsFor } from '../i18n/words.ts';
import { CvPage } from '../features/cv/cv-page.tsx';
import { cvPersonData } from '../features/cv/cv-structured-data.ts';
import { cvView } from '../features/cv/cv-view.ts';
import type { Route } from './+types/cv';

/** Runs at build time: the CV from the content, for the published base path. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url);
  return { view: cvView(currentCvContent(locale), import.meta.env.BASE_URL, locale) };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const locale = localeOfPath(location.pathname);
  const site = siteOf(matches);
  const path = pathIn('/cv', locale);
  const { pages } = wordsFor(locale);
  if (!loaderData) return pageMeta({ locale, site, title: pages.cv });
  const { view } = loaderData;
  const description = excerpt(pages.cvDescription(view.name, view.summary.join(' ')));
  return pageMeta({
    locale,
    site,
    title: pages.cv,
    description,
    path,
    type: 'profile',
    preview: { key: 'cv', alt: pages.cvPreview(view.name, view.role, view.location) },
    structuredData: cvPersonData(
      personData(site, { home: absolutePageUrl(site, pathIn('/', locale)), page: absolutePageUrl(site, path) }, description),
      view,
    ),
  });
};

export default function CvRoute({ loaderData }: Route.ComponentProps) {
  return <CvPage view={loaderData.view} />;
}
