import { loadAbout, localeOf } from '../features/content/load.server.ts';
import { AboutPage } from '../features/about/about-page.tsx';
import { siteOf } from '../features/content/site-settings.ts';
import { localeOfPath, pathIn } from '../i18n/locale.ts';
import { wordsFor } from '../i18n/words.ts';
import { absolutePageUrl, excerpt, pageMeta } from '../features/seo/meta.ts';
import { personData } from '../features/seo/structured-data.ts';
import { plainText } from '../lib/rich-text.ts';
import type { Route } from './+types/about';

export function loader({ url }: Route.LoaderArgs) {
  return { about: loadAbout(localeOf(url)) };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const locale = localeOfPath(location.pathname);
  const site = siteOf(matches);
  const path = pathIn('/about', locale);
  const description = loaderData ? excerpt(plainText(loaderData.about.hero.intro)) : undefined;
  return pageMeta({
    locale,
    site,
    title: wordsFor(locale).pages.about,
    description,
    path,
    type: 'profile',
    preview: { key: 'about', alt: wordsFor(locale).pages.aboutPreview(site.name, loaderData?.about.hero.title ?? site.role) },
    structuredData: personData(site, { home: absolutePageUrl(site, pathIn('/', locale)), page: absolutePageUrl(site, path) }, description),
  });
};

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage about={loaderData.about} />;
}
