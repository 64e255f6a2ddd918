import { NotFound } from '../features/layout/not-found.tsx';
import { siteOf } from '../features/content/site-settings.ts';
import { pageMeta } from '../features/seo/meta.ts';
import { localeOfPath } from '../i18n/locale.ts';
import { wordsFor } from '../i18n/words.ts';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const locale = localeOfPath(location.pathname);
  const site = siteOf(matches);
  return pageMeta({ locale, site, title: wordsFor(locale).pages.notFound, noindex: true });
};

export default function NotFoundRoute() {
  return <NotFound />;
}
