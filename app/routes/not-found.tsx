import { NotFound } from '~/features/layout/not-found';
import { siteOf } from '~/features/content/site-settings';
import { pageMeta } from '~/features/seo/meta';
import { localeOfPath } from '~/features/i18n/locale';
import { wordsFor } from '~/features/i18n/words';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const locale = localeOfPath(location.pathname);
  const site = siteOf(matches);
  return pageMeta({ locale, site, title: wordsFor(locale).pages.notFound, noindex: true });
};

export default function NotFoundRoute() {
  return <NotFound />;
}
