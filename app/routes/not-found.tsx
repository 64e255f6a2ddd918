import { NotFound } from '~/features/layout/not-found';
import { pageMeta } from '~/features/seo/meta';

export const meta = () => pageMeta({ title: 'Page not found', noindex: true });

export default function NotFoundRoute() {
  return <NotFound />;
}
