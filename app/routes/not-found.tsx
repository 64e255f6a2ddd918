import { NotFound } from '~/features/layout/not-found';
import { pageMeta } from '~/features/seo/meta';
import { localeOfPath } from '~/features/i18n/locale';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ locale: localeOfPath(location.pathname), title: 'Page not found', noindex: true });

export default function NotFoundRoute() {
  return <NotFound />;
}
